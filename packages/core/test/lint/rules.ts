import { classifyQuestion } from '../../src/question';

/**
 * The reading linter: what no generated reading, report or reply may contain, in either
 * language. Each kind's test (this folder, and the server's lint-*.test.ts) generates
 * readings from seeded inputs and passes them to expectClean.
 */
export type Lang = 'zh' | 'en';

export interface LintOptions {
  /** the question the reading answers: a yes/no question needs a lean */
  question?: string;
  /** names (people, places, type codes) allowed in the other script */
  allow?: string[];
}

export interface LintSample {
  text: string;
  lang: Lang;
  opts?: LintOptions;
  /** what produced it (kind, spread, seed), shown when it fails */
  label?: string;
}

const HAN = '\\p{Script=Han}';
const CJK_PUNCT = '\\u3000-\\u303F\\uFF00-\\uFFEF';
/** a half-width mark right after or right before a Chinese character or full-width mark */
const HALF_BESIDE_CJK = new RegExp(
  `[${HAN}${CJK_PUNCT}][()\\[\\]:;,!?".]|[()\\[\\]:;,!?"][${HAN}]`,
  'u',
);
const ANY_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
/** a dictionary gloss stitched into prose: a whole sentence in brackets, or a keyword label */
const STITCHED =
  /\([^()]{12,}[.!?]\)|（[^（）]{6,}[。！？]）|\b(Key ?notes|Keywords)\s*:|关键词：/i;
const SLOT = /\{\{?[^{}\n]{0,40}\}?\}|\$\{|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/;

const LEAN_EN = [
  /\b(leans?|leaning|tilts?|tilting|points?|pointing)\s+(clearly\s+|gently\s+|slightly\s+|firmly\s+)?(toward|towards|to)\s+(a\s+)?["“]?(yes|no)\b/i,
  /\b(a|an)\s+(clear|cautious|qualified|tentative|soft|firm|gentle|likely|hesitant|conditional|honest|probable|strong|quiet)\s+["“]?(yes|no)\b/i,
];
const LEAN_ZH = [
  /(倾向于?|偏向于?|更像是?|更接近)[^。！？\n]{0,6}?(是|否|肯定|否定|可以|不可以|会|不会|能|不能|成|不成|行|不行)/,
];

export function hasLean(text: string, lang: Lang): boolean {
  return (lang === 'zh' ? LEAN_ZH : LEAN_EN).some((re) => re.test(text));
}

function sentences(text: string, lang: Lang): string[] {
  const parts =
    lang === 'zh' ? text.split(/(?<=[。！？!?])|\n+/u) : text.split(/(?<=[.!?])\s+|\n+/u);
  const min = lang === 'zh' ? 8 : 20;
  return parts.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length >= min);
}

function without(text: string, allow: string[] | undefined): string {
  let out = text;
  for (const name of allow ?? []) if (name) out = out.split(name).join(' ');
  return out;
}

/** Problems of one text; an empty list when it is clean. */
export function lintReading(text: string, lang: Lang, opts: LintOptions = {}): string[] {
  const problems: string[] = [];
  const at = (re: RegExp, source: string): string => {
    const m = re.exec(source);
    if (!m) return '';
    const i = m.index;
    return `…${source.slice(Math.max(0, i - 12), i + m[0].length + 12)}…`;
  };
  if (!text.trim()) problems.push('empty text');

  if (lang === 'zh' && HALF_BESIDE_CJK.test(text))
    problems.push(`half-width punctuation beside CJK: ${at(HALF_BESIDE_CJK, text)}`);
  if (lang === 'zh' && /您/.test(text)) problems.push(`您 instead of 你: ${at(/您/, text)}`);

  if (STITCHED.test(text)) problems.push(`stitched definition: ${at(STITCHED, text)}`);
  if (SLOT.test(text)) problems.push(`template slot left: ${at(SLOT, text)}`);

  const seen = new Set<string>();
  for (const s of sentences(text, lang)) {
    if (seen.has(s)) {
      problems.push(`repeated sentence: "${s.slice(0, 80)}"`);
      break;
    }
    seen.add(s);
  }

  const rest = without(text, opts.allow);
  if (lang === 'zh') {
    const latin = /[A-Za-z]{2,}/.exec(rest);
    if (latin) problems.push(`English in zh text: "${latin[0]}" ${at(/[A-Za-z]{2,}/, rest)}`);
  } else if (ANY_CJK.test(rest)) {
    problems.push(`CJK in en text: ${at(ANY_CJK, rest)}`);
  }

  if (opts.question && classifyQuestion(opts.question).kind === 'yesno' && !hasLean(text, lang))
    problems.push(`yes/no question without a lean: "${opts.question}"`);
  return problems;
}

/** Lints every sample; throws listing the first failures and how many failed in all. */
export function expectClean(samples: Iterable<LintSample>): number {
  const failures: string[] = [];
  let count = 0;
  for (const sample of samples) {
    count += 1;
    const problems = lintReading(sample.text, sample.lang, sample.opts);
    if (problems.length === 0) continue;
    failures.push(
      `[${sample.label ?? count}] (${sample.lang}) ${problems.join('; ')}\n   ${sample.text.slice(0, 300).replace(/\n/g, ' ⏎ ')}`,
    );
  }
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${count} readings fail the linter:\n${failures.slice(0, 12).join('\n')}`,
    );
  }
  return count;
}
