/**
 * The chat bench's other processes (see chat.ts).
 *
 * Loaded into every process the bench starts (`--import` for the server), it ends that
 * process when the bench's process is gone (its parent changes), so a bench killed with
 * SIGKILL leaves no server behind, nor (BENCH_SCRATCH) its scratch folder; the check runs
 * twice a second on an unref'd timer. Run as a script, it is one of two small children:
 *
 *   setup <members> <points>  opens the database the server will open (DATA_DIR's PGlite, or
 *                             DATABASE_URL), migrates and seeds it as the server does, adds
 *                             signed-in members with points, prints their bearer tokens as
 *                             JSON and closes it: before the server starts, since an embedded
 *                             PGlite has one process at a time
 *   bare                      a bare HTTP server that answers every chat message with a fixed
 *                             stream at once (the harness floor); prints its port as JSON
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const parent = process.ppid;
let orphaned = false;
setInterval(() => {
  if (process.ppid === parent || orphaned) return;
  orphaned = true;
  // the server shuts down as it would in production (SIGTERM); the others exit
  if (process.listenerCount('SIGTERM') > 0) process.kill(process.pid, 'SIGTERM');
  else process.exit(1);
}, 500).unref();
// and the bench's scratch folder (its database), which the bench could not remove
process.on('exit', () => {
  const scratch = process.env.BENCH_SCRATCH;
  if (process.ppid !== parent && scratch) rmSync(scratch, { recursive: true, force: true });
});

async function setup(count: number, points: number): Promise<void> {
  // imported here, not above: the server loads this file too, and should load only its own
  const { loadConfig } = await import('../src/lib/config');
  const { openDatabase } = await import('../src/db/client');
  const { seed } = await import('../src/modules/seeds');
  const { grantPoints } = await import('../src/operators/service');
  const { createUser } = await import('../src/modules/account/users');
  const { createSession } = await import('../src/lib/sessions');
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    await seed(database.db);
    const stamp = `${Date.now()}-${process.pid}`;
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const user = await createUser(database.db, {
        email: `bench-${stamp}-${i}@bench.local`,
        lang: 'en',
      });
      if (points) await grantPoints(database.db, user.id, points, 'bench');
      tokens.push((await createSession(database.db, user.id, 'password', 'bench')).token);
    }
    process.stdout.write(`${JSON.stringify({ tokens })}\n`);
  } finally {
    await database.close();
  }
}

async function bare(): Promise<void> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      const event = (name: string, data: object) =>
        res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      event('meta', { msgGroup: randomUUID(), userMessageId: randomUUID(), safety: 'ok' });
      event('chunk', { text: 'A fixed reply.' });
      event('done', { messageId: randomUUID(), charged: 'free' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.stdout.write(
    `${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`,
  );
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const [mode, ...args] = process.argv.slice(2);
  const run =
    mode === 'setup'
      ? setup(Number(args[0] ?? 1), Number(args[1] ?? 0))
      : mode === 'bare'
        ? bare()
        : Promise.reject(new Error(`usage: chat-child.ts setup <members> <points> | bare`));
  run.catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
