import type { Plugin } from 'vite';

/**
 * One chunk for everything the app's boot module needs beyond the entry. The entry imports
 * the boot module dynamically (it paints first); left to automatic chunking, the boot
 * module's imports that screens share (the router, antd-mobile's helpers, icons) become a
 * score of tiny chunks, and over HTTP/1.1 each costs a round trip before the first screen.
 * `members` is filled at the end of the build: the modules reached from `boot` by static
 * imports and not from `entry`; pass it to a code-splitting group's `test`.
 */
export function bootChunk(entry: string, boot: string) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'starlit-boot-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (from: string) => {
        const seen = new Set<string>();
        const stack = [from];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const first = reach(entry);
      members.clear();
      for (const id of reach(boot)) if (!first.has(id)) members.add(id);
    },
  };
  return { plugin, members };
}
