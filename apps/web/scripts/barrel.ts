import path from 'node:path';

/** What a package index passes on from one of its files. */
export interface ReExport {
  /** the names it exports from there (none for a bare `import './x'`) */
  names: string[];
  from: string;
}

const BINDING = /^(?:default\s+as\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/;

/** `a, b as c, default as D` -> [[local, exported], ...] */
function bindings(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => BINDING.exec(part.trim().replace(/^type\s+/, '')))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [m[1]!, m[2] ?? m[1]!]);
}

/**
 * A package module made only of imports and re-exports (a package index such as
 * antd-mobile's or ahooks'), as what it passes on from each file; undefined for any other.
 * Understood: `export { a, default as B } from './x'`, `import './y'`,
 * `import Z, { w } from './z'` and `export { Z, w }`.
 */
export function barrelExports(id: string, code: string | null | undefined): ReExport[] | undefined {
  if (!code || !/[\\/]node_modules[\\/]/.test(id)) return undefined;
  const out: ReExport[] = [];
  const local = new Map<string, string>();
  const exported: [string, string][] = [];
  const statement =
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]|export\s*\{([^}]*)\}/g;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(statement, (_, reList, reFrom, bare, def, named, from, list) => {
      if (reFrom) out.push({ names: bindings(reList).map(([, name]) => name), from: reFrom });
      else if (bare) out.push({ names: [], from: bare });
      else if (from) {
        if (def) local.set(def, from);
        for (const [, name] of bindings(named ?? '')) local.set(name, from);
      } else exported.push(...bindings(list));
      return '';
    });
  if (rest.replace(/[;\s]/g, '') || out.length + local.size < 10) return undefined;
  for (const [name, as] of exported) {
    const from = local.get(name);
    if (from) out.push({ names: [as], from });
  }
  return out;
}

/**
 * The names a module imports by name from any module (`import { a, b as c } from`); undefined
 * when it may take more than it names (`import * as`, `export * from`, `export { a } from`).
 */
export function importedNames(code: string | null | undefined): string[] | undefined {
  if (!code || /import\s*\*|export\s*\*|export\s*\{[^}]*\}\s*from/.test(code)) return undefined;
  const names: string[] = [];
  for (const m of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from/g))
    for (const [name] of bindings(m[1]!)) names.push(name);
  return names;
}

/** The imported module ids that a relative specifier of `from` names (`./x` -> `./x/index.js`). */
export function resolveIn(from: string, spec: string, importedIds: readonly string[]): string[] {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  const bare = (id: string) => id.replace(/(?:[\\/]index)?\.(?:js|mjs)$/, '');
  return importedIds.filter((id) => bare(id) === base || id.replace(/\.js$/, '') === base);
}
