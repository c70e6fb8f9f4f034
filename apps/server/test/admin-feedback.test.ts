import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { PNG_1X1, client, execSql } from './support/client';
import { member } from './support/economy';
import { auditRows } from './support/audit';
import { operator } from './support/operators';

const t = useTestApp();

function feedbackForm(content: string, image = false) {
  const f = new FormData();
  f.set('content', content);
  if (image) f.append('images', new Blob([PNG_1X1], { type: 'image/png' }), 'a.png');
  return f;
}

describe('operator: feedback', () => {
  it('lists feedback, serves its images to operators only, replies (e-mail) and closes', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    await execSql(t, sql`update users set lang = 'zh' where id = ${m.userId}`);
    expect(
      (await m.c.post('feedback', feedbackForm('Stars look blurry', true), m.token)).code,
    ).toBe(200);
    expect((await client(t).post('feedback', feedbackForm('A visitor writes'))).code).toBe(200);

    const list = await s.c.get('feedback?status=new', s.token);
    expect(list.code, list.msg).toBe(200);
    expect(list.data.total).toBe(2);
    const mine = list.data.list.find((f: { userId: string | null }) => f.userId === m.userId);
    expect(mine).toMatchObject({ email: m.email, content: 'Stars look blurry', status: 'new' });
    expect(mine.images).toHaveLength(1);
    const url: string = mine.images[0];
    expect(url).toMatch(/^\/api\/admin\/files\/feedback\/.+\.png$/);
    const path = url.slice('/api/admin/'.length);
    const image = await s.c.raw(path, s.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await s.c.raw(path)).json().code).toBe(4001);
    expect((await s.c.raw(path, m.token)).json().code).toBe(4001);
    const pub = await t.app.inject({ method: 'GET', url: url.replace('/api/admin/', '/api/v2/') });
    expect(pub.json().code).toBe(404);

    const reply = await s.c.post(
      `feedback/${mine.id}/reply`,
      { reply: '已修复，谢谢你。' },
      s.token,
    );
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ status: 'replied', reply: '已修复，谢谢你。' });
    expect(reply.data.repliedAt).toBeTruthy();
    expect(t.outbox.notices).toHaveLength(1);
    expect(t.outbox.notices[0]).toMatchObject({ to: m.email, subject: '星语团队回复了你的反馈' });
    expect(t.outbox.notices[0]!.text).toContain('已修复，谢谢你。');

    const seen = await m.c.get('feedback/mine', m.token);
    expect(seen.code, seen.msg).toBe(200);
    expect(seen.data.list).toHaveLength(1);
    expect(seen.data.list[0]).toMatchObject({
      content: 'Stars look blurry',
      status: 'replied',
      reply: '已修复，谢谢你。',
    });
    expect(seen.data.list[0].images[0]).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    expect((await client(t).get('feedback/mine')).code).toBe(4001);

    const closed = await s.c.post(`feedback/${mine.id}/close`, { note: 'done' }, s.token);
    expect(closed.data.status).toBe('closed');
    expect((await s.c.get('feedback?status=closed', s.token)).data.total).toBe(1);
    expect((await s.c.get('feedback?status=new', s.token)).data.total).toBe(1);

    expect(await auditRows(t, 'feedback:reply')).toMatchObject([
      { actor: s.id, target: mine.id, before: { status: 'new' }, after: { status: 'replied' } },
    ]);
    expect(await auditRows(t, 'feedback:close')).toMatchObject([
      { target: mine.id, before: { status: 'replied' }, after: { status: 'closed' }, note: 'done' },
    ]);
  });

  it('replies in English to an English member, and without e-mail to a visitor', async () => {
    const s = await operator(t, 'support');
    const m = await member(t);
    await execSql(t, sql`update users set lang = 'en' where id = ${m.userId}`);
    await m.c.post('feedback', feedbackForm('Hello'), m.token);
    await client(t).post('feedback', feedbackForm('Anonymous'));
    const { list } = (await s.c.get('feedback', s.token)).data;
    for (const f of list) {
      expect((await s.c.post(`feedback/${f.id}/reply`, { reply: 'Thanks!' }, s.token)).code).toBe(
        200,
      );
    }
    expect(t.outbox.notices).toHaveLength(1);
    expect(t.outbox.notices[0]).toMatchObject({
      to: m.email,
      subject: 'The Starlit team replied to your feedback',
    });
  });
});
