import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client';

/**
 * The invalidation bus: every instance keeps small caches in its own memory, and a write that
 * makes a cached value stale publishes it here, so every instance drops that value. It also
 * carries a member's "stop the reply" to the instance writing it.
 *
 * Publishing delivers to this process's subscribers at once and, on PostgreSQL, sends
 * `pg_notify` through the writer's own handle: inside a transaction the notice goes out only
 * if and when it commits. Each instance listens on one dedicated connection that reconnects;
 * while it was away notices may have been missed, so subscribers are told to drop everything
 * (`flush`). PGlite is one process per database (lock.ts), so its bus is in-process only.
 */
export type Topic =
  /** a user's sessions were revoked (key: user id) */
  | 'sessions'
  /** a user's row or identities changed (key: user id) */
  | 'user'
  /** a user's profiles changed (key: user id) */
  | 'profiles'
  /** economy_config changed (key: '') */
  | 'rules'
  /** a member asked their companion's reply in progress to stop (key: user id) */
  | 'chat-stop'
  /** anything may have changed: drop everything (key: '') */
  | 'flush';

export interface BusEvent {
  topic: Topic;
  key: string;
}
export type BusListener = (event: BusEvent) => void;

export interface Bus {
  publish(db: DbOrTx, topic: Topic, key: string): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel every instance listens on. */
export const BUS_CHANNEL = 'starlit_invalidate';
const TOPICS = new Set<string>(['sessions', 'user', 'profiles', 'rules', 'chat-stop', 'flush']);

/** The bus behind each database handle that openDatabase made (not its transactions). */
const buses = new WeakMap<object, Bus>();

/** Records that `db` (a handle, not a transaction) publishes on `bus`. */
export function attachBus(db: object, bus: Bus): void {
  buses.set(db, bus);
}

/** The bus behind a database handle; undefined for a transaction. */
export const busOf = (db: DbOrTx): Bus | undefined => buses.get(db);

class Listeners {
  private set = new Set<BusListener>();

  add(listener: BusListener): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(event: BusEvent): void {
    for (const listener of this.set) listener(event);
  }
}

/** The bus of a PGlite database: in-process only. */
export function localBus(): Bus {
  const listeners = new Listeners();
  return {
    publish: async (_db, topic, key) => listeners.emit({ topic, key }),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

/** Parses `<sender>|<topic>|<key>`; null for anything else. */
function parse(payload: string): { sender: string; topic: Topic; key: string } | null {
  const [sender, topic, ...rest] = payload.split('|');
  if (!sender || !topic || !TOPICS.has(topic)) return null;
  return { sender, topic: topic as Topic, key: rest.join('|') };
}

export interface PgBusOptions {
  /** first reconnect delay; doubled up to 5 s */
  retryMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * The bus of a PostgreSQL database. It resolves once the first LISTEN is in place (or the first
 * try failed and a retry is scheduled), so a notice committed after that is not missed.
 */
export async function postgresBus(url: string, options: PgBusOptions = {}): Promise<Bus> {
  const listeners = new Listeners();
  const self = randomUUID();
  const firstRetry = options.retryMs ?? 100;
  let retry = firstRetry;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    const lost = (err?: unknown) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (closed) return;
      if (err) options.onError?.(err);
      timer = setTimeout(() => void reconnect(), retry);
      retry = Math.min(retry * 2, 5000);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('invalidation listener disconnected')));
    next.on('notification', (message) => {
      const event = message.payload ? parse(message.payload) : null;
      if (event && event.sender !== self) listeners.emit({ topic: event.topic, key: event.key });
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (err) {
      void next.end().catch(() => {});
      throw err;
    }
    if (closed) await next.end().catch(() => {});
    else client = next;
  };

  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
      retry = firstRetry;
      // notices sent while no one listened are lost: drop everything cached
      listeners.emit({ topic: 'flush', key: '' });
    } catch (err) {
      if (closed) return;
      options.onError?.(err);
      timer = setTimeout(() => void reconnect(), retry);
      retry = Math.min(retry * 2, 5000);
    }
  };

  // a database that is down at start is retried like a lost connection
  await reconnect();
  return {
    publish: async (db, topic, key) => {
      listeners.emit({ topic, key });
      await db.execute(sql`select pg_notify(${BUS_CHANNEL}, ${`${self}|${topic}|${key}`})`);
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
