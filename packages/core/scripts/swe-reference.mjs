/**
 * Writes test/fixtures/swe-reference.json: Swiss Ephemeris (Moshier, built into the library)
 * positions and houses for 60 random moments 1900–2100 and places below 66° latitude, the
 * reference the astro tests compare astronomy-engine against.
 *
 * Swiss Ephemeris is AGPL, so it is not a dependency of the project; install it just for this:
 *   cd packages/core && npm i --no-save @swisseph/browser@1.1.1 && node scripts/swe-reference.mjs
 * (its bundled wrapper does not load under Node, so this calls the WebAssembly module directly.)
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// the package's main module sits beside the Emscripten module and its .wasm
const dist = require.resolve('@swisseph/browser').replace(/[^/]+$/, 'swisseph.js');
const { default: SwissEphModule } = await import(dist);
const m = await SwissEphModule({ wasmBinary: readFileSync(dist.replace(/\.js$/, '.wasm')) });

const MOSHIER_SPEED = 4 | 256;
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
const MEAN_NODE = 10;

function julday(d) {
  const hour = d.getUTCHours() + d.getUTCMinutes() / 60 + d.getUTCSeconds() / 3600;
  return m.ccall(
    'swe_julday_wrap',
    'number',
    ['number', 'number', 'number', 'number', 'number'],
    [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, 1],
  );
}
function calc(jd, body) {
  const xx = m._malloc(48);
  const serr = m._malloc(256);
  const ret = m.ccall(
    'swe_calc_ut_wrap',
    'number',
    ['number', 'number', 'number', 'number', 'number'],
    [jd, body, MOSHIER_SPEED, xx, serr],
  );
  if (ret < 0) throw new Error(m.UTF8ToString(serr));
  const out = [0, 1, 2, 3].map((i) => m.getValue(xx + i * 8, 'double'));
  m._free(xx);
  m._free(serr);
  return { lon: out[0], speed: out[3] };
}
function houses(jd, lat, lon, system) {
  const cusps = m._malloc(13 * 8);
  const ascmc = m._malloc(10 * 8);
  m.ccall(
    'swe_houses_wrap',
    'number',
    ['number', 'number', 'number', 'number', 'number', 'number'],
    [jd, lat, lon, system.charCodeAt(0), cusps, ascmc],
  );
  const c = Array.from({ length: 12 }, (_, i) => m.getValue(cusps + (i + 1) * 8, 'double'));
  const asc = m.getValue(ascmc, 'double');
  const mc = m.getValue(ascmc + 8, 'double');
  m._free(cusps);
  m._free(ascmc);
  return { cusps: c, asc, mc };
}

// a small deterministic generator (mulberry32) so the fixture can be regenerated identically
let seed = 20261123;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const round = (x) => Math.round(x * 1e7) / 1e7;

const start = Date.UTC(1900, 0, 1);
const end = Date.UTC(2100, 11, 31);
const cases = [];
for (let i = 0; i < 60; i++) {
  const utc = new Date(start + Math.floor((rand() * (end - start)) / 60000) * 60000);
  const lat = round(-65.9 + rand() * 131.8);
  const lon = round(-180 + rand() * 360);
  const jd = julday(utc);
  const planets = Object.fromEntries(
    BODIES.map((id, body) => {
      const p = calc(jd, body);
      return [id, { lon: round(p.lon), speed: round(p.speed) }];
    }),
  );
  const h = houses(jd, lat, lon, 'P');
  cases.push({
    utc: utc.toISOString(),
    lat,
    lon,
    planets,
    meanNode: round(calc(jd, MEAN_NODE).lon),
    ascendant: round(h.asc),
    mc: round(h.mc),
    placidus: h.cusps.map(round),
  });
}
const version = m.ccall('swe_version_wrap', 'string', [], []);
const file = fileURLToPath(new URL('../test/fixtures/swe-reference.json', import.meta.url));
// one case a line: readable diffs when the fixture is regenerated
const source = JSON.stringify(`Swiss Ephemeris ${version} (Moshier), @swisseph/browser 1.1.1`);
writeFileSync(
  file,
  `{"source":${source},"cases":[\n${cases.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`,
);
console.info(`wrote ${cases.length} cases to ${file}`);
