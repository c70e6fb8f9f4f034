import type { ReaderText } from '../types';

/** Mira: warm, upbeat, plain words, short readings. */
export const JUNIOR_EN: ReaderText = {
  ack: {
    general: [
      'Okay, let’s see what the cards have to say about this.',
      'Got it! That’s a good one to bring to the cards.',
    ],
    love: [
      'Ah, a matter of the heart. I can tell this one matters to you.',
      'Love questions are my favourite, and I’ll be gentle with this one.',
    ],
    career: [
      'A work question! Those can keep us up at night, so let’s look.',
      'Okay, your job. Let’s see what the cards think about it.',
    ],
    money: [
      'Money worries are so real. Let’s take a calm look together.',
      'A money question, got it. Let’s see what the cards point to.',
    ],
    health: [
      'Your energy and wellbeing matter a lot, so let’s look with care.',
      'Thanks for trusting me with something about how you’re feeling in yourself.',
    ],
    study: [
      'A study question! Let’s see how things are lining up for you.',
      'Exams and studies can be a lot. Let’s look at it together.',
    ],
  },
  hear: ['Thanks for telling me about {topic}.', 'Ah, so {topic} is on your mind.'],
  feelings: {
    hard: [
      'It sounds like you’re feeling {feelings}, and that’s completely understandable.',
      'I’m sorry you’re feeling {feelings}. That’s a lot to carry.',
    ],
    good: [
      'I love that you’re feeling {feelings}!',
      'You sound {feelings}, and that’s wonderful to hear.',
    ],
  },
  memoryTopic: {
    other: [
      'Earlier you mentioned {topic}, so I’m keeping that in mind too.',
      'You told me about {topic} earlier, and it might be connected.',
    ],
    same: [
      'You brought up {topic} earlier as well. It’s clearly on your mind.',
      'This is {topic} again, so it must really matter to you.',
    ],
  },
  memoryCards: [
    'Last time {card} showed up for you. Let’s see what joins it now.',
    'I still remember {card} from before. Here’s what’s new.',
  ],
  drawIntro: {
    three: [
      'I’ve shuffled and drawn three cards for {question}: past, present and future.',
      'Here are three cards for {question}, reading from the past to the future.',
    ],
    one: ['One card for {question}, quick and clear.', 'I drew a single card for {question}.'],
  },
  cardLead: ['{position}: {card}, {orientation}.', 'In {place} sits {card}, {orientation}.'],
  keywords: ['In short, it is about {keywords}.'],
  link: {
    general: ['So for {question}, {card} is the card to hold on to, and it speaks of {keywords}.'],
    love: ['For your heart, {card} is the one to remember; it speaks of {keywords}.'],
    career: ['For your work, {card} sums it up: this is a time for {keywords}.'],
    money: ['For your money question, {card} points the way, towards {keywords}.'],
    health: ['For your energy, {card} is the key note, and it is about {keywords}.'],
    study: ['For your studies, {card} gives the tip: make room for {keywords}.'],
  },
  linkWatch: [
    "So for {question}, {card} is the one to keep in mind: watch out for {keywords}, and don't let it set your pace.",
    '{card} is the gentle warning here: {keywords}. Noticing it is already a step.',
  ],
  yesNo: {
    yes: ['As a yes-or-no, {card} leans towards yes. The energy is open and flowing.'],
    notYet: [
      'As a yes-or-no, {card} leans towards no for now: not yet, or not like this. There’s something to sort out first.',
    ],
    maybe: [
      'As a yes-or-no, {card} gives a qualified yes: the answer depends on how you go about it.',
    ],
  },
  advice: {
    general: [
      'A small step to try: pick one thing the cards encourage and do it this week.',
      'My tip: trust yourself a little more and take one small step.',
    ],
    love: [
      'My tip: say one honest, kind thing to them this week and see how it lands.',
      'Try being a little more open about what you feel, one small step at a time.',
    ],
    career: [
      'My tip: choose one practical move, like an email, an application or a conversation, and give it a date.',
      'Try writing down what you want from your job, then act on the first line.',
    ],
    money: [
      'My tip: look at your spending calmly this week and keep a little aside for surprises.',
      'Try one small, steady money habit rather than a big leap.',
    ],
    health: [
      'My tip: be kind to your body with some rest, gentle movement and regular meals, and see a professional if something worries you.',
      'Try one small routine that gives you energy, like an early night or a short walk.',
    ],
    study: [
      'My tip: break your studying into little daily pieces and protect your sleep.',
      'Try reviewing a bit every day instead of cramming, because your brain will thank you.',
    ],
  },
  ask: {
    reading: [
      'Which card speaks to you the most?',
      'Does this fit what you’ve been feeling lately?',
      'What part of this reading feels the most true to you?',
    ],
    yesNo: ['Does that answer sit right with you?', 'How do you feel about that answer?'],
    followUp: [
      'Does that make it clearer?',
      'What would you like to do with this now?',
      'Does that fit what’s going on for you?',
    ],
    feeling: ['Would you like me to draw three cards on it?', 'Shall we ask the cards about it?'],
    greeting: ['What’s on your mind today?', 'What would you like to ask the cards?'],
    thanks: ['Is there anything else you’d like to look at?', 'Anything else on your mind?'],
    smalltalk: [
      'Is there something you’d like the cards to look at?',
      'What would you like to ask today?',
    ],
    offer: ['Shall I draw some cards on it?', 'Would you like a reading on that?'],
    card: ['What made you curious about this card?', 'Has this card been showing up for you?'],
  },
  followCard: [
    'You asked about {card} in {place}.',
    'Let’s zoom in on {card}, the card for {place}.',
  ],
  followAll: [
    'Let’s look at your cards about {topic} once more, all together.',
    'Taking your cards about {topic} as a whole:',
  ],
  followLine: ['{card} for {place} is about {keywords}.'],
  explain: [
    '{card}! Here’s what it usually means.',
    'Good question. {card} is a lovely one to learn.',
  ],
  explainReversed: ['Reversed, it leans towards {keywords}.'],
  aboutTarot: [
    'Tarot is a deck of 78 cards: 22 Major Arcana for the big life themes and 56 Minor Arcana for everyday things. I don’t think it fixes your fate. It’s more like a mirror that helps you see your situation from a new angle.',
    'Think of tarot as a conversation starter with yourself. The cards carry old symbols, and reading them can help you notice what you already feel. What you do next is always up to you.',
  ],
  noCards: ['I’d love to draw for this, but the cards didn’t come through just now.'],
  offer: [
    'That’s something I can look at with the cards, with one card for a quick answer or three for the bigger picture.',
    'I can draw on {topic} whenever you’re ready.',
  ],
  greetBack: ['Hi there! So happy you dropped by.', 'Hello hello! I’m Mira, ready with my cards.'],
  thanks: ['You’re so welcome! I hope it helps.', 'Anytime! It was lovely reading for you.'],
  thanksCard: ['Keep {card} in mind this week. It might surprise you.'],
  goodbye: [
    'Take care, and come back whenever you like! 🌙',
    'Bye for now! I hope the cards keep you company.',
  ],
  smalltalk: [
    'I’m doing great, thanks for asking! Always happy to chat.',
    'Ha, I love a little chat.',
  ],
  identity: [
    'I’m Mira, an AI tarot reader here in Starlit. I’m not a person, but I do love reading cards with you!',
  ],
};
