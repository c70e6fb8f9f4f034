import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import { downloadExport } from './support/exports';
import { EXPORT_PAGE, messagePages } from '../src/modules/chat/export';
import { PART_BYTES } from '../src/lib/storage-db';

// files in the database, as on PostgreSQL without an object store
const t = useTestApp({ STORAGE: 'database' });

type Member = Awaited<ReturnType<typeof member>>;

/** A conversation of `count` messages, each `size` characters that do not compress much. */
async function conversation(m: Member, companion: string, count: number, size = 40) {
  const [row] = await execSql(
    t,
    sql`insert into chat_conversations (user_id, healer_id) values (${m.userId}, ${companion})
        returning id`,
  );
  const id = String(row!.id);
  await execSql(
    t,
    sql`insert into chat_messages (conversation_id, user_id, role, text, charged)
        select ${id}, ${m.userId}, case when i % 2 = 0 then 'user' else 'assistant' end,
               i || ':' || left((select string_agg(md5(i || '-' || j || ${companion}), '')
                                 from generate_series(1, ${Math.ceil(size / 32)}) j), ${size}),
               case when i % 2 = 0 then null else 'points' end
        from generate_series(1, ${count}) i`,
  );
  return id;
}

async function exported(m: Member) {
  const { res, files } = await downloadExport(t, m, 'en');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return { res, files };
}

describe('the export of conversations, read and stored a part at a time', () => {
  it('reads a conversation a page at a time: each message once, in order', async () => {
    const m = await member(t);
    const id = await conversation(m, 'mira', 1234);
    const sizes: number[] = [];
    const texts: string[] = [];
    for await (const page of messagePages(t.database.db, m.userId, id, 100)) {
      sizes.push(page.length);
      texts.push(...page.map((p) => p.text));
    }
    expect(sizes).toEqual([...Array<number>(12).fill(100), 34]);
    expect(texts.map((x) => Number(x.split(':')[0]))).toEqual(
      Array.from({ length: 1234 }, (_, i) => i + 1),
    );
  });

  it('writes every message of every conversation into one valid conversations.json', async () => {
    const m = await member(t);
    const long = EXPORT_PAGE * 2 + 7;
    await conversation(m, 'mira', long);
    await conversation(m, 'orion', 3);
    await execSql(
      t,
      sql`insert into chat_conversations (user_id, healer_id) values (${m.userId}, 'sunny')`,
    );
    const { files } = await exported(m);
    const text = strFromU8(files['conversations.json']!);
    const data = JSON.parse(text) as {
      conversations: Array<{ companion: string; messages: Array<{ role: string; text: string }> }>;
      replyInProgressUntil: string | null;
    };
    expect(data.conversations.map((c) => [c.companion, c.messages.length])).toEqual([
      ['mira', long],
      ['orion', 3],
      ['sunny', 0],
    ]);
    expect(data.conversations[0]!.messages.at(-1)!.text).toMatch(new RegExp(`^${long}:`));
    expect(data.conversations[1]!.messages[0]).toMatchObject({ role: 'assistant' });
    expect(data.replyInProgressUntil).toBeNull();
    // written as JSON.stringify(…, null, 2) would write it
    expect(text).toBe(JSON.stringify(data, null, 2));
  }, 120_000);

  it('writes no conversations as an empty list', async () => {
    const m = await member(t);
    const { files } = await exported(m);
    expect(strFromU8(files['conversations.json']!)).toBe(
      '{\n  "conversations": [],\n  "replyInProgressUntil": null\n}',
    );
  });

  it('stores a file larger than a part in parts and serves it whole', async () => {
    const m = await member(t);
    // about 3 MB of text that compresses to more than a part
    await conversation(m, 'mira', 1500, 2000);
    const { res, files } = await exported(m);
    expect(res.rawPayload.length).toBeGreaterThan(PART_BYTES);
    const [row] = await execSql(
      t,
      sql`select f.size, f.parts, octet_length(f.bytes) as whole,
                 (select count(*)::int from stored_file_parts p where p.key = f.key) as rows
          from stored_files f where f.key like ${`exports/${m.userId}/%`}`,
    );
    expect(row).toMatchObject({ size: res.rawPayload.length, whole: 0 });
    expect(Number(row!.parts)).toBe(Math.ceil(res.rawPayload.length / PART_BYTES));
    expect(row!.rows).toBe(row!.parts);
    const data = JSON.parse(strFromU8(files['conversations.json']!)) as {
      conversations: Array<{ messages: unknown[] }>;
    };
    expect(data.conversations[0]!.messages).toHaveLength(1500);
  }, 120_000);
});
