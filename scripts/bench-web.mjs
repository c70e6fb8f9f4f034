#!/usr/bin/env node
// `npm run bench:web`: Lighthouse figures of the built app (figures, not a gate).
// Builds what is stale, starts the compiled server on a free loopback port with a fresh
// embedded database, registers a member with an own profile (the e-mail code is read from the
// server's `[outbox]` log line), then runs Lighthouse (mobile preset) BENCH_WEB_RUNS times (3)
// per route and prints the medians of the scores, LCP, TBT and CLS, the JavaScript loaded before
// first paint on `/` (index.html's script and modulepreload tags, gzip) and the largest chunk.
// Visitor and signed-in routes open as a device that has seen the first-open introduction.
// BENCH_WEB_ROUTES (comma-separated, e.g. `/,/login`) picks routes; BENCH_WEB_SHOTS=<folder>
// keeps each run's final screenshot, BENCH_WEB_LHR=<folder> each run's whole Lighthouse report
// (JSON: the request chain, long tasks). BENCH_WEB_DIST=<folder> measures that web build (e.g.
// `vite build --outDir <folder>`) with the compiled server as they are: nothing is rebuilt. The
// table is also written as JSON under the OS temp folder. The server and Chrome are stopped in
// every case; the exit status is 0 once printed.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildStale, root } from './build-stale.mjs';
import { freePort, registerMember, startServer, waitHealthy } from './bench-web-server.mjs';

const VISITOR = ['/', '/login', '/expore', '/answersBook', '/mbtiHome'];
const MEMBER = ['/todayFortune', '/natalChartReport', '/drawingTenCards'];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3) || 3);
const picked = process.env.BENCH_WEB_ROUTES?.split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const ROUTES = [...VISITOR, ...MEMBER].filter((r) => !picked?.length || picked.includes(r));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WEB_DIST = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(root, 'apps/web/dist');
/** BENCH_WEB_SHOTS: a folder for Lighthouse's final screenshot of each run (what was measured) */
const SHOTS = process.env.BENCH_WEB_SHOTS;
/** BENCH_WEB_LHR: a folder for each run's Lighthouse report (JSON) */
const LHR = process.env.BENCH_WEB_LHR;

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const gz = (file) => gzipSync(readFileSync(file)).length;

/** The JavaScript index.html loads before first paint, and the largest chunk; gzip bytes. */
function bundleFigures() {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entry = tags
    .filter((t) => /^<script\b/.test(t) || /rel="modulepreload"/.test(t))
    .map((t) => /(?:src|href)="([^"]+\.js)"/.exec(t)?.[1])
    .filter(Boolean);
  const entryGzip = entry.reduce((sum, src) => sum + gz(path.join(WEB_DIST, src)), 0);
  const assets = path.join(WEB_DIST, 'assets');
  let largest = { name: '', gzip: 0, raw: 0 };
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const size = gz(path.join(assets, name));
    if (size > largest.gzip)
      largest = { name, gzip: size, raw: statSync(path.join(assets, name)).size };
  }
  return {
    entryFiles: entry,
    entryGzipKb: kb(entryGzip),
    largestChunk: largest.name,
    largestChunkGzipKb: kb(largest.gzip),
    largestChunkRawKb: kb(largest.raw),
  };
}

