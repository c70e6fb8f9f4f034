import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { freshIp } from './support/client';
import { member } from './support/economy';
import { chunkText, sseEvents } from './support/sse';

// a built web app as the build leaves it: text files with .br and .gz copies beside them, a
// small one without
const web = mkdtempSync(path.join(os.tmpdir(), 'starlit-web-'));
const SCRIPT = `export const stars = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `star ${i}`))};`;
const PAGE = `<!doctype html><title>Starlit</title>${'<div class="sky"></div>'.repeat(80)}`;
mkdirSync(path.join(web, 'assets'));
function built(name: string, text: string, copies = true) {
  const file = path.join(web, name);
  writeFileSync(file, text);
  if (!copies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}
built('assets/index-abc.js', SCRIPT);
built('index.html', PAGE);
built('sw.js', `self.addEventListener('install', () => {});${' '.repeat(1200)}`);
built('assets/tiny-abc.css', 'body{color:#fff}', false);

const t = useTestApp({ WEB_DIST: web });
afterAll(() => rmSync(web, { recursive: true, force: true }));

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

const varies = (vary: unknown) =>
  String(vary)
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('compression', () => {
  it('sends the built .br or .gz copy to a client that accepts it, and the file itself otherwise', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(varies(br.headers.vary)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(varies(gz.headers.vary)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const encoding of [undefined, 'identity']) {
      const plain = await get('/assets/index-abc.js', encoding);
      expect(plain.headers['content-encoding'], encoding).toBeUndefined();
      expect(varies(plain.headers.vary), encoding).toBe(true);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body).toBe(SCRIPT);
    }

    // a file the build left without copies goes out as it is
    const tiny = await get('/assets/tiny-abc.css', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('body{color:#fff}');
  });

  it('keeps the page and the service worker uncached when they go out compressed', async () => {
    for (const url of ['/', '/index.html']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toBeDefined();
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(PAGE);
    }
    const worker = await get('/sw.js', 'gzip');
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers of 1 KB and more, never small ones', async () => {
    const doc = await get('/api/v2/openapi.json', 'br, gzip');
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('br');
    expect(varies(doc.headers.vary)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString()).openapi).toBe('3.1.0');

    const gz = await get('/api/v2/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBe('3.1.0');

    const plain = await get('/api/v2/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBe('3.1.0');
    expect(plain.rawPayload.length).toBeGreaterThan(doc.rawPayload.length * 3);

    // a small answer: an error envelope
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/tarot/shuffle',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { spreadId: 'single' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 4001, data: null });
  });

  it('keeps 1005 answers readable with their Retry-After', async () => {
    const m = await member(t);
    const ip = freshIp();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/chat/send',
        headers: { authorization: `Bearer ${m.token}`, 'accept-encoding': 'br, gzip' },
        payload: {},
        remoteAddress: ip,
      });
    let res = await send();
    for (let i = 0; i < 40 && res.statusCode !== 429; i++) res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-encoding']).toBeUndefined();
    const out = res.json();
    expect(out.code).toBe(1005);
    expect(res.headers['retry-after']).toBe(String(out.data.retryAfter));
  });

  it('never compresses a streamed reading', async () => {
    const m = await member(t);
    // three cards: a reading long enough (over 1 KB) that compression would apply to it
    const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'three' }, m.token);
    const drawn = await m.c.post(
      'tarot/prediction',
      {
        shuffleId: shuffled.data.shuffleId,
        question: 'Will I travel?',
        picks: [0, 1, 2],
        lang: 'en',
      },
      m.token,
    );
    expect(drawn.code, drawn.msg).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/tarot/predictionAnalysis',
      headers: {
        authorization: `Bearer ${m.token}`,
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      payload: { id: drawn.data.id, lang: 'en' },
    });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = sseEvents(res.body);
    expect(events.at(-1)!.event).toBe('done');
    expect(chunkText(events).length).toBeGreaterThan(1024);
  });
});
