import type { CheckLogin } from '@starlit/contracts';
import type { Db, DbOrTx } from '../db/client';
import { busOf, type Bus, type Topic } from '../db/bus';
import type { ProfileRow } from '../db/schema-astro';
import { SessionCache } from './session-cache';
import { ViewCache } from './view-cache';

/** checkLogin's view of a user (account string and profile). */
export type UserView = Omit<CheckLogin, 'session'>;
/** A user's profiles and current id. */
export interface ProfilesView {
  rows: ProfileRow[];
  currentId: number | null;
}

/**
 * One app instance's in-process caches. They are only ever a shortcut: every write that makes
 * an entry stale publishes on the database's bus (db/bus.ts), which drops it in every
 * instance, so their TTLs are a safety net, not what keeps them correct.
 */
export interface Caches {
  /** live sessions by token hash (fenced per user) */
  sessions: SessionCache;
  /** checkLogin's user view by user id */
  users: ViewCache<UserView>;
  /** each user's profiles, for the daily calls (fortune, chart, traits) */
  profiles: ViewCache<ProfilesView>;
  /** economy_config, read once per TTL unless changed (its shape is points/rules.ts's Rules) */
  rules: ViewCache<object>;
}

/** How long a profile list or the economy rules are kept if nothing invalidates them. */
const PROFILES_TTL_MS = 60_000;
const RULES_TTL_MS = 60_000;

/** Each app's caches, found from the database handle it gives its repositories. */
const owners = new WeakMap<object, Caches>();

/**
 * Creates an app's caches for its own database handle (`Database.handle()`) and subscribes
 * them to the bus; returns them with the unsubscribe to call when the app closes.
 * `sessionTtlMs` 0 turns the session and user-view caches off.
 */
export function createCaches(
  db: Db,
  bus: Bus,
  sessionTtlMs: number,
): { caches: Caches; stop: () => void } {
  const caches: Caches = {
    sessions: new SessionCache(sessionTtlMs),
    users: new ViewCache<UserView>(sessionTtlMs),
    profiles: new ViewCache<ProfilesView>(PROFILES_TTL_MS),
    rules: new ViewCache<object>(RULES_TTL_MS, 1),
  };
  owners.set(db, caches);
  const stop = bus.subscribe((event) => {
    switch (event.topic) {
      case 'sessions':
        return caches.sessions.invalidateUser(event.key);
      case 'user':
        return caches.users.invalidate(event.key);
      case 'profiles':
        return caches.profiles.invalidate(event.key);
      case 'rules':
        return caches.rules.invalidate('');
      case 'flush':
        caches.sessions.clear();
        caches.users.clear();
        caches.profiles.clear();
        caches.rules.clear();
    }
  });
  return { caches, stop };
}

/** The caches behind an app's database handle; none for a transaction or a bare handle. */
export const cachesOf = (db: DbOrTx): Caches | undefined => owners.get(db);

/**
 * Tells every instance that what `topic` caches for `key` changed (drops it here at once, and
 * elsewhere through the bus). `db` must be a handle from openDatabase, not a transaction: call
 * it after the transaction commits (before as well where a fence must cover the write).
 */
export async function invalidate(db: DbOrTx, topic: Topic, key: string): Promise<void> {
  const bus = busOf(db);
  if (!bus) throw new Error(`invalidate(${topic}) needs a database handle, not a transaction`);
  await bus.publish(db, topic, key);
}
