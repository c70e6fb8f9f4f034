import { describe, expect, it } from 'vitest';
import {
  composeDeepReport,
  composeSynastryOverview,
  composeSynastryReport,
  pairYear,
  synastry,
} from '../../src/astro';
import { composeTiesSections } from '../../src/mansions';
import { pairing, pairingTexts } from '../../src/pairing';
import { coupleWords } from './couple';
import { lintPairs, lintPeople, pairingInput } from './pairs';
import { expectClean, type Lang, type LintSample } from './rules';
import { prng, joinSections } from './sentences';

const LANGS: Lang[] = ['en', 'zh'];
const FROM = ['2025-02-10', '2025-08-01', '2026-05-20', '2027-01-05'].map(
  (d) => new Date(`${d}T09:00:00Z`),
);
const join = joinSections;
/** The deep report's chart sections (composite, talk, conflict); the rest is the year ahead. */
const CHART_SECTIONS = 3;

type Kind = 'synastry' | 'paid' | 'deep' | 'year' | 'pairing' | 'mansions';

describe('pair texts assume no kind of bond', () => {
  it('catches romance-only wording and lets the conditional phrases through', () => {
    expect(coupleWords('Romance has a solid base: the spark is real.', 'en')).toHaveLength(2);
    expect(coupleWords('Flirting through words keeps you close.', 'en')).toHaveLength(1);
    expect(coupleWords('爱情需要用心经营：火花可能比较含蓄。', 'zh')).toHaveLength(2);
    expect(
      coupleWords('Fun comes easily; between partners, this is also chemistry.', 'en'),
    ).toEqual([]);
    expect(coupleWords('两人很会找乐子；若是伴侣，这也是心动的来源。', 'zh')).toEqual([]);
    expect(coupleWords('Chemistry, between partners at least.', 'en')).toHaveLength(1);
  });

  it('says nothing only a couple would hear: a thousand pairs of each kind, both languages', () => {
    const crowd = lintPeople(150, 20261206);
    const rand = prng(31);
    const counts: Record<Kind, number> = {
      synastry: 0,
      paid: 0,
      deep: 0,
      year: 0,
      pairing: 0,
      mansions: 0,
    };
    const found: string[] = [];
    const samples: LintSample[] = [];
    const check = (kind: Kind, i: number, lang: Lang, text: string, allow: string[]) => {
      counts[kind] += 1;
      samples.push({ text, lang, opts: { allow }, label: `${kind} #${i}` });
      for (const hit of coupleWords(text, lang)) found.push(`${kind} #${i} ${lang} ${hit}`);
    };
    lintPairs(crowd, 1000, 13).forEach(([a, b], i) => {
      const opts = { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown };
      const syn = synastry(a.chart, b.chart, opts);
      const year = pairYear(a.chart, b.chart, FROM[i % FROM.length]!, opts);
      const input = { ...pairingInput(a, b), ...(i % 2 === 0 ? { synastry: syn } : {}) };
      const mansions = [Math.floor(rand() * 27), Math.floor(rand() * 27)] as const;
      const allow = [a.nickname, b.nickname];
      for (const lang of LANGS) {
        const overview = composeSynastryOverview(a, b, syn, lang);
        check('synastry', i, lang, join([overview]), allow);
        check('paid', i, lang, join(composeSynastryReport(a, b, syn, lang)), allow);
        const deep = composeDeepReport(a, b, syn, year, lang);
        check('deep', i, lang, join(deep.slice(0, CHART_SECTIONS)), allow);
        check('year', i, lang, join(deep.slice(CHART_SECTIONS)), allow);
        const t = pairingTexts(input, pairing(input), lang);
        check(
          'pairing',
          i,
          lang,
          [t.summary, ...t.strengths, ...t.frictions, t.advice].join('\n\n'),
          allow,
        );
        const ties = composeTiesSections(
          { index: mansions[0], nickname: a.nickname },
          { index: mansions[1], nickname: b.nickname },
          lang,
        );
        check('mansions', i, lang, join(ties), allow);
      }
    });
    expect(found.slice(0, 12), `${found.length} couple-only words in all`).toEqual([]);
    for (const n of Object.values(counts)) expect(n).toBe(2000);
    expect(expectClean(samples)).toBe(12_000);
  }, 120_000);
});
