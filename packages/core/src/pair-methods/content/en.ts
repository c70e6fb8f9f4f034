/** The English words of the four methods' agreement. Our own writing. */
import type { AgreementText } from './types';

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const verb = (items: string[], plural: string, single: string) =>
  items.length > 1 ? plural : single;

export const AGREEMENT_EN: AgreementText = {
  method: {
    zodiac: 'the zodiac pairing',
    mansions: 'the lunar mansions',
    synastry: 'synastry',
    bazi: 'the Four Pillars',
  },
  allAgree: {
    warm: 'All four methods agree that this is a warm match: signs, mansions, charts and pillars all point the same kind way.',
    mixed:
      'All four methods give a mixed picture: none of them calls this pair easy or hard, so the way you treat each other decides more than the stars do.',
    testing:
      'All four methods find friction here: this is a bond that has to be worked at, and a shared effort is what turns it into strength.',
  },
  part: {
    warm: (m) => `${list(m)} ${verb(m, 'look', 'looks')} warm`,
    testing: (m) => `${list(m)} ${verb(m, 'find', 'finds')} more friction`,
    mixed: (m) => `${list(m)} ${verb(m, 'sit', 'sits')} in between`,
  },
  differ: (parts, balance) => {
    const whole = parts.join('; ');
    const lean = {
      warm: 'on balance a warm match, with a few places to watch',
      testing: 'on balance a bond that asks for effort, with real warmth in it',
      even: 'an even split, so how you treat each other tips it',
    }[balance];
    return `The four methods differ: ${whole} — ${lean}.`;
  },
};
