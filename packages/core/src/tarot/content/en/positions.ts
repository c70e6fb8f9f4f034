import type { PositionPhrase } from '../reading';

/** Every spread position in English: the card in passing, and two openings of its paragraph. */
export const POSITIONS_EN: Record<string, PositionPhrase> = {
  focus: {
    placed: '{card} as the message',
    leads: [
      'The message of this draw is {card}.',
      '{card} comes up as the one thing you most need to see right now.',
    ],
  },
  past: {
    placed: '{card} in the past',
    leads: [
      '{card} sits in the past, among the things that shaped this and still echo in it.',
      'Looking back, {card} shows what brought you to this point.',
    ],
  },
  present: {
    placed: '{card} in the present',
    leads: [
      'Right now, the energy around you is that of {card}.',
      '{card} stands in the present, describing where things are today.',
    ],
  },
  future: {
    placed: '{card} in the future',
    leads: [
      'Ahead, {card} shows where the current path leads if nothing changes.',
      'Looking forward, the future holds {card}.',
    ],
  },
  answer: {
    placed: '{card} as the great theme',
    leads: [
      'Behind your question stands {card}, the archetype at work.',
      'The great theme here is {card}.',
    ],
  },
  situation: {
    placed: '{card} in the situation',
    leads: [
      'At the heart of the matter lies {card}.',
      '{card} describes the situation as it stands.',
    ],
  },
  obstacle: {
    placed: '{card} as the obstacle',
    leads: ['What stands in the way is {card}.', 'The obstacle to watch for is {card}.'],
  },
  advice: {
    placed: '{card} as the advice',
    leads: [
      'For the most helpful step you can take, the cards offer {card}.',
      'The advice comes as {card}.',
    ],
  },
  you: {
    placed: '{card} on your side',
    leads: [
      'On your side of the relationship stands {card}.',
      'What you bring to this, and feel in it, is {card}.',
    ],
  },
  partner: {
    placed: '{card} on your partner’s side',
    leads: [
      'Your partner’s side shows {card}.',
      'What the other person brings, as it appears now, is {card}.',
    ],
  },
  bond: {
    placed: '{card} on the bond',
    leads: [
      'The bond between you is {card}.',
      'The connection itself, with its strength and its strain, shows {card}.',
    ],
  },
  now: {
    placed: '{card} where you stand',
    leads: [
      'As you face this choice, you stand with {card}.',
      'Your state of mind at this crossroads is {card}.',
    ],
  },
  pathA: {
    placed: '{card} on the path of {a}',
    leads: [
      'For {a}, the path itself looks like {card}.',
      'Walking toward {a} would feel like {card}.',
    ],
  },
  pathB: {
    placed: '{card} on the path of {b}',
    leads: ['As for {b}, that road looks like {card}.', 'The road toward {b} shows {card}.'],
  },
  outcomeA: {
    placed: '{card} at the end of {a}',
    leads: [
      'Followed through, {a} is likely to lead to {card}.',
      'Where {a} ends up is shown by {card}.',
    ],
  },
  outcomeB: {
    placed: '{card} at the end of {b}',
    leads: [
      'If you choose {b}, the likely destination is {card}.',
      '{card} shows where {b} would take you.',
    ],
  },
  roots: {
    placed: '{card} at the roots',
    leads: [
      'At the roots of this relationship lies {card}.',
      'What the two of you are built on is {card}.',
    ],
  },
  yourHeart: {
    placed: '{card} in your heart',
    leads: ['In your own heart is {card}.', 'What you truly feel and want shows as {card}.'],
  },
  theirHeart: {
    placed: '{card} in their heart',
    leads: [
      'Their heart, as far as the cards can see it, holds {card}.',
      'What the other person seems to feel is {card}.',
    ],
  },
  growth: {
    placed: '{card} in the place of growth',
    leads: [
      'What helps the relationship grow now is {card}.',
      'For growth, the cards bring {card}.',
    ],
  },
  fruit: {
    placed: '{card} as the fruit',
    leads: ['In time, the relationship can bear {card}.', 'The fruit of this tree is {card}.'],
  },
  surface: {
    placed: '{card} on the surface',
    leads: [
      'On the surface, for everyone to see, is {card}.',
      'What shows from the outside is {card}.',
    ],
  },
  hidden: {
    placed: '{card} beneath the surface',
    leads: [
      'Beneath it, felt but not yet said, is {card}.',
      'Under the surface runs the current of {card}.',
    ],
  },
  guidance: {
    placed: '{card} as your inner guidance',
    leads: ['Your intuition speaks through {card}.', 'The inner guidance here is {card}.'],
  },
  outcome: {
    placed: '{card} as the outcome',
    leads: [
      'Where all of this is heading is shown by {card}.',
      'The outcome of the spread is {card}.',
    ],
  },
  response: {
    placed: '{card} as the response',
    leads: [
      'The best way to respond is shown by {card}.',
      'How to meet this well is the lesson of {card}.',
    ],
  },
  environment: {
    placed: '{card} in your surroundings',
    leads: [
      'Around you, in the people and conditions you live with, is {card}.',
      'Your surroundings bring {card} into the picture.',
    ],
  },
  attitude: {
    placed: '{card} in your attitude',
    leads: [
      'Inside, the way you hold this matter is {card}.',
      'Your own attitude shows as {card}.',
    ],
  },
  result: {
    placed: '{card} as the result',
    leads: ['The likely result of it all is {card}.', 'In the end, it all comes to {card}.'],
  },
  challenge: {
    placed: '{card} as the challenge',
    leads: [
      'Crossing you is {card}, the tension to resolve.',
      'The challenge in your way is {card}.',
    ],
  },
  foundation: {
    placed: '{card} at the foundation',
    leads: ['At the foundation, beneath it all, lies {card}.', 'The root of the matter is {card}.'],
  },
  recentPast: {
    placed: '{card} in the recent past',
    leads: ['Just behind you, and passing now, is {card}.', 'The recent past brought {card}.'],
  },
  potential: {
    placed: '{card} as the potential',
    leads: ['The best that can come of this is {card}.', 'At its fullest, this can become {card}.'],
  },
  nearFuture: {
    placed: '{card} in the near future',
    leads: ['Coming closer, in the near future, is {card}.', 'Soon, {card} enters the picture.'],
  },
  self: {
    placed: '{card} as yourself',
    leads: ['How you stand in all this shows as {card}.', 'You yourself appear here as {card}.'],
  },
  hopesFears: {
    placed: '{card} among your hopes and fears',
    leads: [
      'What you long for, and dread, is {card}.',
      'Your hopes and fears gather around {card}.',
    ],
  },
};
