import type { Plugin } from 'vite';
import { barrelExports, importedNames, resolveIn } from './barrel';

/**
 * A chunk made of what a module reaches by static imports, or of what the files of a library
 * (ids matching a pattern) that the modules listed after it use reach (see `closureChunks`).
 */
export type ClosureChunk = { name: string } & ({ root: string } | { match: RegExp });

/**
 * One chunk per listed module for everything it reaches by static imports and the entry and
 * the chunks listed before it do not. The entry imports the boot module and the first screen
 * dynamically (it paints first); left to automatic chunking, their imports that screens share
 * (the router, antd-mobile's helpers, icons, shared components, a feature's store) become a
 * score of tiny chunks, and over HTTP/1.1 each costs a round trip before the first screen.
 * A chunk only imports the entry and the chunks before it, so the order makes no cycles: the
 * boot module first, then the screens people open first. A screen listed later, or not at all,
 * that shares a module with a listed one loads that one's whole chunk.
 * `groups` is filled at the end of the build: pass them to `output.codeSplitting.groups`.
 */
export function closureChunks(entry: string, chunks: readonly ClosureChunk[]) {
  const members = new Map<string, Set<string>>(chunks.map((c) => [c.name, new Set<string>()]));
  const plugin: Plugin = {
    name: 'starlit-closure-chunks',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const reach = (from: string) => {
        const seen = new Set<string>();
        const barrels = new Set<string>();
        const stack = [from];
        // a package's index that re-exports every component is followed only to the names
        // the modules reached import, so a chunk holds the components used, not all; its
        // importers may come later, so the indexes are gone through again until nothing is added
        while (stack.length) {
          while (stack.length) {
            const id = stack.pop()!;
            if (seen.has(id)) continue;
            seen.add(id);
            if (barrelExports(id, info(id)?.code)) barrels.add(id);
            else stack.push(...(info(id)?.importedIds ?? []));
          }
          for (const id of barrels) {
            const lists = (info(id)?.importers ?? [])
              .filter((importer) => seen.has(importer))
              .map((importer) => importedNames(info(importer)?.code));
            const named = lists.every(Boolean) ? new Set(lists.flat()) : undefined;
            for (const file of barrelExports(id, info(id)?.code)!)
              if (!named || !file.names.length || file.names.some((n) => named.has(n!)))
                for (const dep of resolveIn(id, file.from, info(id)?.importedIds ?? []))
                  if (!seen.has(dep)) stack.push(dep);
          }
        }
        return seen;
      };
      const taken = reach(entry);
      chunks.forEach((chunk, i) => {
        const own = members.get(chunk.name)!;
        own.clear();
        // a library's chunk: its files that the modules listed after it reach
        const later = new Set(
          chunks.slice(i + 1).flatMap((next) => ('root' in next ? [...reach(next.root)] : [])),
        );
        const roots =
          'root' in chunk
            ? [chunk.root]
            : [...later].filter((id) => chunk.match.test(id) && !taken.has(id));
        for (const root of roots)
          for (const id of reach(root)) {
            if (taken.has(id)) continue;
            own.add(id);
            taken.add(id);
          }
      });
    },
  };
  const groups = chunks.map(({ name }, i) => ({
    name,
    test: (id: string) => members.get(name)!.has(id),
    // the sets are whole already; earlier chunks first
    includeDependenciesRecursively: false,
    priority: 100 - i,
  }));
  return { plugin, groups };
}
