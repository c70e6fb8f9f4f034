import { describe, expect, it } from 'vitest';
import {
  composeMbtiReport,
  DIMENSION_POLES,
  GROUP_CONTENT,
  LETTER_CONTENT,
  MBTI_DIMENSIONS,
  MBTI_LEVELS,
  MBTI_TYPES,
  typeGroup,
  typeProfile,
  type MbtiReportInput,
  type Pole,
  type TypeCode,
} from '../../src/mbti';
import { expectClean, type Lang, type LintSample } from './rules';
import { prng, sentencesOf, joinSections } from './sentences';

const LANGS: Lang[] = ['en', 'zh'];
/** type codes and letters are written in Latin in both languages */
const ALLOW = [...MBTI_TYPES, 'E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'];

/** A kept result from seeded percentages: each dichotomy's first pole 0–100, the type from them. */
function results(count: number, seed: number): MbtiReportInput[] {
  const rand = prng(seed);
  const out: MbtiReportInput[] = [];
  for (let i = 0; i < count; i++) {
    const percents = {} as Record<Pole, number>;
    let type = '';
    for (const dim of MBTI_DIMENSIONS) {
      const [a, b] = DIMENSION_POLES[dim];
      // a third of the results sit near the middle, where the report reads differently
      const p = rand() < 0.33 ? 42 + Math.floor(rand() * 17) : Math.floor(rand() * 101);
      percents[a] = p;
      percents[b] = 100 - p;
      type += p > 50 ? a : b;
    }
    const level = MBTI_LEVELS[Math.floor(rand() * MBTI_LEVELS.length)]!;
    out.push({ level, type: type as TypeCode, percents });
  }
  return out;
}

const inputs = results(1200, 16);
const join = joinSections;

/** What the free screens show of a type: its page, the letters and its group. */
function freeSentences(type: TypeCode, lang: Lang): Set<string> {
  const p = typeProfile(type, lang);
  const texts = [
    p.tagline,
    p.summary,
    ...p.strengths,
    ...p.blindSpots,
    p.relationships,
    p.work,
    ...p.careers,
    ...p.growth,
    ...Object.values(LETTER_CONTENT[lang]).map((l) => l.description),
    GROUP_CONTENT[lang][typeGroup(type)].description,
  ];
  return new Set(texts.flatMap((t) => sentencesOf(t, lang)));
}

describe('personality reports pass the reading linter', () => {
  it('lints 1,200 reports in each language', () => {
    const samples: LintSample[] = inputs.flatMap((input, i) =>
      LANGS.map((lang) => ({
        text: join(composeMbtiReport(input, lang)),
        lang,
        opts: { allow: ALLOW },
        label: `mbti #${i} ${input.type} ${lang}`,
      })),
    );
    expect(expectClean(samples)).toBe(2400);
  }, 60_000);

  it('shares no sentence with the free type page, with unique titles and four sentences a section', () => {
    inputs.slice(0, 400).forEach((input, i) => {
      for (const lang of LANGS) {
        const report = composeMbtiReport(input, lang);
        const label = `mbti #${i} ${input.type} ${lang}`;
        const titles = report.map((s) => s.title);
        expect(new Set(titles).size, label).toBe(titles.length);
        const free = freeSentences(input.type, lang);
        for (const s of report) {
          expect(sentencesOf(s.text, lang).length, `${label} ${s.title}`).toBeGreaterThanOrEqual(4);
          // the overview is the free preview; every other section is paid
          if (s.key === 'overview') continue;
          for (const sentence of sentencesOf(s.text, lang))
            expect(free.has(sentence), `${label} ${s.title}: ${sentence}`).toBe(false);
        }
      }
    });
  }, 60_000);
});
