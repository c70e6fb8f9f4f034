/**
 * The server's import graph by folder: db, lib, plugins, jobs, admin, operators, i18n, each
 * module, and the files at src/ itself (root). Prints every folder-to-folder edge with the files
 * that make it, then the strongly connected components (Tarjan): a component of more than one
 * folder is an import cycle. Type-only imports count (they still tie the folders together).
 *
 * --layers folds every module into one node, modules: the ladder of layers without the modules'
 * calls to one another.
 *
 *   node --import tsx scripts/folder-graph.ts [--layers] [--edges] [--json]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const print = (line: string) => process.stdout.write(`${line}\n`);

const LAYERS = process.argv.includes('--layers');
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.[cm]?tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The node a src file belongs to: modules/<name> for a module, its top folder otherwise; a file
 * at src/ itself (app.ts, server.ts, paths.ts) and modules/index.ts are nodes of their own.
 */
function folderOf(path: string): string {
  let rel = relative(SRC, path).replace(/\.[cm]?[jt]sx?$/, '');
  try {
    if (statSync(join(SRC, rel)).isDirectory()) rel += '/index';
  } catch {
    // a file, not a folder
  }
  const parts = rel.split('/');
  if (LAYERS && parts[0] === 'modules') return 'modules';
  if (parts.length === 1) return `${rel}.ts`;
  if (parts[0] === 'modules')
    return parts.length === 2 ? `modules/${rel.slice(8)}.ts` : `modules/${parts[1]}`;
  return parts[0]!;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** folder → folder → the files that make the edge */
const edges = new Map<string, Map<string, Set<string>>>();
const nodes = new Set<string>();

for (const file of files(SRC)) {
  const from = folderOf(file);
  nodes.add(from);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(SRC)) continue;
    const to = folderOf(target);
    if (to === from) continue;
    const out = edges.get(from) ?? new Map<string, Set<string>>();
    edges.set(from, out);
    const via = out.get(to) ?? new Set<string>();
    out.set(to, via);
    via.add(`${relative(SRC, file)} → ${relative(SRC, target).replace(/\.js$/, '')}`);
  }
}

/** Tarjan's strongly connected components. */
function components(): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      out.push(c.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!idx.has(v)) visit(v);
  return out;
}

const sccs = components().filter((c) => c.length > 1);
sccs.sort((a, b) => b.length - a.length);
const inCycle = (c: string[]) =>
  [...edges].flatMap(([from, out]) =>
    [...out.keys()]
      .filter((to) => c.includes(from) && c.includes(to))
      .map((to) => `${from} → ${to}`),
  );

const totalEdges = [...edges.values()].reduce((n, out) => n + out.size, 0);
if (process.argv.includes('--json')) {
  print(
    JSON.stringify(
      {
        folders: nodes.size,
        edges: totalEdges,
        cycles: sccs.map((c) => ({ folders: c, edges: inCycle(c) })),
      },
      null,
      2,
    ),
  );
} else {
  print(`${nodes.size} folders, ${totalEdges} folder edges`);
  if (process.argv.includes('--edges'))
    for (const [from, out] of [...edges].sort())
      for (const [to, via] of [...out].sort())
        print(
          `  ${from} → ${to}  (${[...via].slice(0, 3).join('; ')}${via.size > 3 ? '; …' : ''})`,
        );
  if (!sccs.length) print('no folder cycles');
  for (const c of sccs) {
    const ce = inCycle(c);
    print(`\ncycle of ${c.length} folders, ${ce.length} edges inside it:\n  ${c.join(', ')}`);
  }
  const biggest = sccs[0]?.length ?? 1;
  print(`\nbiggest cycle: ${biggest} folders; folders in cycles: ${sccs.flat().length}`);
}
