import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/lib/config';
import { paymentsMode } from '../src/modules/payments/provider';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import { checkout, keyOf, orderRow, RETURN, sandboxAction, type Member } from './support/payments';

/**
 * Who may use the test-mode sandbox checkout: it runs only on a loopback PUBLIC_URL or when
 * PAYMENTS_SANDBOX=true, its Pay and Cancel need the order's one-time secret, and every
 * address it builds is on PUBLIC_URL whatever Host the request names.
 */

/** Collects the app's JSON log lines. */
function logCapture() {
  const lines: Array<{ level: number; msg: string }> = [];
  return { lines, stream: { write: (chunk: string) => void lines.push(JSON.parse(chunk)) } };
}

/** A checkout that returns to the public site's member page. */
const publicCheckout = (m: Member, body: Record<string, unknown>) =>
  checkout(m, { returnUrl: 'https://starlit.example/#/user', ...body });

describe('with no Stripe key and a public PUBLIC_URL', () => {
  const log = logCapture();
  const t = useTestApp(
    { PUBLIC_URL: 'https://starlit.example', LOG_LEVEL: 'warn' },
    { logStream: log.stream },
  );

  it('checkout answers 1206 and records no order; the sandbox routes do not exist', async () => {
    const m = await member(t);
    const res = await publicCheckout(m, { kind: 'points', productId: 'points_300' });
    expect(res.code).toBe(1206);
    expect(res.msg).toBe('Payments are not available yet');
    const zh = await checkout(m, {
      kind: 'vip',
      productId: 'vip_1m',
      returnUrl: 'https://starlit.example/',
      lang: 'zh',
    });
    expect(zh).toMatchObject({ code: 1206, msg: '支付暂未开通' });
    const [orders] = await execSql(t, sql`select count(*)::int as n from orders`);
    expect(orders!.n).toBe(0);

    // an order from a time the sandbox was on cannot be paid through it now
    const [row] = await execSql(
      t,
      sql`insert into orders (user_id, kind, product_id, amount_cents, grants, provider, return_url, expires_at)
          values (${m.userId}, 'points', 'points_300', 3000, '{"months":0,"days":0,"points":330}',
                  'sandbox', 'https://starlit.example/', now() + interval '10 minutes')
          returning id`,
    );
    const url = `https://starlit.example/api/v2/payments/sandbox/${row!.id as string}`;
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.json()).toMatchObject({ code: 404 });
    expect((await sandboxAction(t, url, 'pay', 'anything')).json()).toMatchObject({ code: 404 });
    expect(await balanceOf(m.c, m.token)).toBe(0);
  });

  it('says so once, as a warning, when the app starts', () => {
    const warnings = log.lines.filter((l) => l.level === 40 && /payments/i.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('1206');
  });
});

