import type { QuestionKind } from '../../question';
import type { Element, Suit } from '../types';
import type { Band } from '../weigh';

/** How a card in one position is spoken of. */
export interface PositionPhrase {
  /** the card in passing, with {card}: "{card} in the past" / 「过去位的{card}」 */
  placed: string;
  /** openings of the card's paragraph, with {card} (and {a}/{b}, the two options) */
  leads: readonly [string, string];
}

export type Light = 'bright' | 'mixed' | 'heavy';
export type Court = 'page' | 'knight' | 'queen' | 'king';

/** The composer's prose around the cards: answers by question kind, timing, the brief. */
export interface ReadingText {
  positions: Record<string, PositionPhrase>;
  /** the options when a question names none (the two-choices spread) */
  optionDefaults: readonly [string, string];
  /** an option or the question inside a sentence, with {text} */
  quote: string;
  answerTitles: Record<QuestionKind, string>;
  /** a sentence after the opening that says how the reading answers this kind of question */
  kindHint: Record<QuestionKind, readonly string[]>;
  yesno: {
    bands: Record<Band, readonly string[]>;
    tippingTwo: readonly string[];
    tippingOne: readonly string[];
    against: readonly string[];
    nothingAgainst: readonly string[];
    /** a single card decides alone: {card}, {reason} */
    single: string;
    reasons: Record<'upright' | 'reversed', Record<Light, string>>;
    brief: Record<Band, string>;
  };
  choice: {
    clear: readonly string[];
    slight: readonly string[];
    paired: string;
    halves: string;
    halvesMiddle: string;
    single: Record<'upright' | 'reversed', string>;
    sideA: { for: string; against: string };
    sideB: { for: string; against: string };
    /** when both options read heavy */
    bothHard: string;
    brief: string;
  };
  when: {
    lead: readonly string[];
    suit: Record<Suit, string>;
    span: Record<Suit, { one: string; many: string }>;
    court: string;
    roles: Record<Court, string>;
    pace: Record<Suit, string>;
    major: string;
    upright: string;
    reversed: string;
    delays: string;
    season: string;
    seasons: Record<Element, string>;
    framing: readonly string[];
    brief: { span: string; major: string; court: string };
  };
  open: {
    tones: Record<Band, readonly string[]>;
    keyAndEnd: string;
    keyIsEnd: string;
    single: string;
    brief: string;
    briefTones: Record<Band, string>;
  };
  /** one line of the brief per card: {placed}, {verb}, {keys} */
  briefLine: string;
  briefVerbs: readonly string[];
}
