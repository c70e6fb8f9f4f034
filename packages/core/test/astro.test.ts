import { describe, expect, it } from 'vitest';
import { chart, houses, houseOf, norm360, planetPositions, signOf, skyFrame } from '../src/astro';

const rad = Math.PI / 180;
const arcsec = 1 / 3600;

/** Equatorial coordinates of date of an ecliptic point of date (latitude 0). */
function toEquator(lon: number, obliquity: number) {
  const e = obliquity * rad;
  const l = lon * rad;
  return {
    ra: norm360(Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / rad),
    dec: Math.asin(Math.sin(e) * Math.sin(l)) / rad,
  };
}

/** Altitude and hour angle of an equatorial point for a local sidereal time and latitude. */
function horizon(ra: number, dec: number, lst: number, lat: number) {
  const H = ((lst - ra + 540) % 360) - 180;
  const alt =
    Math.asin(
      Math.sin(lat * rad) * Math.sin(dec * rad) +
        Math.cos(lat * rad) * Math.cos(dec * rad) * Math.cos(H * rad),
    ) / rad;
  return { alt, H };
}

const cases = [
  { utc: '1990-05-17T04:30:00Z', lat: 31.23, lon: 121.47 },
  { utc: '1955-11-03T21:10:00Z', lat: 51.5, lon: -0.12 },
  { utc: '2024-02-29T08:00:00Z', lat: -33.87, lon: 151.21 },
  { utc: '1912-07-01T00:00:00Z', lat: 60.17, lon: 24.94 },
  { utc: '2087-12-24T18:45:00Z', lat: 40.71, lon: -74.01 },
];

describe('angles and houses', () => {
  for (const c of cases) {
    it(`puts the Ascendant on the eastern horizon and the MC on the meridian (${c.utc}, ${c.lat})`, () => {
      const result = chart({ utc: new Date(c.utc), lat: c.lat, lon: c.lon });
      const { gast, obliquity } = skyFrame(new Date(c.utc));
      const lst = norm360(gast * 15 + c.lon);
      const asc = toEquator(result.ascendant, obliquity);
      const rising = horizon(asc.ra, asc.dec, lst, c.lat);
      expect(Math.abs(rising.alt)).toBeLessThan(arcsec);
      expect(rising.H).toBeLessThan(0); // east of the meridian
      const mc = toEquator(result.mc, obliquity);
      expect(Math.abs(((mc.ra - lst + 540) % 360) - 180)).toBeLessThan(arcsec);
      expect(horizon(mc.ra, mc.dec, lst, c.lat).alt).toBeGreaterThan(0);
    });

    it(`trisects the semi-arcs for Placidus (${c.utc}, ${c.lat})`, () => {
      const result = chart({ utc: new Date(c.utc), lat: c.lat, lon: c.lon });
      const { gast, obliquity } = skyFrame(new Date(c.utc));
      const lst = norm360(gast * 15 + c.lon);
      // cusps 11 and 12 lie 1/3 and 2/3 of their diurnal semi-arc east of the meridian
      for (const [index, fraction] of [
        [10, 1 / 3],
        [11, 2 / 3],
      ] as const) {
        const p = toEquator(result.houses[index]!, obliquity);
        const dsa = Math.acos(-Math.tan(c.lat * rad) * Math.tan(p.dec * rad)) / rad;
        const H = horizon(p.ra, p.dec, lst, c.lat).H;
        expect(Math.abs(-H - fraction * dsa)).toBeLessThan(arcsec);
      }
      // opposite cusps are opposite
      for (let i = 0; i < 6; i++)
        expect(norm360(result.houses[i + 6]! - result.houses[i]!)).toBeCloseTo(180, 9);
    });
  }

  it('builds whole-sign and equal houses from the Ascendant', () => {
    const w = houses(100, 23.44, 40, 'wholeSign');
    expect(w.cusps[0]).toBe(Math.floor(w.ascendant / 30) * 30);
    const e = houses(100, 23.44, 40, 'equal');
    expect(norm360(e.cusps[3]! - e.ascendant)).toBeCloseTo(90, 9);
  });

  it('falls back from Placidus to Porphyry inside the polar circles, and says so', () => {
    const polar = chart({ utc: new Date('2000-06-21T12:00:00Z'), lat: 70, lon: 20 });
    expect(polar.houseSystem).toBe('porphyry');
    expect(polar.fallbackFrom).toBe('placidus');
    expect(polar.houses[0]).toBeCloseTo(polar.ascendant, 9);
    expect(polar.houses[9]).toBeCloseTo(polar.mc, 9);
  });

  it('finds the house and sign of a longitude', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
    expect(signOf(0)).toBe(0);
    expect(signOf(359.99)).toBe(11);
    expect(signOf(-1)).toBe(11);
  });
});

describe('planets', () => {
  it('gives the ten planets of J2000 in their signs, with Saturn retrograde', () => {
    const planets = planetPositions(new Date('2000-01-01T12:00:00Z'));
    expect(planets.map((p) => [p.id, signOf(p.lon)])).toEqual([
      ['sun', 9],
      ['moon', 7],
      ['mercury', 9],
      ['venus', 8],
      ['mars', 10],
      ['jupiter', 0],
      ['saturn', 1],
      ['uranus', 10],
      ['neptune', 10],
      ['pluto', 8],
    ]);
    expect(planets.find((p) => p.id === 'saturn')!.retrograde).toBe(true);
    expect(planets.find((p) => p.id === 'sun')!.speed).toBeCloseTo(1.019, 2);
    expect(planets.find((p) => p.id === 'moon')!.speed).toBeGreaterThan(11);
  });

  it('puts the Sun at the equinox and solstice points at the 2024 ingresses', () => {
    // March equinox 2024-03-20 03:06 UTC, June solstice 2024-06-20 20:51 UTC (USNO)
    const march = planetPositions(new Date('2024-03-20T03:06:00Z'))[0]!.lon;
    const june = planetPositions(new Date('2024-06-20T20:51:00Z'))[0]!.lon;
    expect(Math.abs(((march + 180) % 360) - 180)).toBeLessThan(0.002);
    expect(Math.abs(june - 90)).toBeLessThan(0.002);
  });
});
