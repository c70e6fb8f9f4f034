import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/lib/session-cache';

const info = (userId: string, expiresInMs = 60_000, now = 1_000_000) => ({
  sessionId: `s-${userId}`,
  userId,
  method: 'email' as const,
  expiresAt: new Date(now + expiresInMs),
});

describe('session cache', () => {
  it('serves an entry within its TTL and drops it after', () => {
    const cache = new SessionCache(30_000);
    cache.set('h1', info('u1'), 1_000_000, 1_000_000);
    expect(cache.get('h1', 1_010_000)?.info.userId).toBe('u1');
    expect(cache.get('h1', 1_031_000)).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const cache = new SessionCache(30_000);
    cache.set('h1', info('u1', 5_000), 1_000_000, 1_000_000);
    expect(cache.get('h1', 1_006_000)).toBeUndefined();
  });

  it('forgets every session of a revoked user and refuses reloads during the grace period', () => {
    const cache = new SessionCache(30_000);
    cache.set('a', info('u1'), 1_000_000, 1_000_000);
    cache.set('b', info('u1'), 1_000_000, 1_000_000);
    cache.set('c', info('u2'), 1_000_000, 1_000_000);
    cache.invalidateUser('u1', 1_001_000);
    expect(cache.get('a', 1_001_001)).toBeUndefined();
    expect(cache.get('b', 1_001_001)).toBeUndefined();
    expect(cache.get('c', 1_001_001)?.info.userId).toBe('u2');
    // a reload racing an uncommitted revoke is not cached
    cache.set('a', info('u1'), 1_001_500, 1_001_500);
    expect(cache.get('a', 1_001_600)).toBeUndefined();
    // after the grace period a fresh load is cached again
    cache.set('a', info('u1'), 1_004_000, 1_004_000);
    expect(cache.get('a', 1_004_100)?.info.userId).toBe('u1');
  });

  it('is off with a TTL of 0', () => {
    const cache = new SessionCache(0);
    cache.set('h1', info('u1'), 1_000_000, 1_000_000);
    expect(cache.get('h1', 1_000_001)).toBeUndefined();
  });
});
