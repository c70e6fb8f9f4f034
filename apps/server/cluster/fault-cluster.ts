import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { instance, nginx, postgres, redis, root, waitFor, type Proc } from './services';
import { nginxConfig } from './nginx';
import { signUp } from './traffic';
import { startMailCatcher } from '../../../e2e/support/mail-catcher';

/** Runs the compiled admin CLI on the cluster's database; it must succeed. */
export function adminCli(databaseUrl: string, args: string[]): void {
  const res = spawnSync(process.execPath, ['apps/server/dist/admin.mjs', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  expect(res.status, res.stderr.toString()).toBe(0);
}

/** Where a fault test's cluster listens and keeps its files (each test file its own). */
/**
 * A fault test's ports from its slot (a multiple of 10, each test file its own): PostgreSQL
 * 55400 + slot, Redis 56400 + slot, SMTP 12600 + slot, nginx 18100 + slot and the three
 * instances on the next three ports.
 */
export function clusterPorts(slot: number) {
  const lbPort = 18100 + slot;
  return {
    pgPort: 55400 + slot,
    redisPort: 56400 + slot,
    smtpPort: 12600 + slot,
    ports: [lbPort + 1, lbPort + 2, lbPort + 3] as const,
    lbPort,
  };
}

export interface FaultClusterPlan {
  /** names the instances and the temporary folders */
  name: string;
  pgPort: number;
  redisPort: number;
  smtpPort: number;
  ports: readonly [number, number, number];
  lbPort: number;
  metricsToken: string;
}

export interface FaultCluster {
  db: ReturnType<typeof postgres>;
  /** Redis; a test may stop it and start another on the same port (`restartRedis`) */
  cache: Proc;
  lb: Proc & { dir: string };
  servers: Proc[];
  /** members signed up on the instances in turn, each granted 100,000 points */
  members: Array<{ token: string; email: string }>;
  /** nginx's address, and one instance's */
  LB: string;
  direct: (i: number) => string;
  restartRedis: () => void;
  /**
   * SIGTERM to instance i, waits for it to exit, starts it again and waits until it is ready;
   * gives back the process that exited (its output, for a failing test to show)
   */
  restartInstance: (i: number) => Promise<Proc>;
  stop: () => Promise<void>;
}

const healthy = async (base: string) => (await fetch(`${base}/api/v2/health`)).status === 200;

/**
 * Three production instances on PostgreSQL and Redis behind deploy/nginx.conf, with six members
 * who can pay: what the fault tests (faults, hung database) start the same way.
 */
export async function startFaultCluster(plan: FaultClusterPlan): Promise<FaultCluster> {
  const dataDir = `/tmp/starlit-cluster-${plan.name}`;
  const runDir = mkdtempSync(path.join(tmpdir(), `starlit-cluster-${plan.name}-run-`));
  const mailDir = path.join(runDir, 'mail');
  const LB = `http://127.0.0.1:${plan.lbPort}`;
  const direct = (i: number) => `http://127.0.0.1:${plan.ports[i]}`;
  rmSync(dataDir, { recursive: true, force: true });
  const db = postgres(plan.pgPort);
  const mail = await startMailCatcher(plan.smtpPort, mailDir);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL: `redis://127.0.0.1:${plan.redisPort}`,
    PUBLIC_URL: LB,
    TRUST_PROXY: 'true',
    CODE_SENDS_PER_IP_HOUR: '100000',
    STORAGE: 'database',
    SMTP_URL: `smtp://127.0.0.1:${plan.smtpPort}`,
    DATA_DIR: dataDir,
    METRICS_TOKEN: plan.metricsToken,
  };
  const c: FaultCluster = {
    db,
    cache: redis(plan.redisPort),
    lb: undefined as unknown as FaultCluster['lb'],
    servers: [],
    members: [],
    LB,
    direct,
    restartRedis: () => void (c.cache = redis(plan.redisPort)),
    restartInstance: async (i) => {
      const old = c.servers[i]!;
      const exited = new Promise((resolve) => old.child.once('exit', resolve));
      old.child.kill('SIGTERM');
      await exited;
      c.servers[i] = instance(`${plan.name}${i}`, plan.ports[i]!, env);
      await waitFor(`instance ${i} again`, () => healthy(direct(i)), 60_000);
      return old;
    },
    stop: async () => {
      for (const s of c.servers) s.child.kill('SIGKILL');
      c.lb?.child.kill('SIGTERM');
      c.cache.child.kill('SIGKILL');
      await mail.close();
      db.destroy();
      rmSync(runDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // the first instance migrates alone; the others start on the migrated database
  c.servers.push(instance(`${plan.name}0`, plan.ports[0], env));
  await waitFor('instance 0', () => healthy(direct(0)), 60_000);
  c.servers.push(instance(`${plan.name}1`, plan.ports[1], env));
  c.servers.push(instance(`${plan.name}2`, plan.ports[2], env));
  await waitFor(
    'instances 1 and 2',
    async () => (await healthy(direct(1))) && healthy(direct(2)),
    60_000,
  );
  c.lb = nginx(nginxConfig(plan.lbPort, [...plan.ports]));
  await waitFor('nginx', () => healthy(LB), 10_000);
  for (let i = 0; i < 6; i++) c.members.push(await signUp(direct(i % 3), mailDir));
  for (const m of c.members) {
    adminCli(db.url, [
      'points:grant',
      '--user',
      m.email,
      '--amount',
      '100000',
      '--note',
      plan.name,
    ]);
  }
  return c;
}
