import { describe, expect, it, vi } from 'vitest';
import { turn, turnsIdle } from '../src/modules/chat/turns';

type Kind = 'read' | 'write';

/**
 * The scheduler is module state (and this worker's files share modules). A write's turn
 * leaves no read counted in a row, and returns while the pump waits for its next loop
 * iteration: the steps queued right after it (in the same job) all wait together.
 */
const fresh = () => turn('write', true);

/**
 * Queues steps at once, in this order, and gives the order in which they got their turns.
 * A step is `r1`, `w2`… (its kind and a label); each records itself when its turn comes.
 */
async function order(...steps: string[]): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(
    steps.map((s) => turn(s.startsWith('r') ? 'read' : 'write', true).then(() => done.push(s))),
  );
  return done;
}

/** Waits until the pump has stopped, nothing queued. */
const idle = () => vi.waitFor(() => expect(turnsIdle()).toBe(true), { timeout: 1000, interval: 1 });
const reads = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `r${from + i}`);

describe('chat turns on PGlite', () => {
  it('gives reads (a reply’s first chunk) their turns before writes (storing finished replies)', async () => {
    await fresh();
    expect(await order('w1', 'r1', 'w2', 'r2', 'r3')).toEqual(['r1', 'r2', 'r3', 'w1', 'w2']);
    // each kind in the order it came
    await fresh();
    expect(await order('w1', 'w2', 'w3')).toEqual(['w1', 'w2', 'w3']);
    await fresh();
    expect(await order(...reads(3))).toEqual(reads(3));
  });

  it('gives a step its turn at once when nothing is waiting', async () => {
    // some iterations with nothing queued: the pump stops
    await idle();
    let went = false;
    const alone = turn('read', true).then(() => (went = true));
    await Promise.resolve();
    expect(went).toBe(true);
    await alone;
    // the first of a burst goes at once too, whatever its kind; the rest wait their turns
    await idle();
    expect(await order('w1', 'r1', 'w2', 'r2')).toEqual(['w1', 'r1', 'r2', 'w2']);
  });

  it('lets never more than 4 reads in a row pass a waiting write', async () => {
    await fresh();
    expect(await order('w1', ...reads(10))).toEqual([...reads(4), 'w1', ...reads(6, 5)]);
    await fresh();
    expect(await order('w1', 'w2', ...reads(10))).toEqual([
      ...reads(4),
      'w1',
      ...reads(4, 5),
      'w2',
      'r9',
      'r10',
    ]);
  });

  it('keeps the bound when reads and writes keep arriving', async () => {
    // a seeded mix: each iteration some steps arrive while earlier ones still wait
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const events: Array<{ step: string; kind: Kind; at: 'queued' | 'turn' }> = [];
    const pending: Array<Promise<void>> = [];
    const enqueue = (kind: Kind, step: string) => {
      events.push({ step, kind, at: 'queued' });
      pending.push(turn(kind, true).then(() => void events.push({ step, kind, at: 'turn' })));
    };
    let n = 0;
    await fresh();
    for (let iteration = 0; iteration < 40; iteration++) {
      const arriving = Math.floor(random() * 4);
      for (let i = 0; i < arriving; i++) {
        const kind: Kind = random() < 0.7 ? 'read' : 'write';
        enqueue(kind, `${kind[0]}${++n}`);
      }
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(pending);

    // the reads that had their turns in a row while some write waited: never more than 4
    let waiting = 0;
    let inRow = 0;
    let most = 0;
    for (const e of events) {
      if (e.kind === 'write') {
        if (e.at === 'queued') waiting++;
        else {
          waiting--;
          inRow = 0;
        }
      } else if (e.at === 'turn') {
        inRow = waiting > 0 ? inRow + 1 : 0;
        most = Math.max(most, inRow);
      }
    }
    // reached, so the mix did make writes wait behind reads
    expect(most).toBe(4);
    // every step had its turn, each kind in the order it came
    const turns = events.filter((e) => e.at === 'turn');
    expect(turns).toHaveLength(n);
    for (const kind of ['read', 'write'] as const) {
      const ids = turns.filter((e) => e.kind === kind).map((e) => Number(e.step.slice(1)));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('gives one turn per event-loop iteration, so the server polls between steps', async () => {
    // a ticker counts loop iterations (one setImmediate each)
    let iteration = 0;
    let ticking = true;
    const tick = () => {
      iteration++;
      if (ticking) setImmediate(tick);
    };
    await fresh();
    setImmediate(tick);
    const seen: number[] = [];
    await Promise.all(
      ['read', 'read', 'write', 'read', 'write'].map((k) =>
        turn(k as Kind, true).then(() => void seen.push(iteration)),
      ),
    );
    ticking = false;
    expect(seen).toHaveLength(5);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });

  it('does not hold the next step on one that fails or has not finished', async () => {
    const done: string[] = [];
    await fresh();
    const r1 = turn('read', true).then(() => {
      throw new Error('statement failed');
    });
    void turn('read', true).then(() => {
      done.push('r2 started');
      return new Promise<void>(() => {}); // never finishes
    });
    const w1 = turn('write', true).then(() => Promise.reject(new Error('store failed')));
    const r3 = turn('read', true).then(() => void done.push('r3'));
    const w2 = turn('write', true).then(() => void done.push('w2'));
    const settled = await Promise.allSettled([r1, w1, r3, w2]);
    expect(settled.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual([
      'Error: statement failed',
      'Error: store failed',
      'fulfilled',
      'fulfilled',
    ]);
    expect(done).toEqual(['r2 started', 'r3', 'w2']);
    // and the turns go on as before
    await fresh();
    expect(await order('w1', 'r1')).toEqual(['r1', 'w1']);
  });

  it('gives no turns on PostgreSQL: the step goes at once, ahead of any queue', async () => {
    const done: string[] = [];
    await fresh();
    const queued = [
      turn('read', true).then(() => done.push('queued read')),
      turn('write', true).then(() => done.push('queued write')),
    ];
    const direct = [
      turn('write', false).then(() => done.push('direct write')),
      turn('read', false).then(() => done.push('direct read')),
    ];
    // resolved in this very job queue: no loop iteration passes
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toEqual(['direct write', 'direct read']);
    await Promise.all([...queued, ...direct]);
    expect(done).toEqual(['direct write', 'direct read', 'queued read', 'queued write']);
  });

  it('does not count steps without turns toward the bound', async () => {
    // 10 reads without turns, then a waiting write behind 6 reads with turns: still 4
    await fresh();
    await Promise.all(reads(10).map(() => turn('read', false)));
    expect(await order('w1', ...reads(6))).toEqual([...reads(4), 'w1', 'r5', 'r6']);
  });
});
