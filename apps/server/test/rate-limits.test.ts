import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { freshIp } from './support/client';
import { member } from './support/economy';

const t = useTestApp();

/** One request with the Authorization header exactly as given (or none). */
async function send(path: string, authorization: string | null, ip = freshIp(), body = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/${path}`,
    payload: body,
    headers: authorization === null ? {} : { authorization },
    remoteAddress: ip,
  });
  const out = res.json() as { code: number; msg: string; data: Record<string, unknown> | null };
  // a limited request is HTTP 429 with Retry-After, the seconds in data.retryAfter too
  expect(res.statusCode).toBe(out.code === 1005 ? 429 : 200);
  if (out.code === 1005) expect(res.headers['retry-after']).toBe(String(out.data?.retryAfter));
  return out;
}

// An empty body is refused (1001) after the limit has counted the request: cheap to repeat.
describe('request limits', () => {
  it('count a member once however the Authorization header is spelled', async () => {
    const m = await member(t);
    const spellings = [`Bearer  ${m.token}`, `bearer ${m.token}`, `BEARER\t${m.token} `];
    for (const header of spellings)
      for (let i = 0; i < 10; i++) expect((await send('chat/send', header)).code).toBe(1001);
    const limited = await send('chat/send', `Bearer ${m.token}`);
    expect(limited.code).toBe(1005);
    expect(limited.data?.retryAfter).toBeGreaterThan(0);
    expect(limited.data?.retryAfter).toBeLessThanOrEqual(60);
    // another member is not limited
    const other = await member(t);
    expect((await send('chat/send', `Bearer ${other.token}`)).code).toBe(1001);
  });

  it('follow a signed-in member across addresses', async () => {
    const m = await member(t);
    const change = { oldPassword: 'secret123', newPassword: 'x' };
    for (let i = 0; i < 20; i++)
      expect((await send('changePassword', `Bearer ${m.token}`, freshIp(), change)).code).toBe(
        2102,
      );
    expect((await send('changePassword', `Bearer ${m.token}`, freshIp(), change)).code).toBe(1005);
    for (let i = 0; i < 30; i++)
      expect((await send('chat/send', `Bearer ${m.token}`, freshIp())).code).toBe(1001);
    expect((await send('chat/send', `Bearer ${m.token}`, freshIp())).code).toBe(1005);
  });

  it('count tokens that name no session by the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const junk = `Bearer ${String(i).padStart(2, '0')}${'x'.repeat(40)}`;
      expect((await send('chat/send', junk, ip)).code).toBe(1001);
    }
    expect((await send('chat/send', `Bearer ${'y'.repeat(42)}`, ip)).code).toBe(1005);
    expect((await send('chat/send', null, ip)).code).toBe(1005);
  });

  it('count sign-in routes by address, whoever is signed in', async () => {
    const m = await member(t);
    const ip = freshIp();
    const login = { account: 'nobody@example.com', password: 'secret123' };
    for (let i = 0; i < 20; i++) expect((await send('login', null, ip, login)).code).toBe(2001);
    expect((await send('login', `Bearer ${m.token}`, ip, login)).code).toBe(1005);
  });
});

describe('addresses', () => {
  it('count an IPv6 client by its /64, for request limits and code sends alike', async () => {
    const prefix = `2001:db8:${(process.pid % 65535).toString(16)}:1`;
    for (let i = 0; i < 10; i++) {
      const sent = await send('sendEmailCode', null, `${prefix}::${i + 1}`, {
        email: `v6-${i}@example.com`,
      });
      expect(sent.code, sent.msg).toBe(200);
    }
    const eleventh = await send('sendEmailCode', null, `${prefix}::ff`, {
      email: 'v6-x@example.com',
    });
    expect(eleventh.code).toBe(1005);
    expect(eleventh.data?.retryAfter).toBeGreaterThan(0);
  });
});
