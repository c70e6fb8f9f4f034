/**
 * How the four ways of reading a pair agree or differ: the zodiac pairing (Sun and Moon signs),
 * the stellar ties of the lunar mansions (宿曜), synastry (the two whole charts) and 八字 (the
 * two sets of pillars). Each method's result becomes a tone, and one sentence says which pull
 * which way.
 */
import { baziPair, type BaziPair, type Pillar } from '../bazi';
import type { MansionRelationKey } from '../mansions';
import { AGREEMENT_EN } from './content/en';
import { AGREEMENT_ZH } from './content/zh';
import type { AgreementText, Method, Tone } from './content/types';

export type { Method, Tone } from './content/types';

export const METHODS: readonly Method[] = ['zodiac', 'mansions', 'synastry', 'bazi'];

/** A score 0–100 (zodiac pairing, synastry) read as a tone. */
export const scoreTone = (score: number): Tone =>
  score >= 65 ? 'warm' : score < 50 ? 'testing' : 'mixed';

/**
 * A mansion relation's tone, the same for both sides of a pair: 栄親, 友衰, 命 and 業胎 are the
 * kind ones, 危成 is mixed, 安壊 the testing one.
 */
export function mansionTone(relation: MansionRelationKey): Tone {
  if (relation === 'safety' || relation === 'destruction') return 'testing';
  if (relation === 'danger' || relation === 'success') return 'mixed';
  return 'warm';
}

/** 八字: combinations less clashes, punishments and harms between the two sets of pillars. */
export const baziTone = (harmony: number): Tone =>
  harmony > 0 ? 'warm' : harmony < 0 ? 'testing' : 'mixed';

const TEXT: Record<'en' | 'zh', AgreementText> = { en: AGREEMENT_EN, zh: AGREEMENT_ZH };

/** One sentence: all four agree, or which methods look warm, which testing, which in between. */
export function methodsAgreement(tones: Record<Method, Tone>, lang: 'en' | 'zh'): string {
  const t = TEXT[lang];
  const of = (tone: Tone) => METHODS.filter((m) => tones[m] === tone).map((m) => t.method[m]);
  const warm = of('warm');
  const testing = of('testing');
  const mixed = of('mixed');
  const first = tones.zodiac;
  if (METHODS.every((m) => tones[m] === first)) return t.allAgree[first];
  const balance =
    warm.length > testing.length ? 'warm' : warm.length < testing.length ? 'testing' : 'even';
  return t.differ(
    [
      ...(warm.length ? [t.part.warm(warm)] : []),
      ...(testing.length ? [t.part.testing(testing)] : []),
      ...(mixed.length ? [t.part.mixed(mixed)] : []),
    ],
    balance,
  );
}

/**
 * Two sets of pillars compared (baziPair) with the hour pillar of a person whose birth time is
 * unknown left out: its contacts dropped and the harmony counted without them.
 */
export function knownPillarsPair(
  a: readonly Pillar[],
  b: readonly Pillar[],
  hourKnown: { a: boolean; b: boolean },
): BaziPair {
  const pair = baziPair(a, b);
  const contacts = pair.contacts.filter(
    (c) => (hourKnown.a || c.a !== 'hour') && (hourKnown.b || c.b !== 'hour'),
  );
  const harmony = contacts.reduce(
    (sum, c) => sum + [...c.stems, ...c.branches].reduce((s, r) => s + (r === '合' ? 1 : -1), 0),
    0,
  );
  return { ...pair, contacts, harmony };
}
