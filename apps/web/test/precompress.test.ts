import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress';

const dir = mkdtempSync(path.join(os.tmpdir(), 'starlit-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (n: number) => 'const starlit = "night sky";\n'.repeat(Math.ceil(n / 28)).slice(0, n);

describe('precompress', () => {
  it('writes .br and .gz beside text files of 1 KB and more, and leaves the rest alone', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const script = text(4000);
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${text(2000)}`);
    writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ n: text(1500) }));
    writeFileSync(path.join(dir, 'small.js'), text(1000));
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4000));

    const done = await precompress(dir);

    expect(done.map((f) => path.relative(dir, f)).sort()).toEqual([
      path.join('assets', 'index-abc.js'),
      'index.html',
      'manifest.webmanifest',
    ]);
    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 4);
    for (const skipped of ['small.js', 'icon.png']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
