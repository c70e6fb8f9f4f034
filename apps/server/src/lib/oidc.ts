import * as oidc from 'openid-client';
import type { Config } from './config';
import {
  ProviderError,
  nonceFor,
  parseUserinfo,
  pkceChallenge,
  type ProviderProfile,
} from './oauth';

/**
 * Google-type sign-in: OpenID Connect authorization code with PKCE (openid-client). The
 * ID token from the token endpoint is checked for issuer, audience (our client id), expiry,
 * nonce and its signature (the issuer's JWKS); no token from the browser is trusted.
 */

/** Plain http is allowed only for an issuer on this machine (a local provider in tests). */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Every provider call (discovery, JWKS, token) gives up after OAUTH_TIMEOUT_MS. */
function timedFetch(timeoutMs: number): oidc.CustomFetch {
  return (url, options) => {
    const limit = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, limit]) : limit;
    return fetch(url, { ...options, signal });
  };
}

async function discover(config: Config): Promise<oidc.Configuration> {
  const issuer = new URL(config.GOOGLE_ISSUER);
  const secret = config.GOOGLE_CLIENT_SECRET;
  const found = await oidc.discovery(
    issuer,
    config.GOOGLE_CLIENT_ID ?? '',
    secret ? { client_secret: secret } : undefined,
    secret ? oidc.ClientSecretPost(secret) : oidc.None(),
    {
      execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: timedFetch(config.OAUTH_TIMEOUT_MS),
    },
  );
  // the ID token's signature is checked too, not only the TLS connection it came over
  oidc.enableNonRepudiationChecks(found);
  return found;
}

/** The issuer's metadata, per issuer and client: fetched once, and again after a failure. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function configuration(config: Config): Promise<oidc.Configuration> {
  const key = JSON.stringify([
    config.GOOGLE_ISSUER,
    config.GOOGLE_CLIENT_ID,
    config.GOOGLE_CLIENT_SECRET,
    config.OAUTH_TIMEOUT_MS,
  ]);
  let found = discovered.get(key);
  if (!found) {
    found = discover(config);
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}

function asProviderError(err: unknown): ProviderError {
  const e = err as Error & { code?: string; error?: string; cause?: unknown };
  const detail = e.cause instanceof Error ? e.cause.message : undefined;
  const reason = [e.code, e.error, e.message, detail].filter(Boolean).join(': ');
  return new ProviderError(`oidc: ${e.name === 'TimeoutError' ? 'timed out' : reason}`);
}

export interface GoogleStart {
  redirectUri: string;
  state: string;
  codeVerifier: string;
}

/** The provider's authorization address: code flow, S256 challenge, state and nonce. */
export async function googleAuthUrl(config: Config, start: GoogleStart): Promise<string> {
  try {
    const found = await configuration(config);
    return oidc
      .buildAuthorizationUrl(found, {
        redirect_uri: start.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: start.state,
        nonce: nonceFor(start.codeVerifier),
        code_challenge: pkceChallenge(start.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  } catch (err) {
    throw asProviderError(err);
  }
}

/**
 * Exchanges the code (with the verifier of the state it came back with) and reads the
 * person from the verified ID token.
 */
export async function googleProfile(
  config: Config,
  code: string,
  start: GoogleStart,
): Promise<ProviderProfile> {
  try {
    const found = await configuration(config);
    const callback = new URL(start.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', start.state);
    const tokens = await oidc.authorizationCodeGrant(found, callback, {
      pkceCodeVerifier: start.codeVerifier,
      expectedState: start.state,
      expectedNonce: nonceFor(start.codeVerifier),
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderError('no ID token');
    return parseUserinfo(claims as Record<string, unknown>);
  } catch (err) {
    throw err instanceof ProviderError ? err : asProviderError(err);
  }
}
