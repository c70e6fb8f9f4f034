import type { Envelope, RouteInput, RouteOutput } from '@starlit/contracts';
import type { AdminRouteOf } from '@starlit/contracts/admin';
import { ADMIN_BASE, adminEndpoints } from '@starlit/contracts/admin-endpoints';
import { ErrorCode } from '@starlit/contracts/constants';
import { adminSession } from './session';
import { currentLang } from './i18n';

/**
 * The console's client for /api/admin. Every call is made from the contracts' admin endpoints
 * (no path is written anywhere else): `:name` segments are filled from `params`, a GET sends
 * its input as the query, a POST as the JSON body. It never rejects: a failure before an
 * answer comes back as code NETWORK. A 4001 ends the session (back to sign-in).
 */

export { adminEndpoints };

export const NETWORK = -1;
const TIMEOUT_MS = 20_000;

type AdminEndpoint = { method: 'GET' | 'POST'; path: string };
export type AdminInput<E extends AdminEndpoint> = RouteInput<AdminRouteOf<E>>;
export type AdminOutput<E extends AdminEndpoint> = RouteOutput<AdminRouteOf<E>>;
export type Result<T> = Envelope<T>;

export function isOk<T>(result: Result<T>): boolean {
  return result.code === ErrorCode.OK;
}

type Query = Record<string, unknown>;

/** The address of an endpoint with its `:params` filled and its query appended. */
export function urlOf(endpoint: AdminEndpoint, params: Record<string, string> = {}, query?: Query) {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return `${ADMIN_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function headers(json: boolean): Record<string, string> {
  const out: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = adminSession.get()?.token;
  if (token) out.Authorization = `Bearer ${token}`;
  if (json) out['Content-Type'] = 'application/json';
  return out;
}

/** A request to an endpoint with the operator's token; the raw response, or null offline. */
export async function send(url: string, init: RequestInit = {}): Promise<Response | null> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    return null;
  }
}

export async function adminCall<const E extends AdminEndpoint>(
  endpoint: E,
  input?: AdminInput<E>,
  params?: Record<string, string>,
): Promise<Result<AdminOutput<E>>> {
  const get = endpoint.method === 'GET';
  const response = await send(urlOf(endpoint, params, get ? (input as Query) : undefined), {
    method: endpoint.method,
    headers: headers(!get),
    body: get ? undefined : JSON.stringify(input ?? {}),
  });
  let envelope: Result<AdminOutput<E>> = { code: NETWORK, msg: '', data: null as never };
  if (response) {
    try {
      envelope = (await response.json()) as Result<AdminOutput<E>>;
    } catch {
      // not JSON: treated like no answer
    }
  }
  if (envelope.code === ErrorCode.UNAUTHENTICATED) adminSession.signOut();
  return envelope;
}

/** A file behind the operator's token (an audit export, a feedback image) as a blob. */
export async function adminBlob(url: string): Promise<Blob | null> {
  const response = await send(url, { headers: headers(false) });
  if (!response?.ok) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as Result<unknown>;
    if (envelope.code === ErrorCode.UNAUTHENTICATED) adminSession.signOut();
    return null;
  }
  return response.blob();
}
