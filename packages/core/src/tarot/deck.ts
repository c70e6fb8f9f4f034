import type { CardMeta, Correspondence, Element, Suit } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** Majors 0–21 with their traditional correspondences (planet, sign or element's planet). */
const MAJOR_CORRESPONDENCE: Array<[Element, Correspondence]> = [
  ['air', { planet: 'uranus' }], // 0 Fool
  ['air', { planet: 'mercury' }], // 1 Magician
  ['water', { planet: 'moon' }], // 2 High Priestess
  ['earth', { planet: 'venus' }], // 3 Empress
  ['fire', { sign: 'aries' }], // 4 Emperor
  ['earth', { sign: 'taurus' }], // 5 Hierophant
  ['air', { sign: 'gemini' }], // 6 Lovers
  ['water', { sign: 'cancer' }], // 7 Chariot
  ['fire', { sign: 'leo' }], // 8 Strength
  ['earth', { sign: 'virgo' }], // 9 Hermit
  ['fire', { planet: 'jupiter' }], // 10 Wheel of Fortune
  ['air', { sign: 'libra' }], // 11 Justice
  ['water', { planet: 'neptune' }], // 12 Hanged Man
  ['water', { sign: 'scorpio' }], // 13 Death
  ['fire', { sign: 'sagittarius' }], // 14 Temperance
  ['earth', { sign: 'capricorn' }], // 15 Devil
  ['fire', { planet: 'mars' }], // 16 Tower
  ['air', { sign: 'aquarius' }], // 17 Star
  ['water', { sign: 'pisces' }], // 18 Moon
  ['fire', { planet: 'sun' }], // 19 Sun
  ['fire', { planet: 'pluto' }], // 20 Judgement
  ['earth', { planet: 'saturn' }], // 21 World
];

export const SUITS: readonly Suit[] = ['wands', 'cups', 'swords', 'pentacles'];

export const SUIT_ELEMENT: Record<Suit, Element> = {
  wands: 'fire',
  cups: 'water',
  swords: 'air',
  pentacles: 'earth',
};

/** The three signs of each suit's element, for the pips' decans (2–4, 5–7, 8–10). */
const SUIT_SIGNS: Record<
  Suit,
  [Correspondence['sign'], Correspondence['sign'], Correspondence['sign']]
> = {
  wands: ['aries', 'leo', 'sagittarius'],
  cups: ['cancer', 'scorpio', 'pisces'],
  swords: ['libra', 'aquarius', 'gemini'],
  pentacles: ['capricorn', 'taurus', 'virgo'],
};

function minorCorrespondence(suit: Suit, n: number): Correspondence {
  const signs = SUIT_SIGNS[suit];
  if (n === 1) return {};
  if (n <= 10) return { sign: signs[Math.floor((n - 2) / 3)] };
  // courts: page earth-of, knight fire-of, queen water-of, king air-of — keep the suit's cardinal sign
  return { sign: signs[0] };
}

export const MAJOR_IDS: readonly string[] = MAJOR_CORRESPONDENCE.map((_, i) => `major-${pad(i)}`);

/** The 78 cards: 22 majors, then wands, cups, swords, pentacles (ace … king). */
export const DECK: readonly CardMeta[] = [
  ...MAJOR_CORRESPONDENCE.map(([element, correspondence], i) => ({
    id: `major-${pad(i)}`,
    arcana: 'major' as const,
    suit: null,
    number: i,
    element,
    correspondence,
  })),
  ...SUITS.flatMap((suit) =>
    Array.from({ length: 14 }, (_, k) => ({
      id: `${suit}-${pad(k + 1)}`,
      arcana: 'minor' as const,
      suit,
      number: k + 1,
      element: SUIT_ELEMENT[suit],
      correspondence: minorCorrespondence(suit, k + 1),
    })),
  ),
];

const BY_ID = new Map(DECK.map((c) => [c.id, c]));

export function cardMeta(id: string): CardMeta | undefined {
  return BY_ID.get(id);
}

/** Court cards: page 11, knight 12, queen 13, king 14. */
export const isCourt = (card: CardMeta): boolean => card.arcana === 'minor' && card.number >= 11;
