/**
 * Writes data/zh-names-csc.tsv: the simplified Chinese names (zh-CN) that the
 * countries-states-cities database has for the cities of places.json.gz, by GeoNames id.
 *
 *   node --import tsx scripts/extract-csc-names.ts DIR "SOURCE"
 *
 * DIR holds the database's `contributions/cities/<CC>.json` files; SOURCE says where they came
 * from (repository and commit), for the file's header. Needs the places build's packages
 * (`places:build` installs them). See docs/data-sources.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CscCity, matchCsc } from './places/csc-names';
import { listedCities, readCities500 } from './places/geonames';
import { CSC_TSV, writeNamesTsv } from './places/names-tsv';
import { zhNames } from './places/zh-names';

function main(): void {
  const [dir, source] = process.argv.slice(2);
  if (!dir || !source) throw new Error('usage: extract-csc-names.ts DIR "SOURCE"');
  const cities: CscCity[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => /^[A-Z]{2}\.json$/.test(f))
    .sort())
    cities.push(...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CscCity[]));

  const listed = listedCities(readCities500().filter((r) => r.country !== 'CN'));
  const matched = matchCsc(listed, cities);
  // only what the build uses: the name of a place GeoNames has none for, or the form chosen
  // among GeoNames' own
  const { tagged } = zhNames(listed, matched);
  const used = new Set([...tagged.filled, ...tagged.chosen]);
  const names = new Map([...matched].filter(([id]) => used.has(id)));
  if (process.env.CSC_DEBUG) {
    const byId = new Map(listed.map((r) => [r.id, r]));
    for (const id of tagged.chosen)
      console.info(`  chosen ${byId.get(id)!.name}: ${matched.get(id)}`);
  }
  writeNamesTsv(
    CSC_TSV,
    [
      'Simplified Chinese (zh-CN) names of GeoNames places, by GeoNames id.',
      'From the countries-states-cities database (https://github.com/dr5hn/countries-states-cities-database),',
      '© its contributors, Open Database License 1.0 (https://opendatacommons.org/licenses/odbl/1.0/).',
      `Source: ${source}.`,
      'Made by apps/server/scripts/extract-csc-names.ts: matched by country, name and place, and',
      'kept only where the name is Han and sounds like the place (see scripts/places/csc-names.ts).',
    ],
    names,
  );
  const countries = new Set(cities.map((c) => c.country_code)).size;
  console.info(
    `wrote ${CSC_TSV}: ${names.size} names for ${listed.length} places (${countries} countries ` +
      `read; ${matched.size} matched, ${tagged.agreed} the same as GeoNames' choice, ` +
      `${tagged.differed} not among its forms)`,
  );
}

main();
