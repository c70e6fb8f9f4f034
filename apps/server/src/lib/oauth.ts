import { createHash } from 'node:crypto';
import type { SocialProvider } from '@starlit/contracts';
import type { Config } from './config';
import { newToken } from './crypto';

/** A provider call that failed: its reason is logged, the client only sees 2011. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** Who a provider says the token belongs to. */
export interface ProviderProfile {
  subject: string;
  /** display name, for the nickname */
  displayName: string;
  /** user name (Twitter's `username`), else display name, else subject: the `<provider>:<name>` account */
  handle: string;
  /** set only when the provider says it is verified */
  verifiedEmail: string | null;
}

export const pkceVerifier = (): string => newToken(48);
export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * The OIDC nonce of a sign-in, derived from its (server-only) PKCE verifier so the stored
 * state needs no second secret; labelled so it never equals the code challenge.
 */
export const nonceFor = (verifier: string): string =>
  createHash('sha256').update('nonce:').update(verifier).digest('base64url');

/** Twitter-type: authorization code with PKCE (S256). */
export function twitterAuthUrl(
  config: Config,
  redirectUri: string,
  state: string,
  verifier: string,
): string {
  const url = new URL(config.TWITTER_AUTH_URL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.TWITTER_CLIENT_ID ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', 'users.read tweet.read');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', pkceChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

async function fetchJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const e = err as Error;
    throw new ProviderError(
      `${new URL(url).host}: ${e.name === 'TimeoutError' ? 'timed out' : e.message}`,
    );
  }
  const text = await res.text().catch(() => '');
  if (!res.ok)
    throw new ProviderError(
      `${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`,
    );
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderError(
    `${new URL(url).pathname} answered with something that is not a JSON object`,
  );
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * Reads a userinfo answer or ID token claims: Twitter's `{data: {id, name, username}}` or a
 * flat OIDC `{sub, name, email, email_verified}`. The e-mail counts only when
 * `email_verified` is the boolean true.
 */
export function parseUserinfo(body: Record<string, unknown>): ProviderProfile {
  const data =
    body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : body;
  const subject = str(data.sub) ?? str(data.id);
  if (!subject) throw new ProviderError('userinfo has no subject');
  const email = str(data.email);
  const verified = data.email_verified === true;
  const displayName = str(data.name) ?? str(data.username) ?? str(data.preferred_username) ?? '';
  return {
    subject,
    displayName,
    handle: str(data.username) ?? str(data.preferred_username) ?? (displayName || subject),
    verifiedEmail: email && verified ? email.trim().toLowerCase() : null,
  };
}

export async function fetchUserinfo(
  url: string,
  accessToken: string,
  timeoutMs: number,
): Promise<ProviderProfile> {
  const body = await fetchJson(
    url,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    timeoutMs,
  );
  return parseUserinfo(body);
}

/** Exchanges a Twitter-type authorization code (PKCE; HTTP Basic when a secret is configured). */
export async function exchangeCode(
  config: Config,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<string> {
  const clientId = config.TWITTER_CLIENT_ID ?? '';
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (config.TWITTER_CLIENT_SECRET) {
    const basic = `${encodeURIComponent(clientId)}:${encodeURIComponent(config.TWITTER_CLIENT_SECRET)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
    client_id: clientId,
  });
  const answer = await fetchJson(
    config.TWITTER_TOKEN_URL,
    { method: 'POST', headers, body },
    config.OAUTH_TIMEOUT_MS,
  );
  const token = str(answer.access_token);
  if (!token) throw new ProviderError('token endpoint gave no access_token');
  return token;
}

/** The provider's client id, or null when it is not configured. */
export function clientIdOf(config: Config, provider: SocialProvider): string | null {
  return (provider === 'google' ? config.GOOGLE_CLIENT_ID : config.TWITTER_CLIENT_ID) ?? null;
}

/**
 * A return address must be on PUBLIC_URL's origin (no open redirect through the provider,
 * no code sent to another site), without credentials, query or fragment (the token request
 * names the same address, and RFC 6749 forbids a fragment).
 */
export function isAllowedRedirect(config: Config, redirectUri: string): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.username || url.password || /[?#]/.test(redirectUri)) return false;
  return url.origin === new URL(config.PUBLIC_URL).origin;
}
