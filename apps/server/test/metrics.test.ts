import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { postRawJson } from './support/client';
import { member } from './support/economy';
import { operator } from './support/operators';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ METRICS_TOKEN: TOKEN });
const off = useTestApp();

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** A sample's value in Prometheus text (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('refuses a scrape without the bearer token, or with another one', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().code).toBe(4001);
    }
  });

  it('answers Prometheus text: request durations by route pattern, pool, process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v2/health?lang=en' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /^starlit_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/v2\/health",status="2xx"\}/m,
    );
    // the route pattern, never the raw URL with its query
    expect(text).not.toContain('lang=en');
    expect(text).toContain('starlit_db_pool_total_connections ');
    expect(text).toContain('starlit_sse_streams_open 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(text).toContain('process_cpu_user_seconds_total ');
  });

  it('counts a charge by deduction type and how it was paid', async () => {
    const series = 'starlit_charges_total{type="swap4Vip3",paid="points"}';
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, series);
    const m = await member(t, 100_000);
    const swapped = await m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token);
    expect(swapped.code, swapped.msg).toBe(200);
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, series)).toBe(before + 1);
  });

  it('counts sign-ins by method', async () => {
    const series = 'starlit_signins_total{method="password"}';
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, series);
    const m = await member(t);
    for (let i = 0; i < 2; i++) {
      const res = await m.c.post('login', { account: m.email, password: 'secret123' });
      expect(res.code, res.msg).toBe(200);
    }
    const wrong = await m.c.post('login', { account: m.email, password: 'not-the-password' });
    expect(wrong.code).not.toBe(200);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, series)).toBe(before + 2);
    // signing up with an e-mail code opened a session too
    expect(sample(text, 'starlit_signins_total{method="email"}')).toBeGreaterThan(0);
  });

  it("counts operator sign-ins beside the members' ones", async () => {
    const series = 'starlit_signins_total{method="operator"}';
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, series);
    // a new operator signs in once (password and TOTP code)
    await operator(t, 'support');
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, series)).toBe(before + 1);
  });

  it('counts readings by kind, only those answered', async () => {
    const answers = 'starlit_readings_total{kind="answers"}';
    const single = 'starlit_readings_total{kind="single"}';
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const m = await member(t);
    for (let i = 0; i < 3; i++) expect((await m.c.get('bookAnswer')).code).toBe(200);
    const read = await m.c.post('constellation/single', { constellation_a: { star1_id: 3 } });
    expect(read.code, read.msg).toBe(200);
    const refused = await m.c.post('constellation/single', { constellation_a: { star1_id: 99 } });
    expect(refused.code).toBe(1001);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, answers)).toBe(sample(before, answers) + 3);
    expect(sample(after, single)).toBe(sample(before, single) + 1);
  });

  it('counts every refusal by its envelope code, though most answer HTTP 200', async () => {
    const poor = 'starlit_refusals_total{code="1201"}';
    const malformed = 'starlit_refusals_total{code="1001"}';
    const unknown = 'starlit_refusals_total{code="404"}';
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const m = await member(t, 0);
    const swap = await m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token);
    expect(swap.code).toBe(1201);
    expect((await m.c.post('swapPoints', { type: 'no-such-swap' }, m.token)).code).toBe(1001);
    const bad = await postRawJson(t, 'login', '{bad');
    expect(bad.json().code).toBe(1001);
    expect((await m.c.get('no/such/route')).code).toBe(404);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, poor)).toBe(sample(before, poor) + 1);
    expect(sample(after, malformed)).toBe(sample(before, malformed) + 2);
    expect(sample(after, unknown)).toBe(sample(before, unknown) + 1);
    // successes are no refusals
    expect(after).not.toContain('starlit_refusals_total{code="200"}');
  });

  it('is an unknown route, collecting nothing, without METRICS_TOKEN', async () => {
    expect(off.app.metrics).toBeNull();
    const res = await off.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.json().code).toBe(404);
  });
});
