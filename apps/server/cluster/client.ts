/** HTTP helpers for the cluster test: JSON envelopes, sign-up by e-mail code, SSE chat. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** An address to send to: nginx or one instance, e.g. http://127.0.0.1:18180. */
export type Base = string;

/** Response data as the test reads it: loosely typed on purpose (the server checks schemas). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export async function call<T = Loose>(
  base: Base,
  path: string,
  {
    body,
    token,
    headers = {},
    method,
  }: { body?: unknown; token?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<{ status: number; env: Envelope<T> }> {
  const res = await fetch(`${base}/api/v2/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, env: (await res.json()) as Envelope<T> };
}

/** Reads a chat/send event stream to its end: the events' names in order. */
export async function chatStream(
  base: Base,
  token: string,
  text: string,
): Promise<{ status: number; events: string[]; code?: number }> {
  const res = await fetch(`${base}/api/v2/chat/send`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ healerId: 'support', text, lang: 'en' }),
    signal: AbortSignal.timeout(30_000),
  });
  const raw = await res.text();
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return { status: res.status, events: [], code: (JSON.parse(raw) as Envelope).code };
  }
  const events = [...raw.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]!);
  return { status: res.status, events };
}
