import { expect } from 'vitest';
import type { sql } from 'drizzle-orm';
import type { TestApp } from './app';

let counter = 0;
/** A client address no other test uses, so per-IP limits never leak between tests. */
export function freshIp(): string {
  counter++;
  return `10.${(process.pid % 250) + 1}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Response data as tests read it: loosely typed on purpose (the schemas are checked server-side). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Envelope<T = Loose> {
  code: number;
  msg: string;
  data: T;
}

/** The HTTP status an envelope code travels with: 429 for 1005, 503 for 1007, else 200. */
export const httpStatusOf = (code: number): number =>
  code === 1005 ? 429 : code === 1007 ? 503 : 200;

/** HTTP injection from one client address, optionally with a bearer token. */
export function client(t: TestApp, ip = freshIp()) {
  const headers = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const call = async <T>(res: {
    statusCode: number;
    json: () => unknown;
  }): Promise<Envelope<T>> => {
    const body = res.json() as Envelope<T>;
    expect(res.statusCode).toBe(httpStatusOf(body.code));
    return body;
  };
  return {
    ip,
    post: async <T = Loose>(path: string, payload: object | FormData = {}, token?: string) =>
      call<T>(
        await t.app.inject({
          method: 'POST',
          url: `/api/v2/${path}`,
          payload: payload as never,
          headers: headers(token),
          remoteAddress: ip,
        }),
      ),
    get: async <T = Loose>(path: string, token?: string) =>
      call<T>(
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/${path}`,
          headers: headers(token),
          remoteAddress: ip,
        }),
      ),
  };
}
export type Client = ReturnType<typeof client>;

/** Posts `payload` to an API route as it is, labelled JSON (to send what no client would). */
export function postRawJson(t: TestApp, route: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/${route}`,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

/** Runs SQL against the test database (to age codes, sessions …). */
export async function execSql(
  t: TestApp,
  query: ReturnType<typeof sql>,
): Promise<Array<Record<string, unknown>>> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** Signs up by e-mail code and password; returns the token and user id. */
export async function signUp(
  t: TestApp,
  c: Client,
  email: string,
  password = 'secret123',
  extra: Record<string, unknown> = {},
): Promise<{ token: string; userId: string; account: string }> {
  const sent = await c.post('sendEmailCode', { email, purpose: 'register' });
  expect(sent.code, sent.msg).toBe(200);
  const res = await c.post('register', {
    email,
    code: t.outbox.codeFor(email),
    password,
    ...extra,
  });
  expect(res.code, res.msg).toBe(200);
  return { token: res.data.user_token, userId: res.data.user_id, account: res.data.account };
}

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF JPEG: enough for detection by bytes. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

/** A multipart form: text fields and files given as [field, name, bytes, declared type]. */
export function form(
  fields: Record<string, string>,
  files: Array<[string, string, Buffer, string?]> = [],
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [field, name, data, type] of files)
    fd.append(field, new Blob([data], { type: type ?? 'application/octet-stream' }), name);
  return fd;
}

/** Posts a file as the avatar (the `file` field): its name, bytes and declared type. */
export const postAvatar = (c: Client, file: [string, Buffer, string?], token?: string) =>
  c.post('uploadAvatar', form({}, [['file', ...file]]), token);

/** Fetches a served file from an app and expects it to be the 1×1 PNG; the response. */
export async function servedPng(t: Pick<TestApp, 'app'>, url: string) {
  const file = await t.app.inject({ method: 'GET', url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
  return file;
}

/** A captcha whose answer the test knows, stored exactly as GET /captcha stores one. */
export async function knownCaptcha(
  t: TestApp,
  text = 'K7PX',
  ttlMs = 5 * 60 * 1000,
): Promise<{ captchaId: string; captchaText: string }> {
  const { insertCaptcha } = await import('../../src/modules/codes/repository');
  const { captchaHash } = await import('../../src/modules/codes/service');
  const captchaId = await insertCaptcha(
    t.database.db,
    captchaHash(text),
    new Date(Date.now() + ttlMs),
  );
  return { captchaId, captchaText: text };
}

/** Sends an SMS code (with a known captcha) and returns it. */
export async function smsCode(
  t: TestApp,
  c: Client,
  phone: string,
  purpose = 'login',
  areaCode = '86',
): Promise<string> {
  const res = await c.post('sendSMSCode', { phone, areaCode, purpose, ...(await knownCaptcha(t)) });
  expect(res.code, res.msg).toBe(200);
  return t.outbox.codeFor(`+${areaCode.replace('+', '')} ${phone}`);
}
