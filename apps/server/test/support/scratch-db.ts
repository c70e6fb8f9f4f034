import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/client';

/** A TCP proxy a test puts in front of the server: it listens on `port` once `listen()` resolves. */
export interface TestProxy {
  port: number;
  listen(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server of `url`, for a test that puts a proxy of its
 * own between the app and the server: `create()` makes it anew, `drop()` removes it, `direct`
 * is its URL on the server itself, and `openBehind()` makes it and opens it through the proxy.
 * Nothing is parsed until used: a suite skipped for want of PostgreSQL still collects its body.
 */
export function scratchDatabase(url: string, name: string) {
  const admin = async (statement: string) => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    try {
      await a.query(statement);
    } finally {
      await a.end();
    }
  };
  const create = async () => {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
  };
  const upstream = () => {
    const real = new URL(url);
    return { host: real.hostname, port: Number(real.port || 5432) };
  };
  const via = (port: number): string => {
    const through = new URL(url);
    through.host = `127.0.0.1:${port}`;
    through.pathname = `/${name}`;
    return through.toString();
  };
  return {
    create,
    drop: () => admin(`DROP DATABASE IF EXISTS ${name}`),
    /** the database's URL on the server itself */
    get direct(): string {
      const direct = new URL(url);
      direct.pathname = `/${name}`;
      return direct.toString();
    },
    /**
     * Makes the database anew and opens it through the test's own proxy to the server, once
     * that proxy listens: the proxy and the open database.
     */
    async openBehind<P extends TestProxy>(
      proxyTo: (server: ReturnType<typeof upstream>) => P,
      options: Omit<DatabaseOptions, 'url'>,
    ): Promise<{ proxy: P; database: Database }> {
      await create();
      const proxy = proxyTo(upstream());
      await proxy.listen();
      return { proxy, database: await openDatabase({ ...options, url: via(proxy.port) }) };
    },
  };
}
