/**
 * Writes data/zh-names-ne.tsv: the Chinese names that Natural Earth's populated places
 * (ne_10m_populated_places, public domain) give the cities of places.json.gz, by GeoNames id,
 * in simplified characters.
 *
 *   node --import tsx scripts/extract-ne-names.ts FILE "SOURCE"
 *
 * FILE is ne_10m_populated_places as GeoJSON; SOURCE says where it came from, for the file's
 * header. Natural Earth took its NAME_ZH from Wikidata's labels, written by people, so a name
 * is trusted as it is when the place carries the same GeoNames id and lies within NEAR_KM of
 * ours; a place matched only by name and position must also sound like the place
 * (csc-names.ts' acceptable()). Needs the places build's packages (`places:build` installs
 * them). See docs/data-sources.md.
 */
import { readFileSync } from 'node:fs';
import { type CscCity, HAN_NAME, matchCsc, WORD } from './places/csc-names';
import { km, listedCities, readCities500 } from './places/geonames';
import { NE_TSV, writeNamesTsv } from './places/names-tsv';
import { simplified, zhNames } from './places/zh-names';

/** The fields of a populated place we read. */
interface NeProperties {
  NAME: string;
  NAMEASCII?: string | null;
  NAME_ZH?: string | null;
  ISO_A2: string;
  GEONAMEID?: number | null;
  LATITUDE: number;
  LONGITUDE: number;
}

/** Farther apart than this (km), a place with our GeoNames id is taken for another one. */
const NEAR_KM = 50;

function main(): void {
  const [file, source] = process.argv.slice(2);
  if (!file || !source) throw new Error('usage: extract-ne-names.ts FILE "SOURCE"');
  const places = (
    JSON.parse(readFileSync(file, 'utf8')) as { features: { properties: NeProperties }[] }
  ).features.map((f) => f.properties);

  const listed = listedCities(readCities500().filter((r) => r.country !== 'CN'));
  const byId = new Map(listed.map((r) => [r.id, r]));
  const matched = new Map<number, string>();
  const byName: CscCity[] = [];
  for (const p of places) {
    const raw = p.NAME_ZH?.trim();
    if (!raw) continue;
    // a Vietnamese town's kind (Sơn Tây: 山西市社) is not part of its name in Chinese
    const zh = simplified(raw, p.ISO_A2).replace(/(.{2,})市社$/u, '$1');
    const row = p.GEONAMEID ? byId.get(Math.round(p.GEONAMEID)) : undefined;
    if (row && km(row, { lat: p.LATITUDE, lon: p.LONGITUDE }) <= NEAR_KM) {
      if (HAN_NAME.test(zh) && !WORD.test(zh)) matched.set(row.id, zh);
      continue;
    }
    byName.push({
      name: p.NAMEASCII || p.NAME,
      country_code: p.ISO_A2,
      latitude: String(p.LATITUDE),
      longitude: String(p.LONGITUDE),
      translations: { 'zh-CN': zh },
    });
  }
  const byIdCount = matched.size;
  for (const [id, zh] of matchCsc(listed, byName)) if (!matched.has(id)) matched.set(id, zh);

  // only what the build uses: the name of a place GeoNames has none for, or the form chosen
  // among GeoNames' own
  const { tagged } = zhNames(listed, matched);
  const used = new Set([...tagged.filled, ...tagged.chosen]);
  const names = new Map([...matched].filter(([id]) => used.has(id)));
  if (process.env.NE_DEBUG)
    for (const id of tagged.filled) console.info(`  ${byId.get(id)!.name}: ${matched.get(id)}`);
  writeNamesTsv(
    NE_TSV,
    [
      'Simplified Chinese names of GeoNames places, by GeoNames id.',
      "From Natural Earth's populated places (ne_10m_populated_places, NAME_ZH; https://www.naturalearthdata.com),",
      'public domain; names taken by Natural Earth from Wikidata labels (CC0).',
      `Source: ${source}.`,
      'Made by apps/server/scripts/extract-ne-names.ts: matched by GeoNames id and place (or by name,',
      'place and sound), turned into simplified characters by OpenCC.',
    ],
    names,
  );
  console.info(
    `wrote ${NE_TSV}: ${names.size} names (${tagged.filled.length} of places GeoNames names ` +
      `none, ${tagged.chosen.length} chosen among its forms); ${matched.size} matched ` +
      `(${byIdCount} by GeoNames id), ${tagged.agreed} the same as GeoNames' choice, ` +
      `${tagged.differed} not among its forms`,
  );
}

main();
