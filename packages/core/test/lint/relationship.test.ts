import { describe, expect, it } from 'vitest';
import {
  chart,
  composeRelationshipChart,
  composeRelationshipCharts,
  composite,
  davison,
  RELATIONSHIP_TEXT,
  relationshipSection,
  type Chart,
} from '../../src/astro';
import { lintPairs, lintPeople } from './pairs';
import { expectClean, type Lang, type LintSample } from './rules';
import { prng, sentencesOf } from './sentences';

const LANGS: Lang[] = ['en', 'zh'];
const KINDS = ['composite', 'davison'] as const;
const NAMES = { a: 'Luna', b: '小林' };
const allow = [NAMES.a, NAMES.b];
const BASE = chart({ utc: new Date('1991-03-02T08:00:00Z'), lat: 48.85, lon: 2.35 });

/** A chart with its Sun, Moon, Venus and Mars moved into the given signs and the Sun's house. */
function placed(sign: number, house: number): Chart {
  const planets = BASE.planets.map((p, i) =>
    i === 0
      ? { ...p, sign, house }
      : i === 1 || i === 3 || i === 4
        ? { ...p, sign: (sign + i) % 12 }
        : p,
  );
  return { ...BASE, planets };
}

describe('relationship chart readings', () => {
  it('read every Sun sign and house, with the Moon, Venus and Mars, in both languages', () => {
    const samples: LintSample[] = [];
    for (const lang of LANGS)
      for (const kind of KINDS)
        for (let sign = 0; sign < 12; sign++)
          for (let house = 1; house <= 12; house++) {
            const r = composeRelationshipChart(placed(sign, house), kind, NAMES, lang, true);
            const t = RELATIONSHIP_TEXT[lang];
            const text = [...r.brief, ...r.full].join(lang === 'zh' ? '' : ' ');
            expect(text).toContain(t.sunSign[sign]!);
            expect(text).toContain(t.sunHouse[house - 1]!);
            expect(text).toContain(t.moonSign[(sign + 1) % 12]!);
            expect(text).toContain(t.venusSign[(sign + 3) % 12]!);
            expect(text).toContain(t.marsSign[(sign + 4) % 12]!);
            samples.push({ text, lang, opts: { allow }, label: `${kind} ${sign} ${house}` });
          }
    expect(expectClean(samples)).toBe(2 * 2 * 144);
  });

  it('read real pairs cleanly: the brief free, the full reading and the deep section new', () => {
    const crowd = lintPeople(80, 20261206);
    const rand = prng(7);
    const moment = (c: Chart) => ({
      utc: new Date(c.utc),
      lat: -50 + rand() * 110,
      lon: rand() * 360 - 180,
    });
    const samples: LintSample[] = [];
    const problems: string[] = [];
    lintPairs(crowd, 300, 5).forEach(([a, b], i) => {
      const [ma, mb] = [moment(a.chart), moment(b.chart)];
      const charts = { composite: composite(ma, mb), davison: davison(ma, mb) };
      const timesKnown = a.timeKnown && b.timeKnown;
      const names = { a: a.nickname, b: b.nickname };
      for (const lang of LANGS) {
        const r = composeRelationshipCharts(charts, names, lang, timesKnown);
        const free = [...r.composite.brief, ...r.davison.brief].join('\n');
        const deep = relationshipSection(charts, names, lang, timesKnown).text;
        for (const s of sentencesOf(free, lang))
          if (deep.includes(s)) problems.push(`#${i} ${lang} deep repeats: ${s}`);
        if (!timesKnown && /house|宫|angle|轴点/.test(deep)) problems.push(`#${i} ${lang} houses`);
        // no clause said twice, whatever its lead
        const clauses = sentencesOf(deep, lang).map((x) =>
          x.split(/[:：]/).slice(1).join(':').trim(),
        );
        const said = clauses.filter(Boolean);
        const twice = said.find((x, k) => said.indexOf(x) !== k);
        if (twice) problems.push(`#${i} ${lang} repeats a clause: ${twice}`);
        samples.push({
          text: `${free}\n${deep}`,
          lang,
          opts: { allow: [names.a, names.b] },
          label: `#${i}`,
        });
      }
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(expectClean(samples)).toBe(600);
  });
});
