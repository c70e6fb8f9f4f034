import type { DetailText } from '../types';

/** How the companions take up what was said: family, a trade-off, self-doubt, and one small step. */
export const DETAILS_EN: DetailText = {
  family: { topic: 'things with your family', about: 'family' },
  ackFamily: [
    'Family reaches the deepest places in us; let’s look carefully.',
    'The knots with family are often years in the making, so let’s take our time with this.',
  ],
  adviceFamily: [
    'This week, find a calm moment and say one thing you appreciate before one thing you need.',
    'Look after your own feelings first, then talk: one subject at a time is enough.',
  ],
  person: ['I’ll keep you and {person} at the centre of this reading.'],
  tradeoff: [
    'On one side, “{gain}”; on the other, “{cost}”. Both carry real weight.',
    '“{gain}” is a real gain and “{cost}” is a real cost, so no wonder you feel pulled both ways.',
  ],
  tradeoffForward: [
    'Back to your situation: {card}, with its {keywords}, stands on the side of “{gain}”, and the cards favour moving; just don’t treat “{cost}” as small, and plan how you’ll hold it before you go.',
  ],
  tradeoffPatient: [
    'Back to your situation: {card}, with its {keywords}, warns that “{cost}” may weigh more than the numbers show; weigh it properly first, because “{gain}” won’t vanish overnight.',
  ],
  selfDoubt: [
    'Feeling like you can’t do anything right really hurts. It’s a feeling, though, not a verdict on you.',
    'When it feels like you get everything wrong, even ordinary things turn heavy. That’s how this moment feels, not the whole of who you are.',
  ],
  step: {
    selfDoubt: [
      'One small thing for tonight: write down three things you did manage today, even just eating on time. They count.',
    ],
    tradeoff: [
      'One small way in: take a sheet of paper, list three things “{gain}” would give you and three that “{cost}” would take, and read it again tomorrow.',
    ],
    family: [
      'One small next step: think of one sentence you most want {person} to hear. You don’t have to say it yet; just write it down.',
    ],
    career: [
      'One small next step: put the one thing at work that bothers you most into a single sentence, then pick the smallest thing you could do about it tomorrow.',
    ],
    money: [
      'One small next step: tonight, take ten minutes to list the payments this month can’t skip. Just see the numbers clearly; no need to solve them yet.',
    ],
    love: [
      'One small next step: before you send anything, write down the one thing you most want them to know, and decide whether to send it once you feel calmer.',
    ],
    health: [
      'One small next step: jot down what your body feels and when it happens, and take the note with you to a doctor. It will help you feel more sure.',
    ],
    study: [
      'One small next step: pick the subject that worries you most and give it one twenty-minute task, nothing more.',
    ],
    general: [
      'One small next step: do one small thing for yourself tonight: a warm drink, a short walk, or an early night.',
    ],
  },
  someone: 'your family',
};
