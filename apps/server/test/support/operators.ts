import { expect } from 'vitest';
import { generate } from 'otplib';
import { createOperator } from '../../src/operators/accounts';
import type { TestApp } from './app';
import { freshIp, type Envelope } from './client';

let n = 0;

/** HTTP injection into /api/admin with an operator's (or anyone's) bearer token. */
export function adminClient(t: TestApp, ip = freshIp()) {
  const headers = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  return {
    post: async (path: string, payload: object, token?: string): Promise<Envelope> =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/${path}`,
          payload,
          headers: headers(token),
          remoteAddress: ip,
        })
      ).json(),
    get: async (path: string, token?: string): Promise<Envelope> =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/${path}`,
          headers: headers(token),
          remoteAddress: ip,
        })
      ).json(),
    raw: (path: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/${path}`,
        headers: headers(token),
        remoteAddress: ip,
      }),
  };
}
export type AdminClient = ReturnType<typeof adminClient>;

/** A TOTP code of the secret, `stepsAhead` 30-second steps from now (the server allows one). */
export const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** A new operator signed in: its token, id and secret, and the client it signed in with. */
export async function operator(t: TestApp, role: 'support' | 'admin') {
  const email = `op${++n}-${process.pid}@starlit.test`;
  const made = await createOperator(
    t.database.db,
    { kind: 'cli', id: 'test' },
    {
      email,
      name: `Op ${n}`,
      role,
    },
  );
  const c = adminClient(t);
  const res = await c.post('login', {
    email,
    password: made.password,
    code: await totp(made.totpSecret),
  });
  expect(res.code, res.msg).toBe(200);
  return {
    c,
    email,
    id: made.operator.id,
    token: res.data.token as string,
    password: made.password,
    secret: made.totpSecret,
  };
}
export type TestOperator = Awaited<ReturnType<typeof operator>>;
