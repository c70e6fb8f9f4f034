import { describe, expect, it } from 'vitest';
import { composeSynastryReport, synastry } from '../../src/astro';
import { pairing, pairingTexts } from '../../src/pairing';
import { expectClean, type Lang, type LintSample } from './rules';
import { lintPairs, lintPeople } from './pairs';

const LANGS: Lang[] = ['en', 'zh'];
const join = (sections: Array<{ title: string; text: string }>) =>
  sections.map((s) => `${s.title}\n\n${s.text}`).join('\n\n');

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
        const report = composeSynastryReport(a, b, syn, lang);
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
