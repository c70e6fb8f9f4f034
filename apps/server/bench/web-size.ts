import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JavaScript a browser loads to show /login: the entry chunk, the Login screen's
 * chunk and everything they import statically (Vite's build manifest).
 */
export function loginRouteGzipBytes(): { files: string[]; gzipBytes: number } | null {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const roots = Object.entries(manifest).filter(
    ([key, c]) => c.isEntry || /screens\/Login\/index\.tsx$/.test(key),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key] of roots) visit(key);
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length,
    0,
  );
  return { files, gzipBytes };
}
