import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server of `url`, for a test that puts a proxy of its
 * own between the app and the server: `create()` makes it anew, `drop()` removes it, `upstream`
 * is where the proxy forwards to, `via(port)` the database's URL through the proxy's port,
 * `direct` its URL on the server itself.
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
  return {
    get upstream() {
      const real = new URL(url);
      return { host: real.hostname, port: Number(real.port || 5432) };
    },
    async create() {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      await admin(`CREATE DATABASE ${name}`);
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name}`),
    /** the database's URL on the server itself */
    get direct(): string {
      const direct = new URL(url);
      direct.pathname = `/${name}`;
      return direct.toString();
    },
    via(port: number): string {
      const through = new URL(url);
      through.host = `127.0.0.1:${port}`;
      through.pathname = `/${name}`;
      return through.toString();
    },
  };
}
