/** Card ids as the server writes them: 'major-00'…'major-21', '<suit>-01'…'<suit>-14'. */

export type Suit = 'wands' | 'cups' | 'swords' | 'pentacles';
export const SUITS: readonly Suit[] = ['wands', 'cups', 'swords', 'pentacles'];

export type ParsedCard =
  { arcana: 'major'; number: number; suit: null } | { arcana: 'minor'; number: number; suit: Suit };

/** The arcana, suit and number of a card id; null for an id that is not a card. */
export function parseCardId(id: string): ParsedCard | null {
  const match = /^(major|wands|cups|swords|pentacles)-(\d{2})$/.exec(id);
  if (!match) return null;
  const number = Number(match[2]);
  if (match[1] === 'major') return number <= 21 ? { arcana: 'major', number, suit: null } : null;
  return number >= 1 && number <= 14 ? { arcana: 'minor', number, suit: match[1] as Suit } : null;
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** A Major Arcana number in roman numerals; the Fool's 0 stays 0. */
export function toRoman(n: number): string {
  if (n <= 0) return '0';
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** Court cards: 11 page, 12 knight, 13 queen, 14 king. */
export type Court = 'page' | 'knight' | 'queen' | 'king';
export const COURTS: readonly Court[] = ['page', 'knight', 'queen', 'king'];

export function courtOf(number: number): Court | null {
  return number >= 11 && number <= 14 ? COURTS[number - 11]! : null;
}

/** The element of each suit, for the face's accent colour. */
export const SUIT_ELEMENT: Record<Suit, 'fire' | 'water' | 'air' | 'earth'> = {
  wands: 'fire',
  cups: 'water',
  swords: 'air',
  pentacles: 'earth',
};
