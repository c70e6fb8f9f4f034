import { sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { execSql } from './client';

/** One server-sent event as the tests read it (data loosely typed on purpose). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SseEvent = { event: string; data: any };

/** The events of a whole `text/event-stream` body, in order. */
export function sseEvents(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [event, data] = block.split('\n');
      return { event: event!.slice(7), data: JSON.parse(data!.slice(6)) };
    });
}

/** The text the `chunk` events carried, joined. */
export const chunkText = (events: SseEvent[]): string =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text as string)
    .join('');

/** Runs `fn` while the database refuses every new chat message (a trigger raising on insert). */
export async function whileChatStorageFails<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  await execSql(
    t,
    sql.raw(`create or replace function test_refuse_insert() returns trigger language plpgsql
             as $$ begin raise exception 'storage refused'; end $$`),
  );
  await execSql(
    t,
    sql.raw(`create trigger test_refuse_chat before insert on chat_messages
             for each row execute function test_refuse_insert()`),
  );
  try {
    return await fn();
  } finally {
    await execSql(t, sql.raw('drop trigger if exists test_refuse_chat on chat_messages'));
    await execSql(t, sql.raw('drop function if exists test_refuse_insert()'));
  }
}
