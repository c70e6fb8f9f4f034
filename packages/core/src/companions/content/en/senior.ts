import type { SeniorText } from '../types';

/** Orion: calm, precise, reads the cards together. */
export const SENIOR_EN: SeniorText = {
  ack: {
    general: [
      'Let us take your question as it is and give it room.',
      'A good question. Let us see what lies beneath it.',
    ],
    love: [
      'A question of the heart deserves patience. Let us look carefully.',
      'Love rarely has a simple answer, so let us look at the whole picture.',
    ],
    career: [
      'Work carries much of who we are. Let us look at where yours stands.',
      'A question about your work. Let us see the forces at play.',
    ],
    money: [
      'Money questions are really questions about security. Let us look calmly.',
      'Let us look at your resources with a steady eye.',
    ],
    health: [
      'Your energy is the ground everything else stands on. Let us look with care.',
      'A question about your wellbeing. I will read it gently.',
    ],
    study: [
      'Learning is a long road. Let us see where you stand on it.',
      'A question about your studies. Let us look at effort and timing.',
    ],
  },
  hear: ['Thank you for telling me about {topic}.', 'So {topic} is what occupies you.'],
  feelings: {
    hard: [
      'I hear that you feel {feelings}. That is worth honouring before we read.',
      'Feeling {feelings} is a natural response to what you are facing; let us keep it in view.',
    ],
    good: [
      'You sound {feelings}; that openness will help the reading.',
      'There is a {feelings} note in what you write, and it is good to hear.',
    ],
  },
  memoryTopic: {
    other: [
      'Earlier you mentioned {topic}. I suspect the two are not unrelated.',
      'You spoke of {topic} before, and I will keep that thread in hand.',
    ],
    same: [
      'You raised {topic} earlier too. Returning to a question is itself a sign of its weight.',
      'This is the second time {topic} has come up between us, and that is worth noticing.',
    ],
  },
  memoryCards: ['{card} appeared for you before; keep it in mind as we read.'],
  drawIntro: {
    three: [
      'For {question}, I have drawn three cards: the past that shaped it, the present you stand in, and the future it leans towards.',
      'Three cards for {question}, read as past, present and future.',
    ],
    one: ['For {question}, a single card: one clear answer, no more.', 'One card for {question}.'],
  },
  cardLead: [
    'In the place of {place}: {card}, {orientation}.',
    '{position}. {card} appears {orientation}.',
  ],
  keywords: ['Here it speaks of {keywords}.', 'At its heart here are {keywords}.'],
  link: {
    general: [
      'Brought back to {question}, {card} is the card that answers most directly, and it speaks of {keywords}.',
    ],
    love: ['For the bond you asked about, {card} carries the answer, and it speaks of {keywords}.'],
    career: ['For your work, {card} is the decisive card; it calls for {keywords}.'],
    money: ['For your resources, {card} shows the way forward, towards {keywords}.'],
    health: ['For your energy, {card} points the way, and it is about {keywords}.'],
    study: ['For your studies, {card} holds the key: make room for {keywords}.'],
  },
  linkWatch: [
    'Brought back to {question}, {card} answers most directly, and what it names is a warning: {keywords}. Seen early, it has less hold on you.',
    'For what you asked, {card} carries the caution: watch for {keywords}. Naming it is how you keep it from steering.',
  ],
  yesNo: {
    yes: [
      'Read as a yes-or-no, {card} leans toward yes: the way is open, though it still asks to be walked.',
    ],
    notYet: [
      'Read as a yes-or-no, {card} leans toward no for now, which is to say not yet. Something needs tending before this can move.',
    ],
    maybe: [
      'Read as a yes-or-no, {card} gives a conditional yes: yes, if you change the approach.',
    ],
  },
  advice: {
    general: [
      'Choose one action that honours what the cards affirm, and release one habit they question.',
      'Let the reading settle for a day, then act on the part that still rings true.',
    ],
    love: [
      'Speak plainly about what you need, and listen for what the other person needs in turn.',
      'Closeness is built from small honest acts; choose one this week.',
    ],
    career: [
      'Decide on the next concrete step, set a date for it, and ask for the support it requires.',
      'Separate what you can control from what you cannot, and put your effort into the first.',
    ],
    money: [
      'Favour steady, reversible choices over quick gains, and keep a reserve for the unexpected.',
      'Look at the numbers calmly before acting; clarity is itself a kind of wealth.',
    ],
    health: [
      'Treat rest as part of the work, and consult a professional about anything that concerns you.',
      'Listen to what your body has been asking for; small, regular care outlasts grand resolutions.',
    ],
    study: [
      'Work in steady daily portions, revisit what you already know, and guard your sleep.',
      'Give your attention one subject at a time; depth will serve you better than speed.',
    ],
  },
  ask: {
    reading: [
      'Which part of this reading stays with you?',
      'Where in your life do you feel the middle card most strongly?',
      'What do you make of the thread between these cards?',
    ],
    yesNo: [
      'What would change for you if the answer is yes?',
      'Does this answer confirm or unsettle what you expected?',
    ],
    followUp: [
      'Does that shed light on what you were wondering?',
      'How does that sit alongside what you know of the situation?',
    ],
    feeling: [
      'Shall I lay out three cards on this?',
      'Would it help to see this through the cards?',
    ],
    greeting: ['What question have you brought today?', 'What would you like to look at together?'],
    thanks: [
      'Is there anything further you would like to explore?',
      'Is there another question waiting behind this one?',
    ],
    smalltalk: [
      'Is there a question you would like to bring to the cards?',
      'What is on your mind today?',
    ],
    offer: ['Shall I draw on it?', 'Would you like me to lay out the cards for this?'],
    card: ['What drew your attention to this card?', 'Where have you met this card before?'],
  },
  followCard: [
    'You asked about {card}, in the place of {place}.',
    'Let us return to {card}, which sits in {place}.',
  ],
  followAll: [
    'Let us read your cards on {topic} once more, as a whole.',
    'Taken together, your cards on {topic} say this:',
  ],
  followLine: ['{card}, in {place}, speaks of {keywords}.'],
  explain: ['{card} is a card worth knowing well.', 'Let me tell you about {card}.'],
  explainReversed: ['Reversed, its energy turns inward or stalls, and what shows is {keywords}.'],
  aboutTarot: [
    'Tarot is a deck of 78 cards: 22 Major Arcana that trace a life’s great passages, and 56 Minor Arcana in four suits for the elements of daily life. I do not read it as fate. It is a language of symbols that helps a question show its shape, and the choices remain yours.',
    'The cards work best as a mirror and a prompt. Their images are old and layered; laid out around a question, they help you notice what you already half-know.',
  ],
  noCards: ['I would draw for this, but the cards did not reach me this time.'],
  offer: [
    'That is something the cards can speak to: one card for a clear yes-or-no, three for the wider picture.',
    'I can read on {topic} whenever you wish.',
  ],
  greetBack: [
    'Welcome. I am glad you came.',
    'Hello. Take a moment to settle; there is no hurry here.',
  ],
  thanks: ['You are most welcome.', 'It was a pleasure to read for you.'],
  thanksCard: ['Carry {card} with you this week and watch where it shows itself.'],
  goodbye: [
    'Go well. The cards will be here when you return.',
    'Good night, and may the coming days be clear.',
  ],
  smalltalk: ['I am well, thank you. Quiet hours suit me.', 'Conversation is never wasted.'],
  identity: [
    'I am Orion, an AI tarot reader in Starlit. I am not a person, though I take the cards, and your questions, seriously.',
  ],
  thread: [
    'Read together, the thread runs from {a} ({ka}) through {b} ({kb}) to {c} ({kc}).',
    'The story moves from {a}’s {ka}, through {b}’s {kb}, towards {c}’s {kc}.',
  ],
  beside: [
    'Beside {other}, it takes on a note of {kother}.',
    'Read next to {other}, it is tempered by {kother}.',
  ],
  majors: {
    many: [
      '{count} of the {total} cards are Major Arcana: this is a turning point, not a passing mood.',
    ],
    none: ['No Major Arcana appear, so this lies in everyday choices, well within your reach.'],
    one: ['One Major Arcana card among the {total} marks where the deeper lesson lies.'],
    single: ['A Major Arcana card for a quick question tells me this matters more than it seems.'],
    minor: ['A Minor Arcana card keeps the answer practical: this is about daily choices.'],
  },
  element: {
    dominant: {
      fire: [
        'Fire runs through {count} of the {total} cards: the reading asks for initiative and courage.',
      ],
      water: [
        'Water runs through {count} of the {total} cards: feelings are the real currency here.',
      ],
      air: [
        'Air runs through {count} of the {total} cards: clear thought and honest words will decide this.',
      ],
      earth: [
        'Earth runs through {count} of the {total} cards: patience, the body and practical matters come first.',
      ],
    },
    mixed: [
      'The elements are mixed, with no one realm dominating, so balance is your strength here.',
    ],
  },
  numbers: {
    repeat: ['The number {number} repeats, a theme of {theme}.'],
    sum: [
      'The cards’ numbers add up to {sum}, which points to {card}, a card of {keywords}, as the quiet theme beneath the whole draw.',
    ],
  },
  reversals: {
    none: ['All upright: the energy moves outward, with little resistance.'],
    one: ['One reversed card marks where energy is held back and deserves attention.'],
    some: ['{count} reversed cards mark where energy is held back and deserve attention.'],
    many: [
      'Most of the cards are reversed: much of this work happens inside you, before it shows outside.',
    ],
  },
  echo: [
    '{card} from your earlier reading still echoes here beside {newCard}.',
    'Earlier we met {card}; now {newCard} joins the story.',
  ],
};
