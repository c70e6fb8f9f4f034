import type { QuestionKind } from '../question';
import type { HouseFace, PlanetFace, SignFace } from './content';
import type { DiceTopic } from './topic';

/**
 * The phrases a dice reading is written from, per language. A roll reads as "the planet's
 * energy (what), handled in the sign's manner (how), in the house's area of life (where)",
 * always for the question's topic. Templates carry {placeholders} the composer fills.
 */

export interface PlanetRead {
  /** what it brings, a noun phrase: "drive, courage and a readiness to move first" */
  gift: string;
  /** what it asks, a verb phrase: "take the first step instead of waiting" */
  ask: string;
  /** one concrete step for this week, a sentence */
  step: string;
  /** when it tends to bring things, a sentence with {planet} */
  timing: string;
}

export interface SignRead {
  /** the manner, an adverbial phrase: "boldly and directly, without waiting to be asked" */
  how: string;
  /** the pitfall, a phrase: "rushing past the details" */
  watch: string;
}

export interface HouseRead {
  /** the area of life, free of money words except in moneyArea */
  area: string;
  /** the area as read for a money question (houses 2 and 8) */
  moneyArea?: string;
}

export interface TopicRead {
  /** what the question is about: "your work"; for person topics without a named person */
  subject: string;
  /** the person when none is named (person topics): "your family" */
  who?: string;
  /** where the planet's energy shows up, with {who}: "in how you and {who} treat each other" */
  where: string;
  /** a closing piece of advice for the topic, with {who} */
  advice: string;
}

export type Lean = 'clearYes' | 'cautiousYes' | 'qualifiedYes' | 'tentativeNo' | 'softNo';
export type HouseClass = 'angular' | 'succedent' | 'cadent' | 'hidden';

export interface DiceReadingText {
  planets: Record<PlanetFace, PlanetRead>;
  signs: Record<SignFace, SignRead>;
  houses: Record<HouseFace, HouseRead>;
  topics: Record<DiceTopic, TopicRead>;
  titles: { roll: string; planet: string; sign: string; house: string; advice: string };
  answerTitle: Record<QuestionKind, string>;
  /** "your question", when the question is not quoted */
  yourQuestion: string;
  /** {question} {planet} {ps} {sign} {ss} {house} */
  roll: string[];
  /** {subject} */
  topicNote: string;
  kindNote: Record<QuestionKind, string>;
  /** {planet} {gift} {subject} {where} {ask} */
  planet: string[];
  /** {sign} {how} {watch} {subject} */
  sign: string[];
  /** {house} {area} {subject}: the house is one the topic belongs to */
  houseHome: string[];
  /** the house moves the topic elsewhere */
  houseAway: string[];
  /** a question with no topic */
  houseGeneral: string[];
  yesNo: {
    lean: Record<Lean, string>;
    /** {planet} {polarity} {house} {strength} */
    why: string;
    polarity: Record<'-1' | '0' | '1', string>;
    strength: Record<HouseClass, string>;
    /** the roll lands in the topic's own house */
    fit: string;
    /** {planet} {sign}: the planet rules the sign */
    dignity: string;
    /** after the lean: acting on it (yes) or what could change it (no) */
    tip: { yes: string; no: string };
  };
  choice: {
    /** {a} {b} */
    intro: string;
    /** {planet} {ask} */
    favour: Record<'new' | 'familiar' | 'either', string>;
    /** {pick} {other} */
    tilt: string;
    unknown: Record<'new' | 'familiar', string>;
    /** {house} */
    close: string;
    /** when an option cannot be quoted */
    first: string;
    second: string;
  };
  when: {
    /** {sign} */
    modality: Record<'cardinal' | 'fixed' | 'mutable', string>;
    /** {house} */
    close: string;
  };
  /** {subject} {planet} {sign} {house} {ask} {area} */
  open: string[];
  /**
   * the last sentence, built from two of the faces so that it differs from roll to roll:
   * {planet} {gift} {sign} {how} {watch} {house}
   */
  closing: string[];
}
