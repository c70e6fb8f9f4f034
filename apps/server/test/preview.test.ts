import { describe, expect, it } from 'vitest';
import { planetPositions, signOf } from '@starlit/core/astro';
import { useTestApp } from './support/app';
import { client } from './support/client';
import { placeId } from './support/astro';

const t = useTestApp();

describe('sky/preview (visitors)', () => {
  it('reads a birth date without an account: Sun sign, today’s Sun and Moon, the day', async () => {
    const c = client(t);
    const res = await c.post('sky/preview', { birthDate: '1990-08-15', timeZone: 'Europe/Paris' });
    expect(res.code, res.msg).toBe(200);
    const p = res.data;
    expect(p.natal).toMatchObject({ sun: 4, rising: null });
    const [sun, moon] = planetPositions(new Date());
    expect(p.today.sun.sign).toBe(signOf(sun!.lon));
    expect(p.today.moon.sign).toBe(signOf(moon!.lon));
    expect(p.today.illumination).toBeGreaterThanOrEqual(0);
    expect(p.today.illumination).toBeLessThanOrEqual(1);
    // the phase and the lit share tell the same story
    if (p.today.phase === 'full') expect(p.today.illumination).toBeGreaterThan(0.85);
    if (p.today.phase === 'new') expect(p.today.illumination).toBeLessThan(0.15);
    expect(p.overall).toBeGreaterThanOrEqual(3);
    expect(p.text.length).toBeGreaterThan(20);
    expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds the Moon and rising sign with a time and birthplace, in the asked language', async () => {
    const c = client(t);
    const shanghai = await placeId(c, 'Shanghai', 'CN');
    const res = await c.post('sky/preview', {
      birthDate: '1988-07-01',
      birthTime: '12:00',
      birthPlaceId: shanghai,
      lang: 'zh',
    });
    expect(res.code, res.msg).toBe(200);
    // the same chart a saved profile gets: Sun in Cancer, Moon and rising from the instant
    expect(res.data.natal.sun).toBe(3);
    expect(res.data.natal.moon).not.toBeNull();
    expect(res.data.natal.rising).not.toBeNull();
    expect(res.data.text).toMatch(/[\u4e00-\u9fff]/);
    if (res.data.transit) expect(res.data.transit).toMatch(/^行运/);
  });

  it('refuses impossible dates and unknown places (1001)', async () => {
    const c = client(t);
    for (const body of [
      { birthDate: '2999-01-01' },
      { birthDate: '1700-01-01' },
      { birthDate: '1990-02-30' },
      { birthDate: '1990-01-01', birthPlaceId: 'nowhere' },
      { birthDate: '1990-01-01', birthTime: '25:00' },
    ]) {
      expect((await c.post('sky/preview', body)).code, JSON.stringify(body)).toBe(1001);
    }
  });

  it('is limited per address like other public reads (1005)', async () => {
    const c = client(t);
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await c.post('sky/preview', { birthDate: '2000-01-01' })).code;
    expect(last).toBe(1005);
  });
});
