import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/util';
import {
  ASTRO_TEXT,
  chart,
  chartHighlights,
  composeSynastryReport,
  PAIR_AREAS,
  synastry,
  type Chart,
  type ContactPair,
  type HouseOverlay,
  type SynastryPointId,
} from '../src/astro';

// Shanghai, 17 May 1990 04:30 UTC; Beijing, 3 Nov 1992 14:10 UTC
const A = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
const B = chart({ utc: new Date('1992-11-03T14:10:00Z'), lat: 39.9, lon: 116.4 });

// the expected orbs, written out independently of the module: base orb × mean factor × 0.8
const BASE = {
  conjunction: [0, 8],
  sextile: [60, 5],
  square: [90, 7],
  trine: [120, 7],
  opposition: [180, 8],
} as const;
const FACTOR: Record<SynastryPointId, number> = {
  sun: 1.25,
  moon: 1.25,
  mercury: 1,
  venus: 1,
  mars: 1,
  asc: 1,
  jupiter: 0.9,
  saturn: 0.9,
  uranus: 0.75,
  neptune: 0.75,
  pluto: 0.75,
};
const limit = (kind: keyof typeof BASE, a: SynastryPointId, b: SynastryPointId) =>
  BASE[kind][1] * ((FACTOR[a] + FACTOR[b]) / 2) * 0.8;

const pointsOf = (c: Chart, known: boolean) => [
  ...c.planets.map((p) => ({ id: p.id as SynastryPointId, lon: p.lon })),
  ...(known ? [{ id: 'asc' as const, lon: c.ascendant }] : []),
];

/** Every inter-aspect of two charts, found by hand: separation, then the first aspect in orb. */
function expectedAspects(a: Chart, b: Chart, aKnown = true, bKnown = true) {
  const out: Array<{ a: SynastryPointId; b: SynastryPointId; kind: string; orb: number }> = [];
  for (const p of pointsOf(a, aKnown))
    for (const q of pointsOf(b, bKnown)) {
      let sep = Math.abs(p.lon - q.lon);
      if (sep > 180) sep = 360 - sep;
      for (const kind of Object.keys(BASE) as Array<keyof typeof BASE>) {
        const orb = Math.abs(sep - BASE[kind][0]);
        if (orb <= limit(kind, p.id, q.id)) {
          out.push({ a: p.id, b: q.id, kind, orb });
          break;
        }
      }
    }
  return out;
}

const key = (x: { a: string; b: string; kind: string }) => `${x.a}>${x.b}:${x.kind}`;
const lonOf = (c: Chart, id: SynastryPointId) =>
  id === 'asc' ? c.ascendant : c.planets.find((p) => p.id === id)!.lon;

