/**
 * Writes test/fixtures/swe-transits.json: the exact aspects of the transiting planets to one
 * natal chart, found by brute force on Swiss Ephemeris positions (Moshier): every hour (the
 * Moon every 10 minutes) the signed distance to each aspect's longitude is checked for a change
 * of sign, then bisected to 0.1 s. The Moon over December 2026, the other planets from
 * 2026-12-01 to 2027-04-01 (a Mercury retrograde loop included). The transits tests compare our
 * interpolating search with it.
 *
 * Swiss Ephemeris is AGPL/LGPL, so it is not a dependency; install it just for this, outside
 * the workspace (as scripts/swe-toolkit-reference.mjs says) and run with NODE_PATH set.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(`${process.env.NODE_PATH ?? '.'}/`);
const swe = require('sweph');
const c = swe.constants;
const BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
const ASPECTS = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

const jdOf = (ms) => 2440587.5 + ms / 86400000;
const lon = (ms, body) => swe.calc_ut(jdOf(ms), body, c.SEFLG_MOSEPH).data[0];
const diff = (a, b) => ((((b - a) % 360) + 540) % 360) - 180;

const natal = { utc: '1990-05-17T04:30:00Z', lat: 31.23, lon: 121.47 };
const natalMs = Date.parse(natal.utc);
const h = swe.houses_ex2(jdOf(natalMs), 0, natal.lat, natal.lon, 'P').data.points;
const points = [
  ...BODIES.map((id, body) => ({ id, lon: lon(natalMs, body) })),
  { id: 'ascendant', lon: h[0] },
  { id: 'mc', lon: h[1] },
];
const targets = points.flatMap((p) =>
  Object.entries(ASPECTS).flatMap(([aspect, angle]) =>
    (angle === 0 || angle === 180 ? [angle] : [angle, -angle]).map((a) => ({
      point: p.id,
      aspect,
      lon: p.lon + a,
    })),
  ),
);

const events = [];
BODIES.forEach((planet, body) => {
  const from = Date.parse('2026-12-01T00:00:00Z');
  const to = Date.parse(planet === 'moon' ? '2027-01-01T00:00:00Z' : '2027-04-01T00:00:00Z');
  const step = planet === 'moon' ? 600_000 : 3_600_000;
  let prev = lon(from, body);
  for (let t = from; t < to; t += step) {
    const next = lon(t + step, body);
    for (const target of targets) {
      const f0 = diff(target.lon, prev);
      const f1 = diff(target.lon, next);
      if (f0 < 0 === f1 < 0 || Math.abs(f0 - f1) > 90) continue;
      let lo = t;
      let hi = t + step;
      while (hi - lo > 100) {
        const mid = (lo + hi) / 2;
        if (diff(target.lon, lon(mid, body)) < 0 === f0 < 0) lo = mid;
        else hi = mid;
      }
      const exact = Math.round((lo + hi) / 2);
      const speed = swe.calc_ut(jdOf(exact), body, c.SEFLG_MOSEPH | c.SEFLG_SPEED).data[3];
      events.push({
        planet,
        natalPoint: target.point,
        aspect: target.aspect,
        exactUtc: new Date(exact).toISOString(),
        speed: Math.round(speed * 1e6) / 1e6,
      });
    }
    prev = next;
  }
});
events.sort((a, b) => a.exactUtc.localeCompare(b.exactUtc));
const file = fileURLToPath(new URL('../test/fixtures/swe-transits.json', import.meta.url));
const source = JSON.stringify(`Swiss Ephemeris ${swe.version()} (Moshier), sweph 2.10.3-b-1`);
writeFileSync(
  file,
  `{"source":${source},"natal":${JSON.stringify(natal)},"events":[\n${events.map((x) => JSON.stringify(x)).join(',\n')}\n]}\n`,
);
console.info(`wrote ${events.length} events to ${file}`);
