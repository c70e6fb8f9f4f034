import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { useTestApp } from './support/app';
import { client, execSql, signUp } from './support/client';

const provider = new OAuth2Server();
const config: Record<string, string> = {};
// a provider that accepts connections and never answers, for the timeout case
const silent = http.createServer(() => undefined);

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const base = provider.issuer.url!;
  Object.assign(config, {
    PUBLIC_URL: 'https://starlit.example',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_AUTH_URL: `${base}/authorize`,
    GOOGLE_USERINFO_URL: `${base}/userinfo`,
    TWITTER_CLIENT_ID: 'twitter-client',
    TWITTER_CLIENT_SECRET: 'twitter-secret',
    TWITTER_AUTH_URL: `${base}/authorize`,
    TWITTER_TOKEN_URL: `${base}/token`,
    TWITTER_USERINFO_URL: `${base}/userinfo`,
    OAUTH_TIMEOUT_MS: '1500',
  });
});
afterAll(async () => {
  await provider.stop();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

const t = useTestApp(config);
const REDIRECT = 'https://starlit.example/#/login';

/** Google-type: the user agent brings back an access token the provider issued. */
async function googleToken(): Promise<string> {
  return provider.issuer.buildToken({
    scopesOrTransform: (_h, payload) => Object.assign(payload, { sub: 'g-1' }),
  });
}

/** Twitter-type: follow the authorize URL like a browser; the provider redirects back with code and state. */
async function authorize(url: string): Promise<{ code: string; state: string }> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('https://starlit.example/');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

describe('social/start', () => {
  it('builds the implicit-flow URL for the Google type', async () => {
    const res = await client(t).get(
      `social/start?provider=google&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(res.code).toBe(200);
    const url = new URL(res.data.url);
    expect(url.origin + url.pathname).toBe(config.GOOGLE_AUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client',
      redirect_uri: REDIRECT,
      response_type: 'token',
      scope: 'openid email profile',
      state: res.data.state,
    });
  });

  it('builds a PKCE (S256) code-flow URL for the Twitter type and keeps the verifier for 10 minutes', async () => {
    const res = await client(t).get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    const url = new URL(res.data.url);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('users.read tweet.read');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBe(res.data.state);
    const [row] = await execSql(
      t,
      sql`select provider, redirect_uri, expires_at - created_at as ttl, code_verifier from oauth_states`,
    );
    expect(row).toMatchObject({ provider: 'twitter', redirect_uri: REDIRECT });
    expect(String(row!.ttl)).toMatch(/00:10:00/);
    expect(res.data.url).not.toContain(row!.code_verifier as string);
  });

  it('refuses return addresses off our origin (1001) but allows localhost', async () => {
    const c = client(t);
    for (const uri of [
      'https://evil.example/#/login',
      'https://starlit.example.evil.com/',
      'javascript:alert(1)',
      'https://u:p@starlit.example/',
    ]) {
      expect(
        (await c.get(`social/start?provider=twitter&redirectUri=${encodeURIComponent(uri)}`)).code,
        uri,
      ).toBe(1001);
    }
    expect(
      (
        await c.get(
          `social/start?provider=google&redirectUri=${encodeURIComponent('http://localhost:5173/')}`,
        )
      ).code,
    ).toBe(200);
    expect(
      (await c.get('social/start?provider=facebook&redirectUri=https://starlit.example/')).code,
    ).toBe(1001);
  });
});

describe('socialLogin, Google type', () => {
  it('asks the userinfo endpoint with the token, creates a user, then signs in to it', async () => {
    const token = await googleToken();
    const seen: string[] = [];
    provider.service.once('beforeUserinfo', (res, req) => {
      seen.push(String(req.headers.authorization));
      res.body = {
        sub: 'g-1',
        name: 'Gina the Astronomer Royal',
        email: 'Gina@Example.com',
        email_verified: true,
      };
    });
    const c = client(t);
    const res = await c.post('socialLogin', { type: 2, access_token: token, third_name: 'google' });
    expect(res.code, res.msg).toBe(200);
    expect(seen).toEqual([`Bearer ${token}`]);
    expect(res.data).toMatchObject({ isNew: true, account: 'gina@example.com' });
    const info = await c.get('userinfo', res.data.user_token);
    expect(info.data).toMatchObject({
      nickname: 'Gina the Astrono',
      email: 'gina@example.com',
      socialProviders: ['google'],
    });
    expect((await c.get('checkLogin', res.data.user_token)).data.session.type).toBe('google');

    provider.service.once('beforeUserinfo', (r) => (r.body = { sub: 'g-1', name: 'Gina' }));
    const again = await c.post('socialLogin', {
      type: 2,
      access_token: token,
      third_name: 'google',
    });
    expect(again.data).toMatchObject({ isNew: false, user_id: res.data.user_id });
  });

  it('links to the account that has the same verified e-mail, and not on an unverified one', async () => {
    const c = client(t);
    const me = await signUp(t, c, 'same@example.com');
    provider.service.once(
      'beforeUserinfo',
      (r) => (r.body = { sub: 'g-2', name: 'S', email: 'same@example.com', email_verified: true }),
    );
    const linked = await c.post('socialLogin', {
      type: 2,
      access_token: await googleToken(),
      third_name: 'google',
    });
    expect(linked.data).toMatchObject({
      isNew: false,
      user_id: me.userId,
      account: 'same@example.com',
    });

    provider.service.once(
      'beforeUserinfo',
      (r) =>
        (r.body = { sub: 'g-3', name: 'Eve', email: 'same@example.com', email_verified: false }),
    );
    const other = await c.post('socialLogin', {
      type: 2,
      access_token: await googleToken(),
      third_name: 'google',
    });
    expect(other.data.isNew).toBe(true);
    expect(other.data.user_id).not.toBe(me.userId);
    expect(other.data.account).toBe('google:Eve');
  });

  it('answers 2011 when the provider refuses the token or does not answer in time', async () => {
    provider.service.once('beforeUserinfo', (r) => {
      r.statusCode = 401;
      r.body = { error: 'invalid_token' };
    });
    const c = client(t);
    expect(
      (await c.post('socialLogin', { type: 2, access_token: 'forged', third_name: 'google' })).code,
    ).toBe(2011);
    provider.service.once('beforeUserinfo', (r) => (r.body = { name: 'no subject' }));
    expect(
      (await c.post('socialLogin', { type: 2, access_token: 'x', third_name: 'google' })).code,
    ).toBe(2011);

    const saved = t.app.config.GOOGLE_USERINFO_URL;
    t.app.config.GOOGLE_USERINFO_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/userinfo`;
    try {
      const started = Date.now();
      expect(
        (await c.post('socialLogin', { type: 2, access_token: 'x', third_name: 'google' })).code,
      ).toBe(2011);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      t.app.config.GOOGLE_USERINFO_URL = saved;
    }
    const [n] = await execSql(t, sql`select count(*)::int as n from users`);
    expect(n!.n).toBe(0);
  });
});

describe('socialLogin, Twitter type', () => {
  it('exchanges the code with the PKCE verifier and client credentials, then reads the user', async () => {
    const c = client(t);
    const start = await c.get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    const { code, state } = await authorize(start.data.url);
    expect(state).toBe(start.data.state);

    const tokenRequests: Array<{ body: Record<string, string>; auth?: string }> = [];
    provider.service.once('beforeResponse', (_res, req) => {
      tokenRequests.push({
        body: { ...(req.body as Record<string, string>) },
        auth: req.headers.authorization,
      });
    });
    provider.service.once(
      'beforeUserinfo',
      (r) => (r.body = { data: { id: '2244994945', name: 'Twitter Dev', username: 'TwitterDev' } }),
    );
    const res = await c.post('socialLogin', {
      type: 2,
      access_token: code,
      third_name: 'twitter',
      state,
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ isNew: true, account: 'twitter:TwitterDev' });

    expect(tokenRequests).toHaveLength(1);
    const sent = tokenRequests[0]!;
    expect(sent.body).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: 'twitter-client',
    });
    expect(sent.body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(sent.auth).toBe(
      `Basic ${Buffer.from('twitter-client:twitter-secret').toString('base64')}`,
    );

    const info = await c.get('userinfo', res.data.user_token);
    expect(info.data).toMatchObject({
      nickname: 'Twitter Dev',
      email: null,
      socialProviders: ['twitter'],
      account: 'twitter:TwitterDev',
    });
    // the state was used up
    const [n] = await execSql(t, sql`select count(*)::int as n from oauth_states`);
    expect(n!.n).toBe(0);
    const replay = await c.post('socialLogin', {
      type: 2,
      access_token: code,
      third_name: 'twitter',
      state,
    });
    expect(replay.code).toBe(2006);
  });

  it('accepts a flat OIDC userinfo too, and signs the same subject in again', async () => {
    const c = client(t);
    const login = async () => {
      const start = await c.get(
        `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
      );
      const { code, state } = await authorize(start.data.url);
      return c.post('socialLogin', { type: 2, access_token: code, third_name: 'twitter', state });
    };
    const first = await login(); // the mock's default userinfo: {sub: 'johndoe'}
    expect(first.data).toMatchObject({ isNew: true, account: 'twitter:johndoe' });
    const second = await login();
    expect(second.data).toMatchObject({ isNew: false, user_id: first.data.user_id });
  });

  it('refuses a missing, unknown, expired or mismatched state with 2006', async () => {
    const c = client(t);
    expect(
      (await c.post('socialLogin', { type: 2, access_token: 'c', third_name: 'twitter' })).code,
    ).toBe(2006);
    expect(
      (
        await c.post('socialLogin', {
          type: 2,
          access_token: 'c',
          third_name: 'twitter',
          state: 'nope',
        })
      ).code,
    ).toBe(2006);
    const start = await c.get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    await execSql(t, sql`update oauth_states set expires_at = now() - interval '1 second'`);
    const { code, state } = await authorize(start.data.url);
    expect(
      (await c.post('socialLogin', { type: 2, access_token: code, third_name: 'twitter', state }))
        .code,
    ).toBe(2006);
    const other = await c.get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    const moved = await c.post('socialLogin', {
      type: 2,
      access_token: 'c',
      third_name: 'twitter',
      state: other.data.state,
      redirectUri: 'https://starlit.example/other',
    });
    expect(moved.code).toBe(2006);
  });

  it('answers 2011 when the token endpoint refuses the code', async () => {
    const c = client(t);
    const start = await c.get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    const { code, state } = await authorize(start.data.url);
    provider.service.once('beforeResponse', (r) => {
      r.statusCode = 400;
      r.body = { error: 'invalid_grant' };
    });
    expect(
      (await c.post('socialLogin', { type: 2, access_token: code, third_name: 'twitter', state }))
        .code,
    ).toBe(2011);
  });
});

describe('socialLogin, validation', () => {
  it('needs type 2 and a known provider', async () => {
    const c = client(t);
    expect(
      (await c.post('socialLogin', { type: 1, access_token: 'x', third_name: 'google' })).code,
    ).toBe(1001);
    expect(
      (await c.post('socialLogin', { type: 2, access_token: '', third_name: 'google' })).code,
    ).toBe(1001);
    expect(
      (await c.post('socialLogin', { type: 2, access_token: 'x', third_name: 'github' })).code,
    ).toBe(1001);
  });
});
