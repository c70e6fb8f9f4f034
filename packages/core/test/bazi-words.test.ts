import { describe, expect, it } from 'vitest';
import {
  baziChart,
  composeBaziReading,
  composeLuckReport,
  ELEMENTS,
  stemElement,
  yearPillarOf,
  type Element,
  type BaziLang,
} from '../src/bazi';
import { prng } from './lint/sentences';

const LANGS: BaziLang[] = ['zh', 'en'];
const word: Record<BaziLang, Record<Element, string>> = {
  zh: { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' },
  en: { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' },
};

/** Random births between `from` and `from + years`, across China's longitudes. */
function births(seed: number, n: number, from: number, years: number) {
  const rand = prng(seed);
  return Array.from({ length: n }, () =>
    baziChart({
      utc: new Date(Date.UTC(from, 0, 1) + Math.floor(rand() * years * 365.25 * 864e5)),
      lon: 75 + rand() * 60,
      standardOffsetMinutes: 480,
      sex: rand() < 0.5 ? 'male' : 'female',
    }),
  );
}

/** The clauses of a text: what a reader would notice said twice. */
const clauses = (text: string, lang: BaziLang) =>
  text
    .split(lang === 'zh' ? /[，。；：！？]/ : /[.;:!?]\s+|,\s+/)
    .map((c) => c.trim().replace(/[.。]$/, ''))
    .filter((c) => (lang === 'zh' ? c.length >= 6 : c.split(' ').length >= 4));

const repeated = (text: string, lang: BaziLang) => {
  const seen = new Set<string>();
  return clauses(text, lang).filter((c) => (seen.has(c) ? true : (seen.add(c), false)));
};

describe('八字 words say each thing once', () => {
  it('never repeats a clause inside one decade of the luck report, for 200 births', () => {
    for (const chart of births(20261207, 200, 1930, 80))
      for (const lang of LANGS)
        for (const d of composeLuckReport(chart, lang, 30).decades)
          expect(repeated(d.paragraphs.join('\n'), lang), `${lang} ${d.title}`).toEqual([]);
  });

  it('names the pillars met the same way together, each consequence said once', () => {
    const chart = baziChart({
      utc: new Date('1990-05-17T04:30:00Z'),
      lon: 121.47,
      standardOffsetMinutes: 480,
      sex: 'female',
    });
    const zh = composeLuckReport(chart, 'zh', 36).decades;
    const dingChou = zh.find((d) => d.title.startsWith('丁丑'))!.paragraphs[2]!;
    expect(dingChou).toBe(
      '这步运与你的年柱（祖上与早年）、日柱（你自己与伴侣）、时柱（子女、晚景与长远打算）都地支相害，与日柱还天干相合，这几处容易有暗耗和误会，要紧的话当面说清。',
    );
    const en = composeLuckReport(chart, 'en', 36).decades;
    const bingZi = en.find((d) => d.title.startsWith('丙子'))!.paragraphs[2]!;
    expect(bingZi.match(/expect movement here/g)).toHaveLength(1);
    expect(bingZi).toContain(
      'the branches clash (冲), and with your day pillar the stems clash (冲) as well:',
    );
  });
});

/** The plentiful, scarcest and helpful elements an elements section names, and its reconciling. */
function named(text: string, lang: BaziLang) {
  if (lang === 'zh')
    return {
      plenty: /^盘中(.)多/.exec(text)![1]!,
      scarce: /(.)最少：/.exec(text)?.[1],
      helps: /对你有帮助的是(.+?)：/.exec(text)![1]!.split('和'),
      explained: /虽然在盘中最|虽然最少，但/.test(text),
    };
  return {
    plenty: /^(\w+) is plentiful/.exec(text)![1]!,
    scarce: /(\w+) is the scarcest:/.exec(text)?.[1],
    helps: /Lean on (.+?):/.exec(text)![1]!.split(' and '),
    explained: /shows up more than any other element, yet|is the scarcest, yet/.test(text),
  };
}

describe('八字 elements and strength agree', () => {
  it('explains, for 2000 births 1900–2100, whenever plenty and help seem to contradict', () => {
    const found = { plentyHelps: 0, strongScarce: 0 };
    for (const chart of births(19000101, 2000, 1900, 200)) {
      const { strength } = chart.strength;
      for (const lang of LANGS) {
        const text = composeBaziReading(chart, lang, {
          age: 30,
          year: 2027,
          yearPillar: yearPillarOf(2027),
        }).find((s) => s.key === 'elements')!.text;
        const { plenty, scarce, helps, explained } = named(text, lang);
        // a strong day master whose own element, or the one feeding it, is the scarcest
        const own = stemElement(chart.pillars.day.stem);
        const side = [own, ELEMENTS[(ELEMENTS.indexOf(own) + 4) % 5]!].map((e) => word[lang][e]);
        const strongScarce = strength === 'strong' && !!scarce && side.includes(scarce);
        const plentyHelps = helps.includes(plenty) && strength !== 'balanced';
        if (lang === 'en') {
          if (plentyHelps) found.plentyHelps++;
          if (strongScarce) found.strongScarce++;
        }
        // "Metal is plentiful … lean on Metal" only ever comes with the reason why
        if (plentyHelps || strongScarce) expect(explained, `${lang}: ${text}`).toBe(true);
        // and the reason is never given where there is nothing to reconcile
        if (explained) expect(plentyHelps || strongScarce, `${lang}: ${text}`).toBe(true);
      }
    }
    // the search meets both kinds of chart
    expect(found.plentyHelps).toBeGreaterThan(50);
    expect(found.strongScarce).toBeGreaterThan(5);
  });
});
