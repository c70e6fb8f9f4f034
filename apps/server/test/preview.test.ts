import { afterEach, describe, expect, it, vi } from 'vitest';
import { planetPositions, signOf, skyNow } from '@starlit/core/astro';
import { useTestApp } from './support/app';
import { client } from './support/client';
import { placeId } from './support/astro';
import { skyPreview } from '../src/modules/preview/service';

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

  it('words each day from that day’s sky, never the same line two days running', () => {
    const body = { birthDate: '1990-08-15', timeZone: 'Asia/Shanghai' };
    for (const lang of ['en', 'zh'] as const) {
      const week = [...Array(7).keys()].map((d) =>
        skyPreview(body, lang, new Date(Date.UTC(2026, 11, 6 + d, 4))),
      );
      const texts = week.map((p) => p.text);
      expect(new Set(texts).size, texts.join('\n')).toBe(7);
      // the line reads the Moon of that day: its sign changes the words as it moves
      expect(new Set(week.map((p) => p.today.moon.sign)).size).toBeGreaterThan(2);
    }
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

describe('sky/now (Home) and sky/preview tell one Moon', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the same phase and lit share at the same instant', async () => {
    const c = client(t);
    // a thin crescent (where the two reckonings once said 9 % and 13 %), a full and a new moon
    for (const at of ['2026-12-05T20:00:00Z', '2024-04-23T23:49:00Z', '2024-04-08T18:21:00Z']) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      const now = await c.get('sky/now');
      const preview = await c.post('sky/preview', { birthDate: '1990-08-15' });
      vi.useRealTimers();
      expect(now.code, now.msg).toBe(200);
      expect(preview.code, preview.msg).toBe(200);
      expect(now.data, at).toEqual(preview.data.today);
      expect(now.data, at).toEqual(skyNow(new Date(at)));
    }
  });
});
