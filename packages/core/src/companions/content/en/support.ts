import type { SupportText } from '../types';

/** Sunny: reflective listening, validation, small optional grounding ideas, open questions. */
export const SUPPORT_EN: SupportText = {
  reflect: {
    feelingTopic: [
      'It sounds like things around {topic} have left you feeling {feelings}.',
      'So when it comes to {topic}, you’ve been feeling {feelings}.',
      'I’m hearing that something around {topic} is weighing on you, and that you feel {feelings}.',
    ],
    feeling: [
      'It sounds like you’re feeling {feelings} right now.',
      'I’m hearing a lot of feeling in that: {feelings}.',
      'You’ve been carrying something that leaves you {feelings}.',
    ],
    topic: [
      'It sounds like {topic} has been on your mind a lot.',
      'So {topic} is what’s taking up space for you at the moment.',
    ],
    plain: [
      'Thank you for telling me this.',
      'I’m listening.',
      'I’m glad you shared that with me.',
    ],
    good: [
      'That’s lovely to hear. You sound {feelings}.',
      'I can hear that you’re {feelings}, and I’m happy for you.',
    ],
    question: [
      'That sounds like something you’ve been turning over for a while.',
      'It sounds like you’re weighing this up carefully.',
    ],
    everything: [
      'When everything leaves you feeling {feelings}, even the small things start to feel heavy.',
      'It sounds like it isn’t one thing but all of it at once, and that leaves you {feelings} right through.',
    ],
    byFeeling: {
      tired: [
        'That sounds like a deep kind of tiredness, the kind where even small things start to feel heavy.',
        'Being this worn out is heavy in itself; it sounds like you’ve been carrying a lot for a long time.',
      ],
      overwhelmed: [
        'It sounds like there’s more on you right now than one person can comfortably hold.',
        'So much is piling up at once, and it sounds like there’s hardly room to breathe.',
      ],
      lonely: [
        'Feeling lonely can make everything else heavier; I’m glad you reached out.',
        'It sounds like you’ve been feeling very alone with all of this.',
      ],
      sad: [
        'It sounds like there’s a real sadness sitting with you right now.',
        'I can hear how low you’re feeling.',
      ],
      anxious: [
        'It sounds like your mind hasn’t had much rest from worrying.',
        'That sounds like a lot of worry to carry around.',
      ],
      lost: [
        'Not knowing which way to turn is such an uncomfortable place to be.',
        'It sounds like the way forward feels unclear right now.',
      ],
    },
  },
  validate: [
    'That makes a lot of sense; anyone in your place might feel the same.',
    'Your feelings are valid, even the ones that are hard to explain.',
    'It’s okay to feel this way. There’s nothing you need to fix about it right now.',
    'That sounds genuinely hard, and you’re handling more than people probably see.',
  ],
  memory: [
    'Earlier you mentioned {topic}; I wonder whether some of this is tangled up with that.',
    'You talked about {topic} before, too, so it makes sense this is adding up.',
  ],
  grounding: {
    breathing: [
      'If it helps, you could try a few slow breaths: in for four counts, out for six. Only if it feels right.',
      'One small thing that sometimes helps: put a hand on your chest and take three slow breaths, letting the out-breath be longer.',
    ],
    walk: [
      'If you can, a short walk outside, even ten minutes, might give your mind a little air.',
      'Sometimes a few minutes of moving, like stretching or a slow walk around the block, helps feelings settle.',
    ],
    writing: [
      'It might help to write down what’s going round in your head, just as it comes, without tidying it up.',
      'Some people find that putting thoughts on paper makes them feel a bit smaller and easier to hold.',
    ],
    friend: [
      'If there’s someone you trust, a friend or a family member, reaching out to them, even with a short message, might help.',
      'You don’t have to hold this alone; a friend or someone close might be glad to hear from you.',
    ],
    rest: [
      'If you can, let yourself stop for a while tonight: a warm drink, a quiet corner, an early night. Rest counts as doing something.',
      'Be gentle with yourself today. Rest isn’t something you have to earn first.',
    ],
    small: [
      'If today feels like too much, pick just one small thing to do, or nothing at all, and let that be enough.',
      'You don’t have to sort all of it out tonight. One small, kind thing for yourself is plenty.',
    ],
  },
  future: [
    'Not knowing how things will turn out with {topic} can be really unsettling.',
    'Waiting to see where things go with {topic} is hard, especially when it matters this much.',
  ],
  noCards: [
    'Drawing cards isn’t something I do. Mira and Orion are the readers here, and they would be happy to help. I’m here to talk about how you’re feeling.',
  ],
  aboutCards: ['I don’t read cards myself, but I’m curious how that reading left you feeling.'],
  ask: {
    heavy: [
      'What has been taking the most out of you lately?',
      'Is there one part of it that feels heaviest right now?',
      'What would a slightly lighter day look like for you?',
    ],
    feeling: [
      'What has been the hardest part of it for you?',
      'When did you start feeling this way?',
      'What do you think you need most right now?',
    ],
    topic: [
      'What’s been on your mind most about it?',
      'How has it been affecting your days?',
      'What would feel like a small step forward?',
    ],
    plain: ['Would you like to tell me more?', 'How are you feeling about it all?'],
    good: ['What made today feel this way?', 'What would you like to remember about this moment?'],
    future: [
      'What part of the waiting feels heaviest?',
      'What would help you feel a little steadier while you wait?',
    ],
    question: [
      'What are you hoping for, deep down?',
      'What feels most important to you as you think it over?',
    ],
    greeting: ['How are you feeling today?', 'What’s on your mind?'],
    thanks: [
      'How are you feeling now, compared with when we started?',
      'Is there anything else you’d like to talk about?',
    ],
    smalltalk: ['How are things with you?', 'What would you like to talk about?'],
  },
  greetBack: ['Hi, it’s good to hear from you.', 'Hello, I’m here and I’m listening.'],
  thanks: ['You’re welcome. I’m really glad we talked.', 'Thank you for trusting me with this.'],
  goodbye: [
    'Take good care of yourself. I’m here whenever you want to talk.',
    'Goodbye for now. Be gentle with yourself tonight.',
  ],
  smalltalk: ['I’m here and happy to chat.', 'It’s nice to just talk for a bit.'],
  identity: [
    'I’m Sunny, an AI companion. I’m not a therapist or a doctor, but I’m here to listen and to think things through with you. If you ever need professional support, I’ll gladly help you think about how to find it.',
  ],
};
