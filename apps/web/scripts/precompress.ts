import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/i;
/** Below this size the encoding's own overhead eats most of the gain. */
export const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file of at least MIN_BYTES under `dir`, for the server to send to clients that accept them.
 * A compressed copy that is not smaller than the original is not written. Returns the paths
 * of the originals that were compressed.
 */
export async function precompress(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    let wrote = false;
    if (br.length < body.length) {
      await writeFile(`${file}.br`, br);
      wrote = true;
    }
    if (gz.length < body.length) {
      await writeFile(`${file}.gz`, gz);
      wrote = true;
    }
    if (wrote) done.push(file);
  }
  return done;
}

/**
 * Precompresses the build output once everything is written, the service worker included
 * (its closeBundle runs before this one). The service worker's precache list matches files
 * by extension, so the .br and .gz copies never enter it.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'starlit-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const done = await precompress(outDir);
        this.info(`precompressed ${done.length} files (.br, .gz)`);
      },
    },
  };
}
