// The app server for `npm run bench:web`: the compiled server on a free loopback port with a
// fresh embedded database, and a member registered through the API (the e-mail code is read
// from the server's `[outbox]` log line).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from './build-stale.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The compiled server, apart from the terminal's signals, serving the web build in webDist;
 * `log()` is all it printed so far.
 */
export function startServer(port, dataDir, webDist) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.WEB_DIST = webDist;
  Object.assign(env, { LOG_LEVEL: 'info', NODE_ENV: 'production' });
  env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STORAGE', 'S3_BUCKET']) delete env[k];
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  return {
    child,
    log: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(late);
      }
    },
  };
}

export async function waitHealthy(base, server) {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.log()}`);
    if (Date.now() - started > 180_000) throw new Error('server not healthy within 180 s');
    try {
      const res = await fetch(`${base}/api/v2/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A POST to the API; 1007 (shed while the fresh server's event loop lags) is retried. */
async function api(base, route, body, token) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/v2/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ lang: 'en', ...body }),
    });
    const json = await res.json();
    if (json.code === 200) return json.data;
    if (json.code !== 1007 || attempt >= 30) throw new Error(`${route}: ${JSON.stringify(json)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A member with an own profile (born in Shanghai), so the signed-in screens show content. */
export async function registerMember(base, server) {
  const email = `bench-web-${Date.now()}@example.com`;
  await api(base, 'sendEmailCode', { email, purpose: 'register' });
  const started = Date.now();
  let code;
  while (!code) {
    code = new RegExp(`\\[outbox\\] to=${email.replace(/\./g, '\\.')} code=(\\d{6})`).exec(
      server.log(),
    )?.[1];
    if (Date.now() - started > 15_000) throw new Error('no [outbox] code in the server log');
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const reg = await api(base, 'register', { email, code, password: 'bench-pass-42' });
  const places = await fetch(`${base}/api/v2/personal/subRegion?q=Shanghai&lang=en`);
  const placeId = (await places.json()).data.list[0].id;
  const profile = {
    nickname: 'Mei',
    relationship: 'A',
    gender: 2,
    birthDate: '1992-05-14',
    birthTime: '10:30',
    birthPlaceId: placeId,
    residencePlaceId: placeId,
  };
  await api(base, 'personal/add', profile, reg.user_token);
  return { token: reg.user_token, userId: reg.user_id };
}
