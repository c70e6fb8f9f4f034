import type { PlanetId as Planet } from '../planets';
import type { ZodiacSign } from '../zodiac';

export type { Planet, ZodiacSign };
/** Tarot domain types: ids and numbers here, text in ./content/<lang>/. */

export type Arcana = 'major' | 'minor';
export type Suit = 'wands' | 'cups' | 'swords' | 'pentacles';
export type Element = 'fire' | 'water' | 'air' | 'earth';
export type Orientation = 'upright' | 'reversed';
/** What a question is about; detected from its words in zh and en. */
export type Topic = 'general' | 'love' | 'career' | 'money' | 'health' | 'study';
/** Topics a card has its own meanings for (study reads from career). */
export type MeaningTopic = Exclude<Topic, 'study'>;

/**
 * An astrological correspondence: a planet or a sign (majors, after the Golden Dawn
 * tradition), or for minors the decan's planet in sign; courts carry their element's sign.
 */
export interface Correspondence {
  planet?: Planet;
  sign?: ZodiacSign;
}

export interface CardMeta {
  /** 'major-00' … 'major-21', 'wands-01' … 'wands-14' (11 page, 12 knight, 13 queen, 14 king) */
  id: string;
  arcana: Arcana;
  suit: Suit | null;
  /** majors 0–21; minors 1–14 */
  number: number;
  element: Element;
  correspondence: Correspondence;
}

/** One card's text in one language (our own writing). */
export interface CardText {
  name: string;
  keywords: { upright: string[]; reversed: string[] };
  /** two to four sentences each, addressed to the querent ("you") */
  meanings: Record<MeaningTopic, Record<Orientation, string>>;
}

export type DeckText = Record<string, CardText>;
