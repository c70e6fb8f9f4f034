/**
 * Writes test/fixtures/swe-toolkit.json: Swiss Ephemeris (Moshier, built into the library)
 * house cusps in seven systems, the Vertex, ayanamsas, lunar nodes and apogees for random
 * moments 1900–2100 at latitudes below the polar circles and a few inside them, and twelve
 * solar returns: the reference the chart-options tests compare our own engine with.
 *
 * Swiss Ephemeris is AGPL/LGPL, so it is not a dependency of the project; install it just for
 * this, outside the workspace:
 *   mkdir -p /tmp/swe && cd /tmp/swe && npm i sweph@2.10.3-b-1 \
 *     && NODE_PATH=/tmp/swe/node_modules node <repo>/packages/core/scripts/swe-toolkit-reference.mjs
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(`${process.env.NODE_PATH ?? '.'}/`);
const swe = require('sweph');
const c = swe.constants;
const FLAGS = c.SEFLG_MOSEPH | c.SEFLG_SPEED;
const SYSTEMS = {
  placidus: 'P',
  koch: 'K',
  wholeSign: 'W',
  equal: 'E',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
};

const round = (x) => Math.round(x * 1e7) / 1e7;
const julday = (d) =>
  swe.julday(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours() + d.getUTCMinutes() / 60,
    c.SE_GREG_CAL,
  );
const lonOf = (jd, body, flags = FLAGS) => {
  const r = swe.calc_ut(jd, body, flags);
  if (r.error) throw new Error(r.error);
  return round(r.data[0]);
};
const ayanamsa = (jd, mode) => {
  swe.set_sid_mode(mode, 0, 0);
  return round(swe.get_ayanamsa_ex_ut(jd, c.SEFLG_MOSEPH).data);
};

// a fixed sequence of moments and places (mulberry32), so the fixture regenerates identically
let seed = 20261206;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const start = Date.UTC(1900, 0, 1);
const end = Date.UTC(2100, 11, 31);
const cases = [];
for (let i = 0; i < 48; i++) {
  const utc = new Date(start + Math.floor((rand() * (end - start)) / 60000) * 60000);
  // six cases inside the polar circles (latitudes 67°–80°, both hemispheres)
  const polar = i >= 42;
  const lat = round(polar ? (i % 2 ? -1 : 1) * (67 + rand() * 13) : -65.9 + rand() * 131.8);
  const lon = round(-180 + rand() * 360);
  const jd = julday(utc);
  const houses = Object.fromEntries(
    Object.entries(SYSTEMS).map(([id, code]) => {
      const h = swe.houses_ex2(jd, 0, lat, lon, code);
      return [id, h.data.houses.map(round)];
    }),
  );
  const angles = swe.houses_ex2(jd, 0, lat, lon, 'P').data.points;
  const lahiri = ayanamsa(jd, c.SE_SIDM_LAHIRI);
  cases.push({
    utc: utc.toISOString(),
    lat,
    lon,
    ascendant: round(angles[0]),
    mc: round(angles[1]),
    vertex: round(angles[3]),
    houses,
    sun: lonOf(jd, c.SE_SUN),
    moon: lonOf(jd, c.SE_MOON),
    meanNode: lonOf(jd, c.SE_MEAN_NODE),
    trueNode: lonOf(jd, c.SE_TRUE_NODE),
    meanApogee: lonOf(jd, c.SE_MEAN_APOG),
    osculatingApogee: lonOf(jd, c.SE_OSCU_APOG),
    ayanamsa: { lahiri, faganBradley: ayanamsa(jd, c.SE_SIDM_FAGAN_BRADLEY) },
    siderealSun:
      (swe.set_sid_mode(c.SE_SIDM_LAHIRI, 0, 0), lonOf(jd, c.SE_SUN, FLAGS | c.SEFLG_SIDEREAL)),
  });
}
// solar returns: for twelve natal moments, the first instant on or after 1 January of a year
// when the Sun is back at its natal longitude (Swiss Ephemeris' own crossing search)
const returns = [];
for (let i = 0; i < 12; i++) {
  const natal = new Date(start + Math.floor((rand() * (end - start)) / 60000) * 60000);
  const year = 1950 + Math.floor(rand() * 100);
  const sun = swe.calc_ut(julday(natal), c.SE_SUN, c.SEFLG_MOSEPH).data[0];
  const from = swe.julday(year, 1, 1, 0, c.SE_GREG_CAL);
  const jd = swe.solcross_ut(sun, from, c.SEFLG_MOSEPH).date;
  returns.push({
    natal: natal.toISOString(),
    year,
    utc: new Date(Math.round((jd - 2440587.5) * 86400000)).toISOString(),
  });
}
const file = fileURLToPath(new URL('../test/fixtures/swe-toolkit.json', import.meta.url));
const source = JSON.stringify(`Swiss Ephemeris ${swe.version()} (Moshier), sweph 2.10.3-b-1`);
// one case a line: readable diffs when the fixture is regenerated
writeFileSync(
  file,
  `{"source":${source},"returns":${JSON.stringify(returns)},"cases":[\n${cases.map((x) => JSON.stringify(x)).join(',\n')}\n]}\n`,
);
console.info(`wrote ${cases.length} cases to ${file}`);
