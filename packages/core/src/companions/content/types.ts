import type { Element, Topic } from '../../tarot/types';
import type { CompanionId, DayPart, Feeling } from '../types';

/**
 * The companions' own sentences (our writing), per language. Templates carry {placeholders}
 * filled in by the composer; every list holds variants that the seed picks among.
 */

export interface ProfileText {
  name: string;
  title: string;
  intro: string;
  /** the system-prompt persona paragraph for a language model: voice, limits, AI disclosure */
  persona: string;
}

export interface CommonText {
  /** what the user spoke of, as a phrase: "your work", "工作上的事" */
  topic: Record<Topic, string>;
  /** the same, said without presuming whose it is: "work", "工作上的事" (the listener's) */
  about: Record<Topic, string>;
  feeling: Record<Feeling, string>;
  /** position labels: name (a heading word) and place (inside a sentence) */
  position: Record<'past' | 'present' | 'future' | 'focus', { name: string; place: string }>;
  /** when there are not 1 or 3 cards: {n} */
  nth: { name: string; place: string };
  upright: string;
  reversed: string;
  element: Record<Element, string>;
  /** "your question" when the question is too long to quote */
  yourQuestion: string;
  /** a spread named in a sentence: {spread} */
  spread: string;
  someReading: string;
}

/** Greeting pieces: hello, then what the user did recently, then an invitation (a question). */
export interface GreetingText {
  /** {nick}: ", Lin" / "，小林" or nothing */
  hello: Record<DayPart, string[]>;
  back: { today: string[]; recent: string[]; long: string[] };
  /** {spread} {topic} */
  lastReading: string[];
  fortune: { high: string[]; mid: string[]; low: string[] };
  invite: Record<DayPart, string[]>;
}

export interface ReaderText {
  ack: Record<Topic, string[]>;
  /** {topic}: the user shares something (no question) */
  hear: string[];
  /** {feelings} */
  feelings: { hard: string[]; good: string[] };
  /** {topic} */
  memoryTopic: { other: string[]; same: string[] };
  /** {card}: a card drawn earlier in the conversation */
  memoryCards: string[];
  /** {question} */
  drawIntro: { three: string[]; one: string[] };
  /** {position} {place} {card} {orientation} */
  cardLead: string[];
  /** {keywords} */
  keywords: string[];
  /** {card} {keywords}: the last card brought back to the question, its keys a step to take */
  link: Record<Topic, string[]>;
  /** {card} {keywords} {question}: the same when its keys are a trouble to watch, not to follow */
  linkWatch: string[];
  /** {card} */
  yesNo: { yes: string[]; notYet: string[]; maybe: string[] };
  advice: Record<Topic, string[]>;
  /** one closing question per situation */
  ask: {
    reading: string[];
    yesNo: string[];
    followUp: string[];
    feeling: string[];
    greeting: string[];
    thanks: string[];
    smalltalk: string[];
    offer: string[];
    card: string[];
  };
  /** {card} {place} */
  followCard: string[];
  /** {topic} */
  followAll: string[];
  /** {card} {place} {keywords} */
  followLine: string[];
  /** {card}: explaining a card asked about */
  explain: string[];
  /** reversed: {keywords} */
  explainReversed: string[];
  aboutTarot: string[];
  /** a draw could not be made (no cards given) */
  noCards: string[];
  /** {topic}: a question that is not about the user's situation */
  offer: string[];
  greetBack: string[];
  thanks: string[];
  /** {card} */
  thanksCard: string[];
  goodbye: string[];
  smalltalk: string[];
  identity: string[];
}

/** The senior reader's extra depth: cards read together, elements and numbers. */
export interface SeniorText extends ReaderText {
  /** {a} {ka} {b} {kb} {c} {kc} */
  thread: string[];
  /** {card} {other} {kother}: a card beside its neighbours (follow-ups) */
  beside: string[];
  /** {count} {total} */
  majors: { many: string[]; none: string[]; one: string[]; single: string[]; minor: string[] };
  /** {element} {count} {total} */
  element: { dominant: Record<Element, string[]>; mixed: string[] };
  /** {number} {theme}; {sum} {card} {keywords} */
  numbers: { repeat: string[]; sum: string[] };
  /** {count} {total} */
  reversals: { none: string[]; one: string[]; some: string[]; many: string[] };
  /** {card} {newCard}: a card from earlier beside the new draw */
  echo: string[];
}

export type Grounding = 'breathing' | 'walk' | 'writing' | 'friend' | 'rest' | 'small';

export interface SupportText {
  /** {feelings} {topic} */
  reflect: {
    feelingTopic: string[];
    feeling: string[];
    topic: string[];
    plain: string[];
    good: string[];
    question: string[];
    /** a hard feeling about everything at once, not one thing: {feelings} */
    everything: string[];
    /** one hard feeling on its own, said in its own words */
    byFeeling: Partial<Record<Feeling, string[]>>;
  };
  validate: string[];
  /** {topic} */
  memory: string[];
  grounding: Record<Grounding, string[]>;
  /** a "will it…" question: {topic} */
  future: string[];
  /** asked for cards */
  noCards: string[];
  /** asked about a reading's cards */
  aboutCards: string[];
  ask: {
    feeling: string[];
    /** for tiredness and being overwhelmed: what is taking the most out of them */
    heavy: string[];
    topic: string[];
    plain: string[];
    good: string[];
    future: string[];
    question: string[];
    greeting: string[];
    thanks: string[];
    smalltalk: string[];
  };
  greetBack: string[];
  thanks: string[];
  goodbye: string[];
  smalltalk: string[];
  identity: string[];
}

/**
 * The readers' answer to the kind of question asked, from the drawn cards: a lean for a
 * yes/no question read from three cards, both options weighed for "A or B", a time frame
 * for "when". {card} and {orientation} are the last card drawn.
 */
export interface AnswerText {
  /** a three-card lean */
  lean: { yes: string[]; notYet: string[]; maybe: string[] };
  choice: {
    /** {a} {b} */
    intro: string[];
    /** {card} {orientation} {pick} {other} */
    forward: string[];
    patient: string[];
    /** {card} {orientation} {a} {b}: neither option reads as the familiar one */
    unknownForward: string[];
    unknownPatient: string[];
    first: string;
    second: string;
  };
  /** {card}: by the card's arcana or suit element */
  when: Record<'major' | Element, string[]>;
  /** the last card reversed */
  whenReversed: string[];
}

/**
 * How the companions take up the particulars of a message: family as a subject, a person
 * named, a trade-off ("…, but …"), self-doubt, and the listener's one concrete next step.
 */
export interface DetailText {
  /** the subject 'family': as the readers' topic and as the listener's `about` */
  family: { topic: string; about: string };
  ackFamily: string[];
  adviceFamily: string[];
  /** {person}: someone the message names */
  person: string[];
  /** {gain} {cost} */
  tradeoff: string[];
  /** {gain} {cost} {card} {keywords}: the last card favours moving, or patience */
  tradeoffForward: string[];
  tradeoffPatient: string[];
  selfDoubt: string[];
  /** one concrete, kind next step: for self-doubt, a trade-off ({gain} {cost}), or a subject ({person}) */
  step: Record<'selfDoubt' | 'tradeoff' | 'family' | Topic, string[]>;
  /** {person} when no one is named */
  someone: string;
}

export interface LangContent {
  profiles: Record<CompanionId, ProfileText>;
  tips: Record<CompanionId, string[]>;
  common: CommonText;
  greetings: Record<CompanionId, GreetingText>;
  junior: ReaderText;
  senior: SeniorText;
  support: SupportText;
  answers: AnswerText;
  details: DetailText;
}
