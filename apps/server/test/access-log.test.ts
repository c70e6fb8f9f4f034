import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

interface Line {
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  route?: string | null;
  status?: number;
  ms?: number;
  ip?: string;
}

const lines: Line[] = [];
const t = useTestApp(
  { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
  { logStream: { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Line) } },
);

describe('the access log (LOG_REQUESTS)', () => {
  it('writes one line per request: id, method, path, route, status, time and address', async () => {
    const before = lines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/constellation/single?lang=en',
      payload: { constellation_a: { star1_id: 5 } },
      headers: { 'x-request-id': 'access-log-1' },
      remoteAddress: '198.51.100.7',
    });
    expect(res.json().code).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/v2/no/such/route', remoteAddress: '::1' });

    const logged = lines.slice(before).filter((l) => l.msg === 'request');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      reqId: 'access-log-1',
      method: 'POST',
      url: '/api/v2/constellation/single',
      route: '/api/v2/constellation/single',
      status: 200,
      ip: '198.51.100.7',
    });
    expect(typeof logged[0]!.ms).toBe('number');
    expect(logged[1]).toMatchObject({ method: 'GET', url: '/api/v2/no/such/route', ip: '::1' });
    expect(logged[1]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
