import { composeSynastryOverview, synastry, type ReportSection } from '../../src/astro';
import { pairing, pairingTexts } from '../../src/pairing';
import { pairingInput, type LintPerson } from './pairs';
import type { Lang } from './rules';
import { sentencesOf } from './sentences';

/** Words that tell a reader the two are a man and a woman, or that assume a romantic couple. */
export const GENDERED: Record<Lang, RegExp> = {
  en: /\b(he|she|him|his|her|hers|himself|herself|husband|wife|boyfriend|girlfriend|man|woman|men|women|couple)\b/i,
  zh: /(?<!其)[他她]|男方|女方|男友|女友|男朋友|女朋友|老公|老婆|丈夫|妻子|夫妻|恋人|情侣/,
};

/** A text with its two names written as placeholders, either way round. */
const masked = (s: string, x: string, y: string) =>
  s.split(x).join('\u0001').split(y).join('\u0002');

/** The texts a pair is shown for free: the synastry overview and both pairing readings. */
export function freeSynastryView(a: LintPerson, b: LintPerson, lang: Lang): string[] {
  const syn = synastry(a.chart, b.chart, { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown });
  const input = pairingInput(a, b);
  const pairings = [input, { ...input, synastry: syn }].flatMap((x) => {
    const t = pairingTexts(x, pairing(x), lang);
    return [t.summary, ...t.strengths, ...t.frictions, t.advice];
  });
  return [composeSynastryOverview(a, b, syn, lang).text, ...pairings];
}

export interface Overlap {
  sentences: number;
  shared: number;
  chars: number;
  sharedChars: number;
  /** sentences that are another sentence of the same report with the names swapped */
  swapped: string[];
}

/** How much of a paid report's text the free view already showed, and its name-swapped twins. */
export function overlapOf(
  paid: readonly ReportSection[],
  free: readonly string[],
  names: [string, string],
  lang: Lang,
): Overlap {
  const freeSet = new Set(free.flatMap((t) => sentencesOf(t, lang)));
  const own = paid.flatMap((s) => sentencesOf(s.text, lang));
  const [x, y] = names;
  const seen = new Set(own.map((s) => masked(s, x, y)));
  const out: Overlap = { sentences: 0, shared: 0, chars: 0, sharedChars: 0, swapped: [] };
  for (const s of own) {
    out.sentences += 1;
    out.chars += s.length;
    if (freeSet.has(s)) {
      out.shared += 1;
      out.sharedChars += s.length;
    }
    const swapped = masked(s, y, x);
    if (swapped !== masked(s, x, y) && seen.has(swapped)) out.swapped.push(s);
  }
  return out;
}
