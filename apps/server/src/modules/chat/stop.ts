import type { Bus } from '../../db/bus';

/**
 * A member's "stop": the web asks for it while a reply streams, and the instance writing that
 * reply (any of them) hears it on the database's bus and stops where the member is. Leaving
 * the screen or closing the app is no stop: that reply is written to its end and stored.
 */
export function stopSignal(bus: Bus, userId: string): { signal: AbortSignal; close(): void } {
  const controller = new AbortController();
  const close = bus.subscribe((event) => {
    if (event.topic === 'chat-stop' && event.key === userId) controller.abort();
  });
  return { signal: controller.signal, close };
}
