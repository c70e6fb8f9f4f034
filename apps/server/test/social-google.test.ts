import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { client, execSql, signUp, type Client } from './support/client';
import { REDIRECT, authorize, startAndAuthorize, useMockProvider } from './support/oauth';

const { provider, config, refuseCodes } = useMockProvider();
const t = useTestApp(config);

// a provider that accepts connections and never answers, for the timeout case
const silent = http.createServer(() => undefined);
beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

/** Sets claims of the next ID tokens the provider signs (not of its access tokens). */
function idToken(claims: Record<string, unknown>): void {
  provider.service.on('beforeTokenSigning', (token) => {
    if ('aud' in token.payload) Object.assign(token.payload, claims);
  });
}

const GINA = {
  sub: 'g-1',
  name: 'Gina the Astronomer Royal',
  email: 'Gina@Example.com',
  email_verified: true,
};

/** The whole round trip: start, consent, then socialLogin with what came back. */
async function signInWithGoogle(c: Client) {
  const { code, state } = await startAndAuthorize(c, 'google');
  return c.post('socialLogin', {
    type: 2,
    access_token: code,
    third_name: 'google',
    state,
    redirectUri: REDIRECT,
  });
}

async function userCount(): Promise<number> {
  const [row] = await execSql(t, sql`select count(*)::int as n from users`);
  return row!.n as number;
}

describe('social/start, Google type', () => {
  it('sends the browser to the discovered authorization endpoint: code flow, PKCE, nonce', async () => {
    const res = await client(t).get(
      `social/start?provider=google&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(res.code, res.msg).toBe(200);
    const url = new URL(res.data.url);
    expect(url.origin + url.pathname).toBe(`${config.GOOGLE_ISSUER}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'google-client',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state: res.data.state,
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.nonce).not.toBe(params.code_challenge);
    const [row] = await execSql(
      t,
      sql`select provider, redirect_uri, expires_at - created_at as ttl from oauth_states`,
    );
    expect(row).toMatchObject({ provider: 'google', redirect_uri: REDIRECT });
    expect(String(row!.ttl)).toMatch(/00:10:00/);
  });
});

