import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Client } from './client';

/** The app's public address in the social sign-in tests, and the return address on it. */
export const PUBLIC_URL = 'https://starlit.example';
export const REDIRECT = `${PUBLIC_URL}/`;

/**
 * A real OAuth 2.0 / OpenID Connect provider on loopback (discovery, JWKS, /authorize,
 * /token, /userinfo), started for the file. `config` is filled before the app is built:
 * pass it to useTestApp. Token and userinfo customisations (`refuseCodes` among them) are
 * removed after each test.
 */
export function useMockProvider() {
  const provider = new OAuth2Server();
  const config: Record<string, string> = {};
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const base = provider.issuer.url!;
    Object.assign(config, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: base,
      TWITTER_CLIENT_ID: 'twitter-client',
      TWITTER_CLIENT_SECRET: 'twitter-secret',
      TWITTER_AUTH_URL: `${base}/authorize`,
      TWITTER_TOKEN_URL: `${base}/token`,
      TWITTER_USERINFO_URL: `${base}/userinfo`,
      OAUTH_TIMEOUT_MS: '1500',
    });
  });
  afterEach(() => {
    provider.service.removeAllListeners();
  });
  afterAll(async () => {
    await provider.stop();
  });
  /** From now on in this test, the token endpoint refuses every code (invalid_grant). */
  const refuseCodes = () =>
    provider.service.on('beforeResponse', (r) => {
      r.statusCode = 400;
      r.body = { error: 'invalid_grant' };
    });
  return { provider, config, refuseCodes };
}

/**
 * Follows a sign-in address like a browser whose user agrees: the provider redirects back
 * to our return address with a code and the state.
 */
export async function authorize(url: string): Promise<{ code: string; state: string }> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(REDIRECT);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

/** social/start, then the provider's consent: what the browser brings back. */
export async function startAndAuthorize(
  c: Client,
  provider: 'google' | 'twitter',
): Promise<{ code: string; state: string }> {
  const start = await c.get(
    `social/start?provider=${provider}&redirectUri=${encodeURIComponent(REDIRECT)}`,
  );
  expect(start.code, start.msg).toBe(200);
  const back = await authorize(start.data.url);
  expect(back.state).toBe(start.data.state);
  return back;
}
