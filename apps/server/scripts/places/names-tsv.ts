/**
 * Files of language-tagged Chinese names kept in the repository (data/zh-names-*.tsv): one
 * `GeoNames id<TAB>name` per line under a header of `#` lines that says where the names came
 * from and under which licence. The places build reads them; the extract scripts write them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data');

/** zh-CN names from the countries-states-cities database (ODbL 1.0) */
export const CSC_TSV = join(DATA, 'zh-names-csc.tsv');
/** Chinese names of Natural Earth's populated places (public domain) */
export const NE_TSV = join(DATA, 'zh-names-ne.tsv');
/** Chinese names of Who's On First's places (CC BY; Wikidata's labels) */
export const WOF_TSV = join(DATA, 'zh-names-wof.tsv');
/** names written by our team, for places no open source names in Chinese */
export const OURS_TSV = join(DATA, 'zh-names-ours.tsv');

/** GeoNames id → name ('#' lines are the header). */
export function readNamesTsv(file: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [id, zh] = line.split('\t');
    if (id && zh) out.set(Number(id), zh);
  }
  return out;
}

export function writeNamesTsv(file: string, header: string[], names: Map<number, string>): void {
  const lines = [
    ...header.map((h) => `# ${h}`),
    ...[...names].sort(([a], [b]) => a - b).map(([id, zh]) => `${id}\t${zh}`),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * Every tagged name by GeoNames id, a later source before an earlier one: Natural Earth's
 * (Wikidata's labels, written by people), the countries-states-cities database's (many
 * machine translated, but mainland forms), our own (written in mainland usage for places that
 * neither of those names), and last Who's On First's (Wikidata's labels too, often the Taiwan or
 * Hong Kong form: 亚历山卓 for 亚历山大港, 圣荷西 for 圣何塞).
 */
export function readTaggedNames(): Map<number, string> {
  const optional = (file: string) => (existsSync(file) ? readNamesTsv(file) : []);
  return new Map([
    ...optional(WOF_TSV),
    ...optional(OURS_TSV),
    ...readNamesTsv(CSC_TSV),
    ...readNamesTsv(NE_TSV),
  ]);
}
