import type { member } from './economy';

type Member = Awaited<ReturnType<typeof member>>;

/**
 * Spends the day's free messages to `healerId`, each one sent by `send`, so the next reply is
 * paid in points. True once none is left free; false when `tries` messages did not spend them.
 */
export async function spendFreeMessages(
  m: Member,
  healerId: string,
  send: (i: number) => Promise<unknown>,
  tries = 10,
): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    const q = await m.c.post('preAiAnalysis', { healerId }, m.token);
    if (q.data.mode !== 'free') return true;
    await send(i);
  }
  return false;
}
