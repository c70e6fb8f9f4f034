import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server): the nearest folder above this module that holds a
 * package.json. The same whether this runs from src/ (tsx) or from the bundle in dist/, so files
 * read at run time (migrations, the place list, the web build) are found from here.
 */
export const SERVER_ROOT: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('server package.json not found above the server code');
    dir = parent;
  }
  return dir;
})();