describe('synastry', () => {
  const syn = synastry(A, B);

  it('finds exactly the inter-aspects the two charts have, within the synastry orbs', () => {
    const expected = expectedAspects(A, B);
    expect(syn.aspects.map(key).sort()).toEqual(expected.map(key).sort());
    for (const e of expected) {
      const found = syn.aspects.find((x) => key(x) === key(e))!;
      expect(found.orb).toBeCloseTo(e.orb, 9);
      expect(found.orb).toBeLessThanOrEqual(limit(found.kind, found.a, found.b));
    }
    // two contacts checked from the longitudes: A's Sun square B's Moon, A's Moon sextile B's Venus
    const sunMoon = syn.aspects.find((x) => x.a === 'sun' && x.b === 'moon')!;
    const sepSM = Math.abs(lonOf(A, 'sun') - lonOf(B, 'moon')) % 360;
    expect(sunMoon.kind).toBe('square');
    expect(sunMoon.orb).toBeCloseTo(Math.abs(Math.min(sepSM, 360 - sepSM) - 90), 9);
    expect(sunMoon.weight).toBeLessThan(0);
    const moonVenus = syn.aspects.find((x) => x.a === 'moon' && x.b === 'venus')!;
    expect(moonVenus.kind).toBe('sextile');
    expect(moonVenus.orb).toBeLessThan(1);
    expect(moonVenus.weight).toBeGreaterThan(0);
  });

  it('weighs the personal contacts most, the generational ones almost nothing, strongest first', () => {
    for (let i = 1; i < syn.aspects.length; i++)
      expect(Math.abs(syn.aspects[i - 1]!.weight)).toBeGreaterThanOrEqual(
        Math.abs(syn.aspects[i]!.weight),
      );
    const outer = new Set(['uranus', 'neptune', 'pluto']);
    for (const x of syn.aspects) {
      if (x.kind === 'trine' || x.kind === 'sextile') expect(x.weight).toBeGreaterThan(0);
      if (x.kind === 'square' || x.kind === 'opposition') expect(x.weight).toBeLessThan(0);
      if (outer.has(x.a) && outer.has(x.b)) expect(Math.abs(x.weight)).toBeLessThan(0.07);
    }
    expect(Math.abs(syn.aspects[0]!.weight)).toBeGreaterThan(0.5);
  });

  it('leaves the Ascendant and houses out for an unknown birth time', () => {
    const noB = synastry(A, B, { bTimeKnown: false });
    expect(noB.aspects.some((x) => x.b === 'asc')).toBe(false);
    expect(noB.aspects.some((x) => x.a === 'asc')).toBe(true);
    expect(noB.overlays.aInB).toBeNull();
    expect(noB.overlays.bInA).toHaveLength(10);
    expect(noB.aspects.map(key).sort()).toEqual(expectedAspects(A, B, true, false).map(key).sort());
    const none = synastry(A, B, { aTimeKnown: false, bTimeKnown: false });
    expect(none.aspects.some((x) => x.a === 'asc' || x.b === 'asc')).toBe(false);
    expect(none.overlays).toEqual({ aInB: null, bInA: null });
  });

  it("places each planet between the other chart's cusps", () => {
    const check = (list: HouseOverlay[] | null, guest: Chart, host: Chart) => {
      expect(list).toHaveLength(10);
      for (const o of list!) {
        const lon = guest.planets.find((p) => p.id === o.planet)!.lon;
        const start = host.houses[o.house - 1]!;
        const end = host.houses[o.house % 12]!;
        const span = (end - start + 360) % 360;
        expect((lon - start + 360) % 360, `${o.planet} in house ${o.house}`).toBeLessThan(span);
      }
    };
    check(syn.overlays.aInB, A, B);
    check(syn.overlays.bInA, B, A);
  });

  it('is symmetric and deterministic', () => {
    const swapped = synastry(B, A);
    expect(swapped.scores).toEqual(syn.scores);
    expect(swapped.overall).toBe(syn.overall);
    expect(swapped.overlays).toEqual({ aInB: syn.overlays.bInA, bInA: syn.overlays.aInB });
    expect(
      swapped.aspects
        .map((x) => ({ ...x, a: x.b, b: x.a }))
        .sort((p, q) => (key(p) < key(q) ? -1 : 1)),
    ).toEqual([...syn.aspects].sort((p, q) => (key(p) < key(q) ? -1 : 1)));
    expect(synastry(A, B)).toEqual(syn);
    // and for pairs with one birth time unknown
    const one = synastry(A, B, { aTimeKnown: false });
    const oneSwapped = synastry(B, A, { bTimeKnown: false });
    expect(oneSwapped.scores).toEqual(one.scores);
    expect(oneSwapped.overall).toBe(one.overall);
    for (const v of [syn.overall, ...Object.values(syn.scores)]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(5);
      expect(v).toBeLessThanOrEqual(99);
    }
  });

  it('is calibrated: a typical random pair scores about 60 overall', () => {
    const rand = mulberry32(20260517);
    const start = Date.UTC(1950, 0, 1);
    const span = Date.UTC(2006, 0, 1) - start;
    const random = () =>
      chart({
        utc: new Date(start + rand() * span),
        lat: -40 + rand() * 100,
        lon: -180 + rand() * 360,
      });
    const overall: number[] = [];
    const areas: number[][] = [[], [], [], []];
    for (let i = 0; i < 500; i++) {
      const s = synastry(random(), random());
      overall.push(s.overall);
      PAIR_AREAS.forEach((area, j) => areas[j]!.push(s.scores[area]));
      if (i % 50 === 0) {
        // symmetry holds for every pair, not only the fixed one
        const [a, b] = [random(), random()];
        expect(synastry(b, a).scores).toEqual(synastry(a, b).scores);
      }
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(overall)).toBeGreaterThanOrEqual(55);
    expect(mean(overall)).toBeLessThanOrEqual(65);
    for (const xs of areas) {
      expect(mean(xs)).toBeGreaterThanOrEqual(55);
      expect(mean(xs)).toBeLessThanOrEqual(65);
    }
    overall.sort((x, y) => x - y);
    expect(overall[50]!).toBeLessThan(50); // 10th percentile: harder pairs exist
    expect(overall[450]!).toBeGreaterThan(70); // 90th percentile: easy ones too
  }, 30_000);
});

