import { describe, expect, it } from 'vitest';
import {
  composeTransit,
  PLANETS,
  TRANSIT_ASPECTS,
  type HouseNumber,
  type NatalPointId,
} from '../../src/astro';
import { expectClean, type Lang, type LintSample } from './rules';

const LANGS: Lang[] = ['en', 'zh'];
const POINTS: NatalPointId[] = [...PLANETS, 'ascendant', 'mc'];
const HOUSES: (HouseNumber | null)[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, null];

/** Every planet × aspect × natal point × house (and none), direct and retrograde. */
function* every(lang: Lang): Generator<LintSample> {
  for (const planet of PLANETS)
    for (const { id: aspect } of TRANSIT_ASPECTS)
      for (const natalPoint of POINTS)
        for (const house of HOUSES)
          for (const retrograde of [false, true]) {
            const r = composeTransit({ planet, aspect, natalPoint, house, retrograde }, lang);
            const label = `${planet} ${aspect} ${natalPoint} h${house} ${retrograde ? 'R' : 'D'}`;
            yield {
              text: `${r.title}\n${r.sentences.join(lang === 'zh' ? '' : ' ')}`,
              lang,
              label,
            };
          }
}

describe('transit readings', () => {
  for (const lang of LANGS)
    it(`every combination composes clean in ${lang}`, () => {
      expect(expectClean(every(lang))).toBe(10 * 5 * 12 * 13 * 2);
    });

  it('reads the house and the slow planets into the text', () => {
    const saturn = composeTransit(
      { planet: 'saturn', aspect: 'square', natalPoint: 'moon', house: 4, retrograde: false },
      'en',
    );
    expect(saturn.title).toBe('Saturn square your Moon');
    expect(saturn.sentences).toHaveLength(3);
    expect(saturn.sentences[1]).toContain('fourth house');
    expect(saturn.weight).toBe('weighty');
    const zh = composeTransit(
      { planet: 'venus', aspect: 'trine', natalPoint: 'mc', house: 10, retrograde: false },
      'zh',
    );
    expect(zh.title).toBe('行运金星三分相天顶');
    expect(zh.sentences.join('')).toContain('第十宫');
    expect(zh.weight).toBe('brief');
  });

  it('differs by house and by aspect, not one stock line per planet', () => {
    const base = { planet: 'jupiter', natalPoint: 'sun', retrograde: false } as const;
    const a = composeTransit({ ...base, aspect: 'trine', house: 2 }, 'en').sentences.join(' ');
    const b = composeTransit({ ...base, aspect: 'trine', house: 7 }, 'en').sentences.join(' ');
    const c = composeTransit({ ...base, aspect: 'square', house: 2 }, 'en').sentences.join(' ');
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
