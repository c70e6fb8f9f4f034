/** The four methods of reading a pair. */
export type Method = 'zodiac' | 'mansions' | 'synastry' | 'bazi';
/** What a method's result says of a pair. */
export type Tone = 'warm' | 'mixed' | 'testing';

/** The words of the agreement sentence in one language. */
export interface AgreementText {
  /** each method named in a sentence */
  method: Record<Method, string>;
  /** all four say the same */
  allAgree: Record<Tone, string>;
  /** a part of the sentence: these methods (one or more) look warm, testing, in between */
  part: Record<Tone, (methods: string[]) => string>;
  /** the parts in one sentence, with which way the whole leans */
  differ(parts: string[], balance: 'warm' | 'testing' | 'even'): string;
}
