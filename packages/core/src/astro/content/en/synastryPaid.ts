/** English texts of the unlocked synastry report only (our own writing). */
import type { SynastryPaidText } from '../paid-types';

export const SYNASTRY_PAID_EN: SynastryPaidText = {
  title: 'The two charts in depth',
  overall: [
    (a, b) =>
      `Read contact by contact, the bond between ${a} and ${b} is one that grows through effort rather than ease, and the sections below show where that effort pays off.`,
    (a, b) =>
      `Read contact by contact, ${a} and ${b} share a bond with real give and take, where the easy links and the demanding ones are close to even.`,
    (a, b) =>
      `Read contact by contact, ${a} and ${b} have more links that help than links that chafe, a bond with a good deal to build on.`,
    (a, b) =>
      `Read contact by contact, ${a} and ${b} have a bond where most links between the charts work in their favour, and the few tense ones are worth knowing by name.`,
  ],
  tally: (a, b, easy, tense) =>
    easy + tense === 0
      ? `Few of the planets of ${a} and ${b} meet closely, so this bond is shaped less by the stars than by the habits the two build together.`
      : `Between the charts of ${a} and ${b} there are ${easy} easy ${easy === 1 ? 'contact' : 'contacts'} and ${tense} tense ${tense === 1 ? 'one' : 'ones'} worth reading, and the strongest of them are described below.`,
  strongest: (area, score, contact) =>
    contact
      ? `The strongest side is ${area.toLowerCase()}, at ${score}, and the single link that lifts the bond most is ${contact}.`
      : `The strongest side is ${area.toLowerCase()}, at ${score}, carried by many small links rather than one.`,
  weakest: (area, score, contact) =>
    contact
      ? `The side that asks for most care is ${area.toLowerCase()}, at ${score}, and the link to understand first is ${contact}.`
      : `The side that asks for most care is ${area.toLowerCase()}, at ${score}, though no single tense link stands out.`,
  level: (score) =>
    `All four sides score ${score}, an unusually even bond with no side that leads or lags.`,
  mutual: (guest, host, house) =>
    `${guest} lands in ${host}'s ${house} in turn, so this part of life is shared both ways: each is at home in the other's ${house}.`,
  advice: {
    love: 'Affection is the part to tend on purpose: name one thing the other does that makes you feel cared for, and ask for it plainly instead of waiting to be guessed.',
    friendship:
      'Ease together is the part to build: keep one small ritual that belongs to the two of you, a walk, a meal, a weekly call, and protect it when life gets busy.',
    communication:
      'Talking is the part to practise: when a topic matters, agree on the question before debating the answer, and check what the other heard before you reply.',
    longTerm:
      'The long run is the part to plan: once a season, sit down together and say what each of you wants to keep, change and try in the months ahead.',
  },
};