describe('socialLogin, Google type', () => {
  it('exchanges the code, creates the user from the ID token, then signs the same subject in', async () => {
    idToken(GINA);
    const sent: Array<Record<string, string>> = [];
    provider.service.on('beforeResponse', (_res, req) => sent.push({ ...req.body }));
    const c = client(t);
    const res = await signInWithGoogle(c);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ isNew: true, account: 'gina@example.com' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      client_id: 'google-client',
      client_secret: 'google-secret',
    });
    expect(sent[0]!.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const info = await c.get('userinfo', res.data.user_token);
    expect(info.data).toMatchObject({
      nickname: 'Gina the Astrono',
      email: 'gina@example.com',
      socialProviders: ['google'],
    });
    expect((await c.get('checkLogin', res.data.user_token)).data.session.type).toBe('google');

    const again = await signInWithGoogle(c);
    expect(again.data).toMatchObject({ isNew: false, user_id: res.data.user_id });
  });

  it('links to the account with the same e-mail only when the ID token says it is verified', async () => {
    const c = client(t);
    const me = await signUp(t, c, 'same@example.com');

    for (const [sub, verified] of [
      ['g-false', false],
      ['g-string', 'true'],
      ['g-missing', undefined],
    ] as const) {
      provider.service.removeAllListeners('beforeTokenSigning');
      idToken({ sub, name: 'Eve', email: 'same@example.com', email_verified: verified });
      const other = await signInWithGoogle(c);
      expect(other.code, sub).toBe(200);
      expect(other.data.isNew, sub).toBe(true);
      expect(other.data.user_id, sub).not.toBe(me.userId);
    }

    provider.service.removeAllListeners('beforeTokenSigning');
    idToken({ sub: 'g-2', name: 'S', email: 'SAME@example.com', email_verified: true });
    const linked = await signInWithGoogle(c);
    expect(linked.data).toMatchObject({
      isNew: false,
      user_id: me.userId,
      account: 'same@example.com',
    });
  });

  it.each([
    ['minted for another client id', { aud: 'another-app' }],
    ['for several audiences', { aud: ['google-client', 'another-app'] }],
    ['with the wrong nonce', { nonce: 'not-the-one-we-sent' }],
    ['from another issuer', { iss: 'https://issuer.evil.example' }],
    [
      'expired',
      { exp: Math.floor(Date.now() / 1000) - 600, iat: Math.floor(Date.now() / 1000) - 4200 },
    ],
  ])('refuses an ID token %s (2011) and creates nobody', async (_case, claims) => {
    idToken({ ...GINA, ...claims });
    const res = await signInWithGoogle(client(t));
    expect(res.code).toBe(2011);
    expect(await userCount()).toBe(0);
  });

  it('refuses an ID token signed with a key the issuer does not publish', async () => {
    provider.service.on('beforeTokenSigning', (token) => {
      if ('aud' in token.payload) token.header.kid = 'unknown-key';
    });
    expect((await signInWithGoogle(client(t))).code).toBe(2011);
    expect(await userCount()).toBe(0);
  });

  it('accepts no access token from the browser, even one the provider issued', async () => {
    const c = client(t);
    const stolen = await provider.issuer.buildToken({
      scopesOrTransform: (_h, payload) =>
        Object.assign(payload, { sub: 'g-1', aud: 'another-app', email: 'x@example.com' }),
    });
    provider.service.on('beforeUserinfo', (r) => {
      r.body = { sub: 'g-1', name: 'Victim', email: 'x@example.com', email_verified: true };
    });
    const res = await c.post('socialLogin', {
      type: 2,
      access_token: stolen,
      third_name: 'google',
    });
    expect(res.code).toBe(2006);
    expect(await userCount()).toBe(0);
  });

  it('refuses a reused, unknown, expired or other provider state (2006)', async () => {
    const c = client(t);
    idToken(GINA);
    const { code, state } = await startAndAuthorize(c, 'google');
    const body = { type: 2, access_token: code, third_name: 'google', state };
    expect((await c.post('socialLogin', body)).code).toBe(200);
    expect((await c.post('socialLogin', body)).code).toBe(2006);

    // two requests racing with one state: one of them gets it
    const raced = await startAndAuthorize(c, 'google');
    const both = await Promise.all(
      [0, 1].map(() =>
        c.post('socialLogin', { ...body, access_token: raced.code, state: raced.state }),
      ),
    );
    expect(both.map((r) => r.code).sort()).toEqual([200, 2006]);

    expect((await c.post('socialLogin', { ...body, state: 'never-issued' })).code).toBe(2006);

    const late = await startAndAuthorize(c, 'google');
    await execSql(t, sql`update oauth_states set expires_at = now() - interval '1 second'`);
    expect(
      (await c.post('socialLogin', { ...body, access_token: late.code, state: late.state })).code,
    ).toBe(2006);

    const twitter = await startAndAuthorize(c, 'twitter');
    expect(
      (await c.post('socialLogin', { ...body, access_token: twitter.code, state: twitter.state }))
        .code,
    ).toBe(2006);
  });

  it('answers 2011 when the provider refuses the code, and uses the state up', async () => {
    const c = client(t);
    const { code, state } = await startAndAuthorize(c, 'google');
    refuseCodes();
    const body = { type: 2, access_token: code, third_name: 'google', state };
    expect((await c.post('socialLogin', body)).code).toBe(2011);
    provider.service.removeAllListeners('beforeResponse');
    expect((await c.post('socialLogin', body)).code).toBe(2006);
  });

  it('answers 2011 when the issuer does not answer in time', async () => {
    const saved = t.app.config.GOOGLE_ISSUER;
    t.app.config.GOOGLE_ISSUER = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const res = await client(t).get(
        `social/start?provider=google&redirectUri=${encodeURIComponent(REDIRECT)}`,
      );
      expect(res.code).toBe(2011);
    } finally {
      t.app.config.GOOGLE_ISSUER = saved;
    }
    const [n] = await execSql(t, sql`select count(*)::int as n from oauth_states`);
    expect(n!.n).toBe(0);
    // a later start discovers the issuer again
    const back = await authorize(
      (
        await client(t).get(
          `social/start?provider=google&redirectUri=${encodeURIComponent(REDIRECT)}`,
        )
      ).data.url,
    );
    expect(back.code).toBeTruthy();
  });
});
