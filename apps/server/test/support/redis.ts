import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** The redis-server binary on PATH, or null (tests that need one are skipped). */
export function redisServerBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : null;
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server on 127.0.0.1 (no persistence), ready when this resolves. */
export async function startRedis(binary: string): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (times > 100 ? null : 50),
  });
  probe.on('error', () => undefined); // refused until the server listens
  try {
    await probe.ping();
  } finally {
    probe.disconnect();
  }
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      })();
      return stopped;
    },
  };
}
