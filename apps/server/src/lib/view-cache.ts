/**
 * A small in-process cache of derived views (e.g. the signed-in user's profile for
 * checkLogin), keyed by id, with a TTL and exact invalidation: `invalidate` fences the key,
 * and a value read from the database before the fence (plus a grace period covering an
 * uncommitted write) is never stored. Callers pass the time their read *started*.
 */
const GRACE_MS = 2000;

export class ViewCache<V> {
  private values = new Map<string, { value: V; loadedAt: number }>();
  private fences = new Map<string, number>();

  constructor(
    private ttlMs: number,
    private maxEntries = 20000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.values.get(key);
    if (!hit) return undefined;
    if (now - hit.loadedAt > this.ttlMs || hit.loadedAt <= (this.fences.get(key) ?? 0)) {
      this.values.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Stores a value read from the database at `readStartedAt`, unless a write fenced it. */
  set(key: string, value: V, readStartedAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const fence = this.fences.get(key) ?? 0;
    if (readStartedAt <= fence || now <= fence) return;
    if (this.values.size >= this.maxEntries) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
    this.values.set(key, { value, loadedAt: readStartedAt });
  }

  invalidate(key: string, now = Date.now()): void {
    this.values.delete(key);
    this.fences.set(key, now + GRACE_MS);
    if (this.fences.size > this.maxEntries) {
      for (const [k, until] of this.fences) if (until + this.ttlMs < now) this.fences.delete(k);
    }
  }

  clear(): void {
    this.values.clear();
    this.fences.clear();
  }
}
