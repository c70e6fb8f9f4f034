import { describe, expect, it } from 'vitest';
import {
  chart,
  composeProgressedMoon,
  composeSolarReturn,
  progressedMoon,
  solarReturn,
  type ProgressedMoonStep,
} from '../../src/astro';
import { expectClean, type Lang, type LintSample } from './rules';
import { prng } from './sentences';

const LANGS: Lang[] = ['en', 'zh'];
const dateOf = (iso: string, lang: Lang) =>
  lang === 'zh' ? `${iso.slice(0, 4)}年${Number(iso.slice(5, 7))}月` : iso.slice(0, 7);

describe('the progressed Moon and solar return words', () => {
  it('read cleanly for every sign, house and kind of change, in both languages', () => {
    const samples: LintSample[] = [];
    for (const lang of LANGS)
      for (let sign = 0; sign < 12; sign++)
        for (let house = 1; house <= 12; house++)
          for (const entered of [['sign'], ['house'], ['sign', 'house']] as const) {
            const step: ProgressedMoonStep = {
              date: '2028-03-14',
              sign: (sign + 1) % 12,
              house: (house % 12) + 1,
              entered: [...entered],
            };
            const r = composeProgressedMoon(
              { now: { sign, house }, changes: [step] },
              lang,
              (iso) => dateOf(iso, lang),
            );
            const text = [r.now, r.climate, r.focus, r.next].join(' ');
            samples.push({ text, lang, label: `${sign} ${house} ${entered.join('+')}` });
          }
    expect(expectClean(samples)).toBe(2 * 12 * 12 * 3);
  });

  it('say nothing of a next change when none falls in the range', () => {
    const r = composeProgressedMoon({ now: { sign: 3, house: 4 }, changes: [] }, 'en', (d) => d);
    expect(r.next).toBeNull();
    expect(r.now).toBe('Your progressed Moon is in Cancer, in your 4th house.');
  });

  it('read a year from real return charts, naming the planets on its angles', () => {
    const rand = prng(20261206);
    const samples: LintSample[] = [];
    let withAngular = 0;
    for (let i = 0; i < 120; i++) {
      const natal = new Date(Date.UTC(1940, 0, 1) + Math.floor(rand() * 70 * 365.25 * 864e5));
      const place = { lat: -50 + rand() * 110, lon: -180 + rand() * 360 };
      const { chart: ret } = solarReturn(natal, 2027, place);
      for (const lang of LANGS) {
        const r = composeSolarReturn(ret, 2027, lang, { moment: '2027-05-17 11:09', place: 'X' });
        if (r.angular.length > 0) withAngular++;
        const text = [r.title, r.when, r.tone, r.arena, r.needs, ...r.angular].join(' ');
        samples.push({ text, lang, label: `return ${i}`, opts: { allow: ['X'] } });
      }
    }
    expect(expectClean(samples)).toBe(240);
    // about half of all years have a planet within 5° of an angle
    expect(withAngular).toBeGreaterThan(40);
  });

  it('walks a real progressed Moon into words', () => {
    const natal = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
    const walk = progressedMoon(
      { utc: new Date(natal.utc), cusps: natal.houses },
      '2026-12-06',
      '2031-12-06',
    );
    const zh = composeProgressedMoon(walk, 'zh', (iso) => dateOf(iso, 'zh'));
    expect(zh.next).toMatch(/^大约在\d{4}年\d{1,2}月，它将/);
  });
});