describe('PAYMENTS_SANDBOX=true on a public PUBLIC_URL', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://starlit.example', PAYMENTS_SANDBOX: 'true' });

  it('turns the sandbox on, with its page on PUBLIC_URL', async () => {
    const m = await member(t);
    const res = await publicCheckout(m, { kind: 'points', productId: 'points_60' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.url).toMatch(/^https:\/\/starlit\.example\/api\/v2\/payments\/sandbox\//);
    expect((await sandboxAction(t, res.data.url, 'pay')).headers.location).toBe(
      'https://starlit.example/?payStatus=points_success#/user',
    );
    expect(await balanceOf(m.c, m.token)).toBe(60);
  });
});

describe('PAYMENTS_SANDBOX=false on a loopback PUBLIC_URL', () => {
  const t = useTestApp({ PAYMENTS_SANDBOX: 'false' });

  it('turns the sandbox off', async () => {
    const m = await member(t);
    expect((await checkout(m, { kind: 'points', productId: 'points_60' })).code).toBe(1206);
  });
});

describe('the sandbox on a loopback PUBLIC_URL', () => {
  const t = useTestApp();

  it('pays or cancels only with the order’s one-time secret, and spends it', async () => {
    const owner = await member(t);
    const res = await checkout(owner, { kind: 'points', productId: 'points_300' });
    expect(res.code, res.msg).toBe(200);
    const { url, orderId } = res.data as { url: string; orderId: string };
    const path = new URL(url).pathname;

    // the order id alone opens nothing and pays nothing
    expect((await t.app.inject({ method: 'GET', url: `${path}?lang=en` })).json().code).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${path}/pay` })).json().code).toBe(404);
    const wrong = keyOf(url).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await sandboxAction(t, url, 'pay', wrong)).json().code).toBe(404);
    expect((await sandboxAction(t, url, 'cancel', wrong)).json().code).toBe(404);
    expect((await sandboxAction(t, url, 'pay', '')).json().code).toBe(404);
    // another member's own secret does not fit this order either
    const other = await member(t);
    const theirs = await checkout(other, { kind: 'points', productId: 'points_60' });
    expect((await sandboxAction(t, url, 'pay', keyOf(theirs.data.url))).json().code).toBe(404);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'created' });
    expect(await balanceOf(owner.c, owner.token)).toBe(0);

    // only a hash is stored
    const stored = (await orderRow(t, orderId)).sandbox_secret_hash as string;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(keyOf(url));

    const page = await t.app.inject({ method: 'GET', url: `${path}${new URL(url).search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // no script; the one inline style is allowed by its hash
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
    expect(policy).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);

    const paid = await sandboxAction(t, url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await balanceOf(owner.c, owner.token)).toBe(330);
    expect((await orderRow(t, orderId)).sandbox_secret_hash).toBeNull();
    // spent: neither the page nor Cancel answers to it any more
    expect((await sandboxAction(t, url, 'cancel')).json().code).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${path}${new URL(url).search}` })).json().code,
    ).toBe(404);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid' });
  });

  it('builds return and sandbox addresses from PUBLIC_URL, never from the Host header', async () => {
    const m = await member(t);
    const ask = (returnUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/payments/checkout',
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          authorization: `Bearer ${m.token}`,
        },
        payload: { kind: 'points', productId: 'points_60', returnUrl },
        remoteAddress: m.c.ip,
      });
    expect((await ask('http://evil.example/#/user')).json().code).toBe(1001);
    const res = (await ask(RETURN)).json();
    expect(res.code, res.msg).toBe(200);
    expect(new URL(res.data.url).origin).toBe('http://localhost:8080');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(res.data.url).pathname}/pay`,
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ key: keyOf(res.data.url) }).toString(),
    });
    expect(paid.headers.location).toBe('http://localhost:8080/?payStatus=points_success#/user');
  });
});

describe('in production, the sandbox only where nobody else can reach it', () => {
  const mode = (env: Record<string, string>) =>
    paymentsMode(loadConfig({ NODE_ENV: 'production', ...env }));

  it('is off with PUBLIC_URL unset, or HOST open to others; never decided by a header', () => {
    expect(mode({})).toBe('off');
    expect(mode({ HOST: '127.0.0.1' })).toBe('off');
    expect(mode({ PUBLIC_URL: 'http://localhost:8080' })).toBe('off');
    expect(mode({ PUBLIC_URL: 'http://localhost:8080', HOST: '0.0.0.0' })).toBe('off');
    expect(mode({ PUBLIC_URL: 'https://starlit.example.com', HOST: '127.0.0.1' })).toBe('off');
    // what `npm start` sets for a try-out on this machine, and the e2e suite's server
    expect(mode({ PUBLIC_URL: 'http://localhost:8080', HOST: '127.0.0.1' })).toBe('sandbox');
    expect(mode({ PUBLIC_URL: 'http://127.0.0.1:4173', HOST: '127.0.0.1' })).toBe('sandbox');
    expect(mode({ PUBLIC_URL: 'http://[::1]:8080', HOST: '::1' })).toBe('sandbox');
    // said on purpose
    expect(mode({ PAYMENTS_SANDBOX: 'true' })).toBe('sandbox');
    expect(
      mode({ PUBLIC_URL: 'http://localhost:8080', HOST: '127.0.0.1', PAYMENTS_SANDBOX: 'false' }),
    ).toBe('off');
    // development and tests keep the plain loopback rule
    expect(paymentsMode(loadConfig({ NODE_ENV: 'development' }))).toBe('sandbox');
  });

  describe('a production server started without PUBLIC_URL', () => {
    const t = useTestApp({ NODE_ENV: 'production', MAX_EVENT_LOOP_DELAY_MS: '0' });

    it('sells nothing for free, whatever Host a request names', async () => {
      const m = await member(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/payments/checkout',
        headers: { host: 'starlit.example.com', authorization: `Bearer ${m.token}` },
        payload: { kind: 'points', productId: 'points_6480', returnUrl: RETURN },
        remoteAddress: m.c.ip,
      });
      expect(res.json().code).toBe(1206);
      const orders = await execSql(t, sql`select id from orders where user_id = ${m.userId}`);
      expect(orders).toHaveLength(0);
      expect(await balanceOf(m.c, m.token)).toBe(0);
    });
  });
});
