import type { SessionInfo } from './sessions';

/**
 * In-process cache of live sessions, keyed by token hash, so authenticated reads don't
 * cost a database round trip each (embedded PGlite answers a few thousand queries a second).
 *
 * Revocation is exact: revoking fences the user, and any entry loaded before the fence (plus a
 * grace period covering an uncommitted revoke) is ignored. Every instance's cache hears of a
 * revocation through the database's bus (caches.ts); the TTL only bounds how long an entry
 * lives if a notice were lost. A TTL of 0 turns the cache off.
 */
const GRACE_MS = 2000;
const MAX_ENTRIES = 20000;

interface Entry {
  info: SessionInfo;
  lastSeenAt: number;
  loadedAt: number;
}

export class SessionCache {
  private entries = new Map<string, Entry>();
  private byUser = new Map<string, Set<string>>();
  private fences = new Map<string, number>();

  constructor(private ttlMs: number) {}

  get(tokenHash: string, now = Date.now()): Entry | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const fence = this.fences.get(entry.info.userId) ?? 0;
    if (
      now - entry.loadedAt > this.ttlMs ||
      entry.loadedAt <= fence ||
      entry.info.expiresAt.getTime() <= now
    ) {
      this.delete(tokenHash, entry.info.userId);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, info: SessionInfo, lastSeenAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if ((this.fences.get(info.userId) ?? 0) >= now) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest, this.entries.get(oldest)!.info.userId);
    }
    this.entries.set(tokenHash, { info, lastSeenAt, loadedAt: now });
    let set = this.byUser.get(info.userId);
    if (!set) this.byUser.set(info.userId, (set = new Set()));
    set.add(tokenHash);
  }

  /** Forgets every cached session of a user and distrusts reloads for a grace period. */
  invalidateUser(userId: string, now = Date.now()): void {
    this.fences.set(userId, now + GRACE_MS);
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
    if (this.fences.size > MAX_ENTRIES) {
      for (const [id, until] of this.fences) if (until + this.ttlMs < now) this.fences.delete(id);
    }
  }

  clear(): void {
    this.entries.clear();
    this.byUser.clear();
    this.fences.clear();
  }

  private delete(hash: string, userId: string): void {
    this.entries.delete(hash);
    const set = this.byUser.get(userId);
    set?.delete(hash);
    if (set && set.size === 0) this.byUser.delete(userId);
  }
}
