import { describe, expect, it } from 'vitest';
import { chart, SIGNS, synastry } from '../src/astro';
import { pairing, pairingTexts, signPairing, type PairingLang } from '../src/pairing';

const CJK = /[\u4e00-\u9fff]/;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('signPairing', () => {
  it('is symmetric for all 144 ordered pairs, with the shorter angle', () => {
    for (let a = 0; a < 12; a++)
      for (let b = 0; b < 12; b++) {
        const p = signPairing(a, b);
        expect(signPairing(b, a)).toEqual(p);
        expect(p.angle).toBe(Math.min(Math.abs(a - b), 12 - Math.abs(a - b)));
        for (const v of [p.overall, ...Object.values(p.scores)])
          expect(Number.isInteger(v)).toBe(true);
      }
    expect(() => signPairing(12, 0)).toThrow(RangeError);
    expect(() => signPairing(0, 1.5)).toThrow(RangeError);
  });

  it('scores the same sign and trines above squares of the same modality', () => {
    for (const modality of ['cardinal', 'fixed', 'mutable'] as const) {
      const signs = SIGNS.filter((s) => s.modality === modality).map((s) => s.id);
      const squares = signs.flatMap((a) =>
        signs
          .filter((b) => b > a && signPairing(a, b).angle === 3)
          .map((b) => signPairing(a, b).overall),
      );
      const same = signs.map((a) => signPairing(a, a).overall);
      const trines = signs.flatMap((a) => [
        signPairing(a, (a + 4) % 12).overall,
        signPairing(a, (a + 8) % 12).overall,
      ]);
      expect(squares.length).toBeGreaterThan(0);
      expect(mean(same), modality).toBeGreaterThan(mean(squares));
      expect(mean(trines), modality).toBeGreaterThan(mean(squares));
    }
  });

  it('spreads the 78 unordered pairs over roughly 40–92', () => {
    const all: number[] = [];
    for (let a = 0; a < 12; a++) for (let b = a; b < 12; b++) all.push(signPairing(a, b).overall);
    expect(all).toHaveLength(78);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(38);
    expect(Math.min(...all)).toBeLessThanOrEqual(45);
    expect(Math.max(...all)).toBeGreaterThanOrEqual(88);
    expect(Math.max(...all)).toBeLessThanOrEqual(94);
    expect(new Set(all).size).toBeGreaterThan(25);
  });
});

describe('pairing', () => {
  const A = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
  const B = chart({ utc: new Date('1992-11-03T14:10:00Z'), lat: 39.9, lon: 116.4 });
  const syn = synastry(A, B);
  const signs = { signA: A.planets[0]!.sign, signB: B.planets[0]!.sign };

  it("is 'signs' from birthdays and 'charts' with a synastry: then the synastry's own scores", () => {
    const bySigns = pairing(signs);
    expect(bySigns.level).toBe('signs');
    expect(bySigns.scores).toEqual(signPairing(signs.signA, signs.signB).scores);
    expect(bySigns.angle).toBe(6); // Taurus and Scorpio
    const byCharts = pairing({ ...signs, synastry: syn });
    expect(byCharts.level).toBe('charts');
    expect(byCharts.angle).toBe(6);
    // one pair, one score: the pairing of two charts is their synastry, whatever the signs say
    expect(byCharts.scores).toEqual(syn.scores);
    expect(byCharts.overall).toBe(syn.overall);
    expect(pairing({ signA: 0, signB: 3, moonA: 5, synastry: syn }).scores).toEqual(syn.scores);
    // the Moons move the sign level
    const withMoons = pairing({ ...signs, moonA: 10, moonB: 3 });
    expect(withMoons.level).toBe('signs');
    expect(withMoons.scores).not.toEqual(bySigns.scores);
    expect(pairing({ ...signs, moonA: 10, moonB: 3 })).toEqual(withMoons);
  });

  it('writes texts for all 144 sign pairs in both languages', () => {
    const nick: Record<PairingLang, [string, string]> = { en: ['Ana', 'Bo'], zh: ['小月', '阿星'] };
    for (const lang of ['en', 'zh'] as const)
      for (let a = 0; a < 12; a++)
        for (let b = 0; b < 12; b++) {
          const input = { signA: a, signB: b, nicknameA: nick[lang][0], nicknameB: nick[lang][1] };
          const t = pairingTexts(input, pairing(input), lang);
          const all = [t.summary, ...t.strengths, ...t.frictions, t.advice];
          expect(t.summary).toContain(nick[lang][0]);
          expect(t.summary).toContain(nick[lang][1]);
          expect(t.strengths.length).toBeGreaterThanOrEqual(2);
          expect(t.strengths.length).toBeLessThanOrEqual(4);
          expect(t.frictions.length).toBeGreaterThanOrEqual(1);
          expect(t.frictions.length).toBeLessThanOrEqual(3);
          for (const s of all) {
            expect(s.length, `${lang} ${a}-${b}`).toBeGreaterThan(8);
            expect(CJK.test(s), `${lang} ${a}-${b}: ${s}`).toBe(lang === 'zh');
          }
          expect(new Set(all).size).toBe(all.length);
          expect(pairingTexts(input, pairing(input), lang)).toEqual(t);
        }
  });

  it('names the strongest contacts when the charts are compared, and the Moons when known', () => {
    const input = {
      ...signs,
      moonA: A.planets[1]!.sign,
      moonB: B.planets[1]!.sign,
      synastry: syn,
      nicknameA: 'Luna',
      nicknameB: 'Sol',
    };
    const result = pairing(input);
    for (const lang of ['en', 'zh'] as const) {
      const t = pairingTexts(input, result, lang);
      expect(t.strengths).toHaveLength(4);
      expect(t.frictions).toHaveLength(3);
      expect(t.summary).toContain(lang === 'en' ? 'Moons' : '月亮');
    }
    const en = pairingTexts(input, result, 'en');
    expect(en.strengths.some((s) => s.startsWith("Luna's Moon sextile Sol's Venus: "))).toBe(true);
    expect(en.frictions.some((s) => s.startsWith("Luna's Sun square Sol's Moon: "))).toBe(true);
    const zh = pairingTexts(input, result, 'zh');
    expect(zh.strengths.some((s) => s.startsWith('Luna的月亮与Sol的金星形成六分相：'))).toBe(true);
  });
});
