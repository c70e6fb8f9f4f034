import { setImmediate as nextIteration } from 'node:timers/promises';

/**
 * Turns on the database for chat replies, on PGlite.
 *
 * PGlite runs each statement synchronously on the main thread and hands the next caller the
 * connection in a promise job, so a burst of replies runs back to back without the event loop
 * ever polling: no connection is accepted, no request read, and no written chunk read by a
 * client in this process, until the whole burst is done (20 replies at once: the first chunk
 * of each came with the last one's). Here each database step of a reply waits for its turn,
 * one turn per loop iteration, so the server polls between steps; and the step that leads to a
 * reply's first chunk (`read`) goes before the steps that store finished replies (`write`),
 * though never more than `READS_PER_WRITE` reads in a row pass a waiting write. A write
 * waiting only delays the reply's `done` event. PostgreSQL runs statements off the main
 * thread, over a pool: no turns there.
 */
const READS_PER_WRITE = 4;

type Kind = 'read' | 'write';
const queues: Record<Kind, Array<() => void>> = { read: [], write: [] };
let running = false;
let readsInRow = 0;

async function pump(): Promise<void> {
  running = true;
  try {
    for (;;) {
      const writeDue = queues.write.length > 0 && readsInRow >= READS_PER_WRITE;
      const kind: Kind = queues.read.length > 0 && !writeDue ? 'read' : 'write';
      const next = queues[kind].shift();
      if (!next) break;
      readsInRow = kind === 'read' ? readsInRow + 1 : 0;
      // the step runs in the promise jobs after this one; the next waits for the next iteration
      next();
      await nextIteration();
    }
  } finally {
    running = false;
  }
}

/** Waits for a database step's turn (at once when `enabled` is false). */
export function turn(kind: Kind, enabled: boolean): Promise<void> {
  if (!enabled) return Promise.resolve();
  return new Promise((resolve) => {
    queues[kind].push(resolve);
    if (!running) void pump();
  });
}

/** Whether the pump has stopped: no step waits for its turn and none is in one. */
export function turnsIdle(): boolean {
  return !running;
}
