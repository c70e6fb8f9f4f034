import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { member } from './support/economy';

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