describe('synastry report', () => {
  const a = { nickname: 'Luna', chart: A, timeKnown: true };
  const b = { nickname: 'Sol', chart: B, timeKnown: true };
  const keys = [
    'overview',
    'attraction',
    'emotions',
    'communication',
    'growth',
    'houses',
    'advice',
  ];

  it('has its sections in a stable order, in both languages', () => {
    const syn = synastry(A, B);
    for (const lang of ['en', 'zh'] as const) {
      const report = composeSynastryReport(a, b, syn, lang);
      expect(report.map((s) => s.key)).toEqual(keys);
      for (const s of report) {
        expect(s.title.length).toBeGreaterThan(1);
        expect(s.text.length).toBeGreaterThan(40);
        expect(/[\u4e00-\u9fff]/.test(s.text)).toBe(lang === 'zh');
      }
      expect(report[0]!.title).toContain(String(syn.overall));
      expect(report[0]!.text).toContain('Luna');
      expect(report[5]!.text).toContain(lang === 'en' ? "Sol's" : 'Sol的');
    }
    expect(composeSynastryReport(a, b, syn, 'en')).toEqual(composeSynastryReport(a, b, syn, 'en'));
  });

  it('explains the houses it leaves out when birth times are unknown', () => {
    const u = { ...b, timeKnown: false };
    const one = synastry(A, B, { bTimeKnown: false });
    const en = composeSynastryReport(a, u, one, 'en');
    expect(en.map((s) => s.key)).toEqual(keys);
    expect(en[5]!.text).toContain("Sol's birth time is unknown");
    expect(en[5]!.text).toContain("Sol's");
    const none = synastry(A, B, { aTimeKnown: false, bTimeKnown: false });
    const zh = composeSynastryReport({ ...a, timeKnown: false }, u, none, 'zh');
    expect(zh[5]!.text).toBe(ASTRO_TEXT.zh.synastry.labels.housesBothUnknown);
    expect(zh.map((s) => s.key)).toEqual(keys);
    expect(zh.some((s) => s.text.includes('上升点'))).toBe(false);
  });

  it("highlights one person's chart, without the rising sign for an unknown time", () => {
    const known = chartHighlights(a, 'en');
    expect(known.key).toBe('highlights');
    expect(known.text).toMatch(/^Luna: Sun in Taurus, Moon in \w+, \w+ rising\./);
    const unknown = chartHighlights({ ...a, timeKnown: false }, 'en');
    expect(unknown.text).not.toMatch(/, \w+ rising\./);
    expect(unknown.text).toContain('rising sign is left out');
    const zh = chartHighlights({ ...b, timeKnown: false }, 'zh');
    expect(zh.text).toMatch(/^Sol：太阳天蝎座，月亮[^，。]+座。/);
    expect(zh.text).toContain('最紧密的相位');
    expect(chartHighlights(b, 'zh').text).toMatch(/，上升[^，。]+座。/);
  });

  it('has a text for every contact pair among the personal points, in both languages', () => {
    const points = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'asc'];
    for (const lang of ['en', 'zh'] as const) {
      const text = ASTRO_TEXT[lang].synastry;
      for (let i = 0; i < points.length; i++)
        for (let j = i; j < points.length; j++) {
          const pair = text.contact[`${points[i]}-${points[j]}` as ContactPair];
          expect(pair, `${points[i]}-${points[j]}`).toBeDefined();
          for (const tone of ['harmonious', 'tense'] as const) {
            const line = pair![tone]('Xa', 'Yb');
            expect(line).toContain('Xa');
            expect(line).toContain('Yb');
            expect(/[\u4e00-\u9fff]/.test(line)).toBe(lang === 'zh');
          }
        }
      for (let h = 1; h <= 12; h++) expect(text.overlay[h as 1]('Xa', 'Yb')).toContain('Yb');
    }
  });
});
