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
import { freeSynastryView, GENDERED, overlapOf } from './overlap';
import { joinSections } from './sentences';
import { expectClean, type Lang, type LintSample } from './rules';
import { lintPairs, lintPeople } from './pairs';

const LANGS: Lang[] = ['en', 'zh'];
const join = joinSections;

describe('synastry reports and pairing texts pass the reading linter', () => {
  it('lints over a thousand of each in each language', () => {
    const crowd = lintPeople(120, 20260601);
    const samples: LintSample[] = [];
    lintPairs(crowd, 1000, 7).forEach(([a, b], i) => {
      const syn = synastry(a.chart, b.chart, { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown });
      const input = {
        signA: a.chart.planets[0]!.sign,
        signB: b.chart.planets[0]!.sign,
        moonA: a.chart.planets[1]!.sign,
        moonB: b.chart.planets[1]!.sign,
        // every other pair as two typed birthdays (signs only)
        ...(i % 2 === 0 ? { synastry: syn } : {}),
      };
      const result = pairing(input);
      const allow = [a.nickname, b.nickname];
      for (const lang of LANGS) {
        const report = [
          composeSynastryOverview(a, b, syn, lang),
          ...composeSynastryReport(a, b, syn, lang),
        ];
        samples.push({ text: join(report), lang, opts: { allow }, label: `synastry #${i}` });
        const texts = pairingTexts(
          { ...input, nicknameA: a.nickname, nicknameB: b.nickname },
          result,
          lang,
        );
        samples.push({
          text: [texts.summary, ...texts.strengths, ...texts.frictions, texts.advice].join('\n\n'),
          lang,
          opts: { allow },
          label: `pairing #${i} (${result.level})`,
        });
      }
    });
    expect(expectClean(samples)).toBe(4000);
  }, 30_000);
});

describe('the paid synastry report is text of its own, for any two people', () => {
  const crowd = lintPeople(120, 20260601);
  const pairs = lintPairs(crowd, 1000, 7);

  it('shares at most 5 % of its sentences with the free view, none with the names swapped', () => {
    for (const lang of LANGS) {
      const total = { sentences: 0, shared: 0, chars: 0, sharedChars: 0, swapped: [] as string[] };
      for (const [a, b] of pairs) {
        const syn = synastry(a.chart, b.chart, {
          aTimeKnown: a.timeKnown,
          bTimeKnown: b.timeKnown,
        });
        const paid = composeSynastryReport(a, b, syn, lang);
        const o = overlapOf(paid, freeSynastryView(a, b, lang), [a.nickname, b.nickname], lang);
        total.sentences += o.sentences;
        total.shared += o.shared;
        total.chars += o.chars;
        total.sharedChars += o.sharedChars;
        total.swapped.push(...o.swapped);
      }
      expect(total.sentences).toBeGreaterThan(30_000);
      expect(total.shared / total.sentences, lang).toBeLessThanOrEqual(0.05);
      expect(total.sharedChars / total.chars, lang).toBeLessThanOrEqual(0.05);
      expect(total.swapped.slice(0, 5), lang).toEqual([]);
    }
  }, 60_000);

  it('says nothing of sex or gender: synastry, pairing, deep report, pair year and ties', () => {
    const found: string[] = [];
    const from = new Date('2026-03-01T09:00:00Z');
    pairs.slice(0, 300).forEach(([a, b], i) => {
      const opts = { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown };
      const syn = synastry(a.chart, b.chart, opts);
      const year = pairYear(a.chart, b.chart, from, opts);
      for (const lang of LANGS) {
        const texts = [
          ...freeSynastryView(a, b, lang),
          join(composeSynastryReport(a, b, syn, lang)),
          join(composeDeepReport(a, b, syn, year, lang)),
          join(
            composeTiesSections(
              { index: (i * 5) % 27, nickname: a.nickname },
              { index: (i * 11) % 27, nickname: b.nickname },
              lang,
            ),
          ),
        ];
        for (const text of texts) {
          const bare = [a.nickname, b.nickname].reduce((t, n) => t.split(n).join(' '), text);
          const m = GENDERED[lang].exec(bare);
          if (m)
            found.push(
              `#${i} ${lang} "${m[0]}": …${bare.slice(Math.max(0, m.index - 30), m.index + 30)}…`,
            );
        }
      }
    });
    expect(found.slice(0, 10)).toEqual([]);
  }, 60_000);
});
