import { call, type Base } from './client';
import { mailedCode, waitFor } from './services';

/** One request as a fault test counts it. */
export interface Outcome {
  /** Date.now() when it was sent */
  startedAt: number;
  /** the HTTP status; 0 when no answer came (connection failed, timed out) */
  status: number;
  /** the envelope's code; null when the body is no envelope (an nginx error page) */
  code: number | null;
  /** the envelope's data.status, for health answers */
  state?: string;
}

/** The body as an envelope, or null for anything else (an error page). */
export function envelope(text: string): { code?: unknown; data?: { status?: unknown } } | null {
  try {
    return JSON.parse(text) as { code?: unknown; data?: { status?: unknown } } | null;
  } catch {
    return null;
  }
}

/** What one request sends: a body makes it a JSON POST; the token and Idempotency-Key if given. */
export interface Sent {
  body?: unknown;
  token?: string;
  key?: string;
}

/** Sends one request to an API path through nginx or to one instance, given up after `timeoutMs`. */
export const send = (base: Base, path: string, { body, token, key }: Sent, timeoutMs: number) =>
  fetch(`${base}/api/v2/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });

/** A request through nginx or to one instance, never throwing: what came back, if anything. */
export async function attempt(base: Base, path: string, sent: Sent = {}): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await send(base, path, sent, 20_000);
    const env = envelope(await res.text());
    const code = typeof env?.code === 'number' ? env.code : null;
    const state = typeof env?.data?.status === 'string' ? env.data.status : undefined;
    return { startedAt, status: res.status, code, state };
  } catch {
    return { startedAt, status: 0, code: null };
  }
}

/** Not served: no answer, a page from nginx instead of an envelope, a 5xx, or 1007. */
export const failed = (o: Outcome): boolean =>
  o.status === 0 || o.code === null || o.status >= 500 || o.code === 1007;

/** nginx's own failure: no envelope at all (its 502 page, a dropped connection). */
export const fromNginx = (o: Outcome): boolean => o.code === null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Requests sent in a loop by each of `workers` until stopped, a pause of `pauseMs` between a
 * worker's answer and its next request; every outcome is kept.
 */
export function loop(
  workers: number,
  next: (worker: number, n: number) => Promise<Outcome>,
  pauseMs = 20,
): { outcomes: Outcome[]; stop: () => Promise<Outcome[]> } {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const running = Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; !stopped; n++) {
      outcomes.push(await next(worker, n));
      await sleep(pauseMs);
    }
  });
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
      return outcomes;
    },
  };
}

let seq = 0;
/**
 * A member signed up by e-mail code on `base` from an address of its own (the instances trust
 * X-Forwarded-For), reading the code the mail catcher kept in `mailDir`.
 */
export async function signUp(
  base: Base,
  mailDir: string,
): Promise<{ token: string; email: string }> {
  const n = ++seq;
  const headers = { 'x-forwarded-for': `198.51.100.${n}` };
  const email = `f${process.pid}-${n}@faults.test`;
  const sent = await call(base, 'sendEmailCode', { body: { email, purpose: 'register' }, headers });
  if (sent.env.code !== 200) throw new Error(`sendEmailCode: ${sent.env.msg}`);
  let code: string | null = null;
  await waitFor('the mailed code', () => !!(code = mailedCode(mailDir, email)), 5000);
  const reg = await call<{ user_token: string }>(base, 'register', {
    body: { email, code, password: 'secret123' },
    headers,
  });
  if (reg.env.code !== 200) throw new Error(`register: ${reg.env.msg}`);
  return { token: reg.env.data.user_token, email };
}
