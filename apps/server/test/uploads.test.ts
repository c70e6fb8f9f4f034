import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import {
  JPEG_HEAD,
  PNG_1X1,
  client,
  execSql,
  form,
  postAvatar,
  servedPng,
  signUp,
} from './support/client';
import { member } from './support/economy';

const t = useTestApp();
const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 10)]);

/** A file address the app serves nothing at: the 404 envelope (over HTTP 200). */
async function expectNotServed(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.json().code, url).toBe(404);
}

describe('uploadAvatar', () => {
  it('accepts a PNG by its bytes whatever its name, stores it and serves it', async () => {
    const { c, token } = await member(t);
    const res = await postAvatar(c, ['notes.txt', PNG_1X1, 'text/plain'], token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.avatar).toMatch(
      /^\/api\/v2\/files\/avatars\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22}\.png$/,
    );
    expect((await c.get('userinfo', token)).data.avatar).toBe(res.data.avatar);

    const file = await servedPng(t, res.data.avatar);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
  });

  it('replaces the previous avatar file', async () => {
    const { c, token } = await member(t);
    const first = await postAvatar(c, ['a.png', PNG_1X1], token);
    const second = await postAvatar(c, ['b.jpeg', JPEG_HEAD], token);
    expect(second.data.avatar).toMatch(/\.jpg$/);
    await expectNotServed(first.data.avatar);
    const jpg = await t.app.inject({ method: 'GET', url: second.data.avatar });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not a PNG or JPEG by its bytes, or is over 2 MB, with 1006', async () => {
    const { c, token } = await member(t);
    const text = await postAvatar(
      c,
      ['photo.png', Buffer.from('just some text'), 'image/png'],
      token,
    );
    expect(text.code).toBe(1006);
    expect(text.msg).toContain('PNG or JPEG');
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect((await postAvatar(c, ['a.png', gif], token)).code).toBe(1006);
    const tooBig = await postAvatar(c, ['big.png', big, 'image/png'], token);
    expect(tooBig.code).toBe(1006);
    expect(tooBig.msg).toContain('2 MB');
    expect((await c.get('userinfo', token)).data.avatar).toBeNull();
  });

  it('needs a file, multipart and a session', async () => {
    const { c, token } = await member(t);
    expect((await c.post('uploadAvatar', form({ file: 'text' }), token)).code).toBe(1001);
    expect((await c.post('uploadAvatar', { file: 'x' }, token)).code).toBe(1001);
    expect(
      (await c.post('uploadAvatar', form({}, [['avatar', 'a.png', PNG_1X1]]), token)).code,
    ).toBe(1001);
    expect((await postAvatar(c, ['a.png', PNG_1X1])).code).toBe(4001);
  });
});

describe('files', () => {
  it.each([
    '/api/v2/files/../../package.json',
    '/api/v2/files/avatars/..%2f..%2f..%2fpackage.json',
    '/api/v2/files/avatars/x/%2e%2e/y.png',
    '/api/v2/files/avatars/x/y.svg',
    '/api/v2/files/avatars/nope/missing.png',
  ])('serves only well-formed avatar keys: nothing at %s', async (url) => {
    await expectNotServed(url);
  });

  it('serves no feedback images', async () => {
    const c = client(t);
    const fb = await c.post('feedback', form({ content: 'pic' }, [['images', 'a.png', PNG_1X1]]));
    const [row] = await execSql(t, sql`select images from feedback where id = ${fb.data.id}`);
    const key = (row!.images as string[])[0]!;
    await expectNotServed(`/api/v2/files/${key}`);
  });
});

describe('feedback', () => {
  it('stores anonymous feedback', async () => {
    const c = client(t);
    const res = await c.post(
      'feedback',
      form({ content: '  Love it  ', contact: 'me@example.com' }),
    );
    expect(res.code, res.msg).toBe(200);
    const [row] = await execSql(
      t,
      sql`select user_id, content, contact, images from feedback where id = ${res.data.id}`,
    );
    expect(row).toEqual({
      user_id: null,
      content: 'Love it',
      contact: 'me@example.com',
      images: [],
    });
  });

  it('ties a signed-in user’s feedback to them and keeps up to 3 images', async () => {
    const c = client(t);
    const { token, userId } = await signUp(t, c, 'fb@example.com');
    const res = await c.post(
      'feedback',
      form({ content: 'bug' }, [
        ['images', 'a.png', PNG_1X1],
        ['images', 'b.txt', JPEG_HEAD],
        ['images', 'c.png', PNG_1X1],
      ]),
      token,
    );
    expect(res.code, res.msg).toBe(200);
    const [row] = await execSql(
      t,
      sql`select user_id, images from feedback where id = ${res.data.id}`,
    );
    expect(row!.user_id).toBe(userId);
    expect(row!.images).toHaveLength(3);
    expect((row!.images as string[])[1]).toMatch(
      new RegExp(`^feedback/${res.data.id}/[A-Za-z0-9_-]+\\.jpg$`),
    );
  });

  it('checks the fields (1001) and the images (1006), storing nothing on refusal', async () => {
    const c = client(t);
    expect((await c.post('feedback', form({ content: '   ' }))).code).toBe(1001);
    expect((await c.post('feedback', form({}))).code).toBe(1001);
    expect((await c.post('feedback', form({ content: 'x'.repeat(1001) }))).code).toBe(1001);
    expect((await c.post('feedback', form({ content: 'x'.repeat(1000) }))).code).toBe(200);
    expect((await c.post('feedback', form({ content: 'x', contact: 'c'.repeat(101) }))).code).toBe(
      1001,
    );
    const four = form(
      { content: 'x' },
      [0, 1, 2, 3].map((i) => ['images', `${i}.png`, PNG_1X1] as [string, string, Buffer]),
    );
    expect((await c.post('feedback', four)).code).toBe(1001);
    const c2 = client(t);
    expect(
      (
        await c2.post(
          'feedback',
          form({ content: 'x' }, [['images', 'a.png', Buffer.from('hello')]]),
        )
      ).code,
    ).toBe(1006);
    expect(
      (await c2.post('feedback', form({ content: 'x' }, [['images', 'a.png', big]]))).code,
    ).toBe(1006);
    expect((await c2.post('feedback', { content: 'json' })).code).toBe(1001);
    const [n] = await execSql(t, sql`select count(*)::int as n from feedback`);
    expect(n!.n).toBe(1);
  });
});
