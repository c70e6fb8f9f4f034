import { describe, expect, it } from 'vitest';
import { composeDeepReport, composeSynastryReport, pairYear, synastry } from '../../src/astro';
import { composeTiesSections, mansionCharacter } from '../../src/mansions';
import { freeSynastryView } from './overlap';
import { lintPairs, lintPeople, type LintPerson } from './pairs';
import { expectClean, type Lang, type LintSample } from './rules';
import { sentencesOf, joinSections } from './sentences';

const LANGS: Lang[] = ['en', 'zh'];
/** The days the reports are made: four different years ahead. */
const FROM = ['2025-01-15', '2025-06-10', '2026-03-01', '2026-11-20'].map(
  (d) => new Date(`${d}T09:00:00Z`),
);
const join = joinSections;

/** Every other text of a pair: its free synastry view (overview, pairing at both levels), its
 * synastry report, its stellar ties. */
function freeTexts(a: LintPerson, b: LintPerson, mansions: [number, number], lang: Lang) {
  const syn = synastry(a.chart, b.chart, { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown });
  const ties = composeTiesSections(
    { index: mansions[0], nickname: a.nickname },
    { index: mansions[1], nickname: b.nickname },
    lang,
  );
  return [
    ...freeSynastryView(a, b, lang),
    ...composeSynastryReport(a, b, syn, lang).map((s) => s.text),
    ...ties.flatMap((s) => [s.title, s.text]),
    mansionCharacter(mansions[0], lang),
    mansionCharacter(mansions[1], lang),
  ];
}

describe('the deep report', () => {
  const crowd = lintPeople(90, 20260702);
  const mansionOf = (p: LintPerson) => (crowd.indexOf(p) * 7) % 27;
  const pairs = lintPairs(crowd, 1000, 11).map(([a, b], i) => {
    const from = FROM[i % FROM.length]!;
    const opts = { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown };
    return {
      a,
      b,
      syn: synastry(a.chart, b.chart, opts),
      year: pairYear(a.chart, b.chart, from, opts),
    };
  });

  it('passes the reading linter: over a thousand reports in each language', () => {
    const samples: LintSample[] = [];
    pairs.forEach(({ a, b, syn, year }, i) => {
      for (const lang of LANGS)
        samples.push({
          text: join(composeDeepReport(a, b, syn, year, lang)),
          lang,
          opts: { allow: [a.nickname, b.nickname] },
          label: `deep #${i}`,
        });
    });
    expect(expectClean(samples)).toBe(2000);
  }, 30_000);

  it('repeats no sentence of the free texts; unique titles, four sentences a section at least', () => {
    const problems: string[] = [];
    pairs.slice(0, 300).forEach(({ a, b, syn, year }, i) => {
      for (const lang of LANGS) {
        const sections = composeDeepReport(a, b, syn, year, lang);
        const whole = sections.map((s) => s.text).join('\n\n');
        for (const text of freeTexts(a, b, [mansionOf(a), mansionOf(b)], lang))
          for (const sentence of sentencesOf(text, lang))
            if (whole.includes(sentence)) problems.push(`#${i} ${lang} reuses: ${sentence}`);
        if (new Set(sections.map((s) => s.title)).size !== sections.length)
          problems.push(`#${i} ${lang} repeats a title`);
        for (const s of sections)
          if (sentencesOf(s.text, lang).length < 4)
            problems.push(`#${i} ${lang} "${s.title}" has fewer than 4 sentences`);
      }
    });
    expect(problems.slice(0, 10)).toEqual([]);
  }, 30_000);
});