/** One Lighthouse run in a new tab; local storage is set before the app's scripts run. */
async function measure(browser, url, storage) {
  const page = await browser.newPage();
  try {
    await page.evaluateOnNewDocument((items) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, storage);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    const { categories: c, audits: a } = result.lhr;
    const shot = a['final-screenshot']?.details?.data;
    if (SHOTS && shot) {
      const name = `${url.split('#/')[1] || 'home'}-${Date.now()}.jpg`;
      writeFileSync(path.join(SHOTS, name), Buffer.from(shot.split(',')[1], 'base64'));
    }
    if (LHR) {
      const name = `${url.split('#/')[1] || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(LHR, name), JSON.stringify(result.lhr));
    }
    const score = (x) => (x?.score == null ? null : Math.round(x.score * 100));
    return {
      performance: score(c.performance),
      accessibility: score(c.accessibility),
      bestPractices: score(c['best-practices']),
      lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: a['total-blocking-time']?.numericValue ?? null,
      cls: a['cumulative-layout-shift']?.numericValue ?? null,
      finalUrl: result.lhr.finalDisplayedUrl,
      error: result.lhr.runtimeError?.message,
    };
  } finally {
    await page.close().catch(() => {});
  }
}

function printTable(rows, bundle) {
  const fmt = (v, f) => (v == null ? '–' : f(v));
  const head = ['Route', 'Perf', 'A11y', 'BestPr', 'LCP s', 'TBT ms', 'CLS'];
  const lines = rows.map((r) => [
    `${r.route}${r.signedIn ? ' (member)' : ''}`,
    fmt(r.performance, String),
    fmt(r.accessibility, String),
    fmt(r.bestPractices, String),
    fmt(r.lcpMs, (v) => (v / 1000).toFixed(2)),
    fmt(r.tbtMs, (v) => String(Math.round(v))),
    fmt(r.cls, (v) => v.toFixed(3)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.info(row(head));
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.info(row(l));
  for (const r of rows)
    for (const e of new Set(r.runs.map((x) => x.error).filter(Boolean)))
      console.info(`${r.route}: ${e}`);
  console.info(
    `\nJavaScript before first paint on / (gzip): ${bundle.entryGzipKb} KB in ${bundle.entryFiles.length} files` +
      `\nLargest chunk: ${bundle.largestChunk} ${bundle.largestChunkGzipKb} KB gzip (${bundle.largestChunkRawKb} KB raw)`,
  );
}

async function main() {
  // a given build is measured with the compiled server as it is (built only when missing)
  const serverBuilt = existsSync(path.join(root, 'apps/server/dist/server.mjs'));
  buildStale(process.env.BENCH_WEB_DIST ? (serverBuilt ? [] : ['server']) : ['web', 'server']);
  const bundle = bundleFigures();
  const work = mkdtempSync(path.join(os.tmpdir(), 'starlit-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server;
  let chrome;
  let browser;
  const cleanup = async () => {
    await browser?.disconnect().catch(() => {});
    await new Promise((r) => r(chrome?.kill())).catch(() => {});
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => void cleanup().finally(() => process.exit(130)));
  process.once('uncaughtException', (err) => {
    console.error('[bench:web] failed:', err);
    void cleanup().finally(() => process.exit(1));
  });
  // the last resort when the process ends another way: no server or Chrome is left behind
  process.once('exit', () => {
    server?.child.kill('SIGKILL');
    try {
      if (chrome?.pid) process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  try {
    if (!existsSync(CHROME_PATH)) throw new Error(`no Chrome at ${CHROME_PATH} (CHROME_PATH)`);
    server = startServer(port, path.join(work, 'data'), WEB_DIST);
    await waitHealthy(base, server);
    const member = MEMBER.some((r) => ROUTES.includes(r))
      ? await registerMember(base, server)
      : null;
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--no-sandbox', '--headless=new', '--disable-gpu'],
      handleSIGINT: false,
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const rows = [];
    for (const route of ROUTES) {
      const signedIn = MEMBER.includes(route);
      const storage = { onboarded: '1' };
      if (signedIn)
        Object.assign(storage, { token: member.token, userId: member.userId, loginStatus: 'true' });
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // a run whose trace failed (NO_NAVSTART and the like on a busy machine) is tried again once
        let run;
        for (let attempt = 0; attempt < 2 && (!run || run.error); attempt++) {
          try {
            run = await measure(browser, `${base}/#${route}`, storage);
          } catch (err) {
            run = { error: String(err?.message ?? err) };
          }
        }
        runs.push(run);
        process.stderr.write(`[bench:web] ${route} run ${i + 1}/${RUNS} done\n`);
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      rows.push({
        route,
        signedIn,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        runs,
      });
    }
    printTable(rows, bundle);
    const file = path.join(os.tmpdir(), `starlit-bench-web-${Date.now()}.json`);
    const { version } = createRequire(import.meta.url)('lighthouse/package.json');
    const report = { lighthouse: version, preset: 'mobile', runsPerRoute: RUNS, bundle, rows };
    writeFileSync(file, JSON.stringify(report, null, 2));
    console.info(`\nJSON: ${file}`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error('[bench:web] failed:', err);
    process.exit(1);
  },
);
