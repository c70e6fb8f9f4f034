import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { startMailCatcher } from './mail-catcher';
import { operatorArgs, saveOperator } from './operator';
import {
  E2E_DISCOUNT_CODE,
  E2E_PORT,
  E2E_REDEEM_CODE,
  E2E_REDEEM_POINTS,
  MAIL_DIR,
  RUN_DIR,
  SMTP_PORT,
} from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Waits until the server answers healthy; fails at once if it exits first. */
async function waitForHealth(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`))),
  );
  const healthy = async () => {
    try {
      const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v2/health`);
      return res.ok && ((await res.json()) as { code: number }).code === 200;
    } catch {
      return false; // not listening yet
    }
  };
  await Promise.race([
    expect
      .poll(healthy, { message: 'the server is healthy', timeout: timeoutMs, intervals: [300] })
      .toBe(true),
    exited,
  ]);
}

/**
 * Operator commands on the run's database, before the server holds it (PGlite: one writer),
 * through `npm run admin`'s script: the compiled CLI, rebuilt first if its sources changed.
 */
function admin(dataDir: string, args: string[]): void {
  const database = EXTERNAL ? {} : { DATA_DIR: dataDir, DATABASE_URL: '' };
  execFileSync(process.execPath, ['scripts/admin.mjs', ...args], {
    cwd: root,
    env: { ...process.env, ...database },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * `E2E_EXTERNAL=1`: the app is already running at E2E_PORT (the cluster test's nginx in front
 * of its instances, on DATABASE_URL) and something else catches its mail into MAIL_DIR; the
 * setup only makes the operator's codes.
 */
const EXTERNAL = process.env.E2E_EXTERNAL === '1';

function operatorCodes(dataDir: string): void {
  admin(dataDir, [
    'redeem:create',
    '--code',
    E2E_REDEEM_CODE,
    '--type',
    'POINTS',
    '--benefits',
    String(E2E_REDEEM_POINTS),
    '--note',
    'e2e',
  ]);
  admin(dataDir, [
    'discount:create',
    '--code',
    E2E_DISCOUNT_CODE,
    '--tenths',
    '8',
    '--note',
    'e2e',
  ]);
}

/** Starts a mail catcher and the real server (compiled, built web app, fresh PGlite) for the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (EXTERNAL) {
    operatorCodes('');
    return async () => {};
  }
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await startMailCatcher(SMTP_PORT, MAIL_DIR);
  const dataDir = path.join(RUN_DIR, 'data');
  operatorCodes(dataDir);
  // the console's operator (e2e/tests/admin.spec.ts): its TOTP secret kept for the spec;
  // without it that spec alone fails, the others run
  try {
    saveOperator(
      execFileSync(process.execPath, ['scripts/admin.mjs', ...operatorArgs()], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
      }),
    );
  } catch (error) {
    process.stderr.write(`[e2e] operator:create failed: ${String(error)}\n`);
  }
  const log = openSync(path.join(RUN_DIR, 'server.log'), 'w');
  // what `npm start` runs: the web app and the compiled server, each rebuilt if stale
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'info',
      // every member of the suite signs up from 127.0.0.1
      CODE_SENDS_PER_IP_HOUR: '1000',
      // the local push service the reminders spec starts (e2e/support/push.ts)
      PUSH_SERVICES: 'localhost',
    },
    stdio: ['ignore', log, log],
  });
  // the server stops with the run, and with a setup that fails (else it holds the port)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exit = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exit;
    }
    await smtp.close();
  };
  try {
    await waitForHealth(child);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
