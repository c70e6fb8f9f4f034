import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'starlit-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
} {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, log: () => out, exited };
}

async function waitHealthy(port: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v2/health`);
      expect(((await res.json()) as { code: number }).code).toBe(200);
    },
    { timeout: 120_000, interval: 100 },
  );
}

describe('server process', () => {
  it('refuses to start on a bad variable and names it', async () => {
    const { exited, log } = startServer({ PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(log()).toMatch(/PORT/);
    expect(log()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('holds the database alone, drains and finishes an in-flight request on SIGTERM, closes the database and restarts on it', async () => {
    const port = 18000 + Math.floor(Math.random() * 1000);
    const first = startServer({ PORT: String(port), DRAIN_GRACE_MS: '1500' });
    await waitHealthy(port);

    // a second server on the same embedded database refuses, naming the first
    const intruder = startServer({ PORT: String(port + 1) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.log()).toContain(`in use by process ${first.child.pid}`);
    expect(intruder.log()).not.toMatch(/at .*\.ts:\d+/);

    // a request whose body is still arriving when SIGTERM lands
    const body = JSON.stringify({ lang: 'en', padding: 'x'.repeat(200) });
    let req!: http.ClientRequest;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v2/unknown-route',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
    });
    // its head and the body's start are on the wire before the signal
    await new Promise((resolve) => req.write(body.slice(0, 20), resolve));
    first.child.kill('SIGTERM');
    // during the drain grace: not ready, yet still serving, each answer closing its connection
    await vi.waitFor(
      async () =>
        expect((await fetch(`http://127.0.0.1:${port}/api/v2/health/ready`)).status).toBe(503),
      { timeout: 1000, interval: 20 },
    );
    const served = await fetch(`http://127.0.0.1:${port}/api/v2/health`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(((await served.json()) as { code: number }).code).toBe(200);
    // the rest of the body arrives during the drain: the request is finished, not cut off
    req.end(body.slice(20));
    const res = await response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).code).toBe(404);
    expect(await first.exited).toBe(0);
    expect(first.log()).toContain('closed cleanly');

    const second = startServer({ PORT: String(port), DRAIN_GRACE_MS: '0' });
    await waitHealthy(port);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
