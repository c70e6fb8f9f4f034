import type { AnswerText } from '../types';

/** How the readers answer a yes/no, an "A or B" and a "when" question from their cards. */
export const ANSWERS_EN: AnswerText = {
  lean: {
    yes: [
      'Taken together as a yes-or-no, the three cards lean toward yes, with {card} in the future carrying it.',
      'Read as a yes-or-no, the spread leans toward yes: {card} in the future keeps the way open.',
    ],
    notYet: [
      'Taken together as a yes-or-no, the three cards lean toward no for now; {card} in the future asks for something to shift first.',
      'Read as a yes-or-no, this is a tentative no, or at least a not yet: {card} in the future wants something settled first.',
    ],
    maybe: [
      'Taken together as a yes-or-no, this is a qualified yes: {card} in the future says it depends on how you go about it.',
      'Read as a yes-or-no, the cards give a conditional yes: with {card} in the future, the outcome turns on your approach.',
    ],
  },
  choice: {
    intro: [
      'You asked about {a} or {b}, so let me weigh the two against the cards.',
      'Between {a} and {b}: here is how the cards weigh them.',
    ],
    forward: [
      'With {card} {orientation} at the end of the draw, the cards favour movement, so they point to {pick}; {other} stays possible, but it would ask more of you.',
    ],
    patient: [
      'With {card} {orientation} at the end of the draw, the cards counsel patience, so they point to {pick}; {other} stays possible, but it would ask more of you.',
    ],
    unknownForward: [
      'With {card} {orientation} at the end of the draw, the cards favour movement: of {a} and {b}, choose the one that is the bolder step.',
    ],
    unknownPatient: [
      'With {card} {orientation} at the end of the draw, the cards counsel patience: of {a} and {b}, choose the one that keeps what already works.',
    ],
    first: 'the first option',
    second: 'the second',
  },
  when: {
    major: [
      'On timing: {card} is a Major Arcana card, which marks a turning point rather than a date, so think in months and watch for the moment things clearly shift.',
    ],
    fire: [
      'On timing: {card} belongs to the Wands, the quickest suit, so think in days or a few weeks.',
    ],
    air: [
      'On timing: {card} belongs to the Swords, which move fast once a decision is made, so think in weeks.',
    ],
    water: [
      'On timing: {card} belongs to the Cups, which follow feelings, so think in weeks to a couple of months, once things feel right.',
    ],
    earth: [
      'On timing: {card} belongs to the Pentacles, the slowest suit, so think in months, and in steady steps.',
    ],
  },
  whenReversed: ['Reversed, it adds a delay, so give it longer than you would like.'],
};
