import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelExports, importedNames, resolveIn } from '../scripts/barrel';
import { closureChunks } from '../scripts/boot-chunk';

const nm = (file: string) => path.resolve(import.meta.dirname, '../../../node_modules', file);

interface Mod {
  code?: string;
  imports?: string[];
}

/** Runs the plugin's buildEnd over a module graph; returns each chunk's members by group test. */
function chunksOf(
  graph: Record<string, Mod>,
  entry: string,
  list: Parameters<typeof closureChunks>[1],
) {
  const { plugin, groups } = closureChunks(entry, list);
  const importers = (id: string) =>
    Object.keys(graph).filter((other) => graph[other]!.imports?.includes(id));
  const context = {
    getModuleInfo: (id: string) =>
      graph[id]
        ? {
            code: graph[id].code ?? '',
            importedIds: graph[id].imports ?? [],
            importers: importers(id),
          }
        : null,
  };
  (plugin.buildEnd as (this: unknown) => void).call(context);
  return Object.fromEntries(
    groups.map((group) => [group.name, Object.keys(graph).filter((id) => group.test(id))]),
  );
}

describe('package indexes', () => {
  it('reads what antd-mobile and ahooks pass on, file by file', () => {
    const antd = nm('antd-mobile/es/index.js');
    const exported = barrelExports(antd, readFileSync(antd, 'utf8'))!;
    expect(exported).toContainEqual({ names: ['Button'], from: './components/button' });
    expect(exported).toContainEqual({ names: [], from: './global' });
    const ahooks = nm('ahooks/es/index.js');
    expect(barrelExports(ahooks, readFileSync(ahooks, 'utf8'))).toContainEqual({
      names: ['clearCache'],
      from: './useRequest',
    });
  });

  it('takes no module with code of its own, nor the app’s files, for an index', () => {
    const button = nm('antd-mobile/es/components/button/button.js');
    expect(barrelExports(button, readFileSync(button, 'utf8'))).toBeUndefined();
    const app = '/app/src/components/index.ts';
    const code = Array.from({ length: 12 }, (_, i) => `export { A${i} } from './a${i}';`).join(
      '\n',
    );
    expect(barrelExports(app, code)).toBeUndefined();
    expect(barrelExports(`/x/node_modules/lib/index.js`, code)).toHaveLength(12);
  });

  it('lists the names a module imports, or none when it may take more', () => {
    expect(importedNames(`import { Button, Popup as P } from 'antd-mobile';`)).toEqual([
      'Button',
      'Popup',
    ]);
    expect(importedNames(`import * as all from 'antd-mobile';`)).toBeUndefined();
    expect(importedNames(`export * from '@tanstack/query-core';`)).toBeUndefined();
  });

  it('finds the file a relative specifier names among the imported ids', () => {
    const ids = ['/p/es/components/button/index.js', '/p/es/global/index.js', '/p/es/Aa.js'];
    expect(resolveIn('/p/es/index.js', './components/button', ids)).toEqual([ids[0]]);
    expect(resolveIn('/p/es/index.js', './Aa.js', ids)).toEqual([ids[2]]);
  });
});

describe('closureChunks', () => {
  const lib = '/nm/node_modules/ui/index.js';
  const barrel = Array.from(
    { length: 10 },
    (_, i) => `export { default as C${i} } from './c${i}';`,
  );
  const graph: Record<string, Mod> = {
    '/main': { imports: ['/react'] },
    '/react': {},
    '/boot': { imports: ['/react', '/router'] },
    '/router': {},
    '/home': { imports: ['/shared', lib], code: `import { C0 } from 'ui';` },
    '/explore': { imports: ['/shared', '/tarot', lib], code: `import { C1 } from 'ui';` },
    '/shared': { imports: ['/router'] },
    '/tarot': {},
    [lib]: {
      code: barrel.join('\n'),
      imports: barrel.map((_, i) => `/nm/node_modules/ui/c${i}.js`),
    },
    ...Object.fromEntries(barrel.map((_, i) => [`/nm/node_modules/ui/c${i}.js`, {}])),
  };

  it('gives each listed module what it reaches and the entry and earlier chunks do not', () => {
    const chunks = chunksOf(graph, '/main', [
      { name: 'boot', root: '/boot' },
      { name: 'home', root: '/home' },
      { name: 'explore', root: '/explore' },
    ]);
    expect(chunks.boot).toEqual(['/boot', '/router']);
    expect(chunks.home).toEqual(['/home', '/shared', lib, '/nm/node_modules/ui/c0.js']);
    // the package index's other components stay out: only the one each screen names
    expect(chunks.explore).toEqual(['/explore', '/tarot', '/nm/node_modules/ui/c1.js']);
  });

  it('puts a library’s files that later chunks use into its own chunk', () => {
    const chunks = chunksOf(graph, '/main', [
      { name: 'boot', root: '/boot' },
      { name: 'ui', match: /node_modules[\\/]ui[\\/]/ },
      { name: 'explore', root: '/explore' },
    ]);
    expect(chunks.ui).toEqual([lib, '/nm/node_modules/ui/c1.js']);
    expect(chunks.explore).toEqual(['/explore', '/shared', '/tarot']);
  });
});
