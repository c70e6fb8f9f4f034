import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { client, execSql, signUp, type Client } from './support/client';
import { REDIRECT, authorize, startAndAuthorize, useMockProvider } from './support/oauth';

const { provider, config, refuseCodes } = useMockProvider();
const t = useTestApp(config);

/** socialLogin's answer code for a body. */
const loginCode = async (c: Client, body: Record<string, unknown>) =>
  (await c.post('socialLogin', body)).code;
/** A Twitter sign-in's body: its code, and the state it was started with. */
const twitter = (code: string, state?: string) => ({
  type: 2,
  access_token: code,
  third_name: 'twitter',
  state,
});

describe('social/start', () => {
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

  it('refuses return addresses off our origin, with a query or a fragment (1001)', async () => {
    for (const kind of ['google', 'twitter']) {
      const c = client(t);
      for (const uri of [
        'https://evil.example/#/login',
        'https://starlit.example.evil.com/',
        'http://localhost:9999/steal',
        'http://127.0.0.1:8080/',
        'http://starlit.example/',
        'javascript:alert(1)',
        'https://u:p@starlit.example/',
        'https://starlit.example/#/login',
        'https://starlit.example/?next=https://evil.example',
        'https://starlit.example/?',
      ]) {
        const res = await c.get(
          `social/start?provider=${kind}&redirectUri=${encodeURIComponent(uri)}`,
        );
        expect(res.code, `${kind} ${uri}`).toBe(1001);
      }
    }
    expect(
      (
        await client(t).get(
          `social/start?provider=facebook&redirectUri=${encodeURIComponent(REDIRECT)}`,
        )
      ).code,
    ).toBe(1001);
    const [n] = await execSql(t, sql`select count(*)::int as n from oauth_states`);
    expect(n!.n).toBe(0);
  });

  it('allows localhost only when PUBLIC_URL is that localhost origin', async () => {
    const saved = t.app.config.PUBLIC_URL;
    t.app.config.PUBLIC_URL = 'http://localhost:8080';
    try {
      const start = (uri: string) =>
        client(t).get(`social/start?provider=twitter&redirectUri=${encodeURIComponent(uri)}`);
      expect((await start('http://localhost:8080/')).code).toBe(200);
      expect((await start('http://localhost:5173/')).code).toBe(1001);
      expect((await start('http://127.0.0.1:8080/')).code).toBe(1001);
      expect((await start(REDIRECT)).code).toBe(1001);
    } finally {
      t.app.config.PUBLIC_URL = saved;
    }
  });
});

describe('socialLogin, Twitter type', () => {
  it('exchanges the code with the PKCE verifier and client credentials, then reads the user', async () => {
    const c = client(t);
    const { code, state } = await startAndAuthorize(c, 'twitter');

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
      const { code, state } = await startAndAuthorize(c, 'twitter');
      return c.post('socialLogin', twitter(code, state));
    };
    const first = await login(); // the mock's default userinfo: {sub: 'johndoe'}
    expect(first.data).toMatchObject({ isNew: true, account: 'twitter:johndoe' });
    const second = await login();
    expect(second.data).toMatchObject({ isNew: false, user_id: first.data.user_id });
  });

  it('links by e-mail only when userinfo says email_verified is the boolean true', async () => {
    const c = client(t);
    const me = await signUp(t, c, 'same@example.com');
    const login = async (userinfo: Record<string, unknown>) => {
      const { code, state } = await startAndAuthorize(c, 'twitter');
      provider.service.once('beforeUserinfo', (r) => (r.body = userinfo));
      return c.post('socialLogin', twitter(code, state));
    };
    const email = 'same@example.com';
    const unverified = await login({ sub: 't-1', email, email_verified: 'true' });
    expect(unverified.data.isNew).toBe(true);
    expect(unverified.data.user_id).not.toBe(me.userId);
    const verified = await login({ sub: 't-2', email, email_verified: true });
    expect(verified.data).toMatchObject({ isNew: false, user_id: me.userId });
  });

  it('refuses a missing, unknown, expired or mismatched state with 2006', async () => {
    const c = client(t);
    expect(await loginCode(c, twitter('c'))).toBe(2006);
    expect(await loginCode(c, twitter('c', 'nope'))).toBe(2006);
    const start = await c.get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    await execSql(t, sql`update oauth_states set expires_at = now() - interval '1 second'`);
    const { code, state } = await authorize(start.data.url);
    expect(state).toBe(start.data.state);
    expect(await loginCode(c, twitter(code, state))).toBe(2006);
    const other = await c.get(
      `social/start?provider=twitter&redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    const moved = {
      ...twitter('c', other.data.state),
      redirectUri: 'https://starlit.example/other',
    };
    expect(await loginCode(c, moved)).toBe(2006);
  });

  it('answers 2011 when the token endpoint refuses the code', async () => {
    const c = client(t);
    const { code, state } = await startAndAuthorize(c, 'twitter');
    refuseCodes();
    expect(await loginCode(c, twitter(code, state))).toBe(2011);
  });
});

describe('socialLogin, validation', () => {
  it('needs type 2 and a known provider', async () => {
    const c = client(t);
    expect(await loginCode(c, { type: 1, access_token: 'x', third_name: 'google' })).toBe(1001);
    expect(await loginCode(c, { type: 2, access_token: '', third_name: 'google' })).toBe(1001);
    expect(await loginCode(c, { type: 2, access_token: 'x', third_name: 'github' })).toBe(1001);
  });
});
