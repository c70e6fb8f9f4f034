/**
 * Dumps the places of Who's On First admin repositories (whosonfirst-data/whosonfirst-data-admin-XX,
 * https://whosonfirst.org) that carry a Chinese name, as TSV on standard output, for
 * extract-wof-names.ts:
 *
 *   node --import tsx scripts/dump-wof-names.ts GIT_DIR... > wof.tsv
 *
 * Each GIT_DIR is a clone (a bare one will do) of one repository; its HEAD is read with
 * `git grep` and `git cat-file`, with no work tree. A `#` line names each repository and its
 * commit; then one place a line: GeoNames id (wof:concordances gn:id, a number or at times a
 * string of digits; else empty), placetype, country, latitude, longitude, Latin names (wof:name
 * and the English name, `|` between), and the Chinese names as `key=name|name` separated by
 * spaces (key: the part of the property name after `name:zho_`, e.g. `x_preferred`,
 * `cn_x_preferred`, `x_variant`). Deprecated and superseded places are left out; so are files
 * a shallow copy lacks (git reports them missing).
 */
import { execFileSync, spawnSync } from 'node:child_process';

interface WofProperties {
  'wof:name'?: string;
  'wof:repo'?: string;
  'wof:placetype'?: string;
  'wof:country'?: string;
  'wof:concordances'?: Record<string, unknown>;
  'wof:superseded_by'?: number[];
  'edtf:deprecated'?: string;
  'geom:latitude'?: number;
  'geom:longitude'?: number;
  [name: string]: unknown;
}

const clean = (s: string) => s.replace(/[\t\n|= ]+/g, ' ').trim();

function dump(dir: string): string[] {
  const git = (args: string[]) => execFileSync('git', ['-C', dir, ...args], { maxBuffer: 2 ** 30 });
  const commit = git(['rev-parse', '--short=7', 'HEAD']).toString().trim();
  const grep = spawnSync('git', ['-C', dir, 'grep', '-l', 'name:zho', 'HEAD', '--', 'data'], {
    maxBuffer: 2 ** 30,
  });
  const files = grep.stdout
    .toString()
    .split('\n')
    .filter((f) => f && !f.includes('-alt-'));
  const out = spawnSync('git', ['-C', dir, 'cat-file', '--batch'], {
    input: `${files.join('\n')}\n`,
    maxBuffer: 2 ** 31,
  }).stdout;
  let repo = '';
  const rows: string[] = [];
  for (let pos = 0; pos < out.length;) {
    const nl = out.indexOf(10, pos);
    const header = out.subarray(pos, nl).toString();
    pos = nl + 1;
    if (header.endsWith(' missing')) continue;
    const size = Number(header.split(' ')[2]);
    const body = out.subarray(pos, pos + size).toString();
    pos += size + 1;
    let p: WofProperties;
    try {
      p = (JSON.parse(body) as { properties: WofProperties }).properties;
    } catch {
      continue;
    }
    repo ||= p['wof:repo'] ?? '';
    if (p['edtf:deprecated'] || p['wof:superseded_by']?.length) continue;
    const zh = Object.entries(p)
      .filter(([k, v]) => k.startsWith('name:zho_') && Array.isArray(v))
      .map(([k, v]) => `${k.slice(9)}=${(v as string[]).map(clean).join('|')}`);
    const latin = [p['wof:name'], (p['name:eng_x_preferred'] as string[] | undefined)?.[0]];
    const gn = p['wof:concordances']?.['gn:id'];
    rows.push(
      [
        typeof gn === 'number' || (typeof gn === 'string' && /^\d+$/.test(gn)) ? Number(gn) : '',
        p['wof:placetype'] ?? '',
        p['wof:country'] ?? '',
        p['geom:latitude'] ?? '',
        p['geom:longitude'] ?? '',
        [...new Set(latin.filter((s): s is string => !!s).map(clean))].join('|'),
        zh.join(' '),
      ].join('\t'),
    );
  }
  return [`# ${repo || dir} ${commit}`, ...rows];
}

const dirs = process.argv.slice(2);
if (!dirs.length) throw new Error('usage: dump-wof-names.ts GIT_DIR...');
for (const dir of dirs) process.stdout.write(`${dump(dir).join('\n')}\n`);
