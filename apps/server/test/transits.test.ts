import type { TransitEntry } from '@starlit/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { member } from './support/economy';
import { addOwnProfile } from './support/astro';

const t = useTestApp();
const DAY = 86_400_000;

describe('transits calendar', () => {
  it("lists a member's own transits for 30 and 90 days with texts in both languages", async () => {
    const m = await member(t);
    const { profile } = await addOwnProfile(m);
    const started = Date.now();
    const en = await m.c.post('astro/transits', { days: 30, lang: 'en' }, m.token);
    expect(en.code, en.msg).toBe(200);
    expect(en.data.profileId).toBe(profile.id);
    expect(en.data.orb).toBe(1);
    const events = en.data.events as TransitEntry[];
    expect(events.length).toBeGreaterThan(5);
    for (const e of events) {
      expect(e.planet).not.toBe('moon');
      expect(Date.parse(e.leaves)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(e.exact)).toBeLessThanOrEqual(Date.parse(en.data.to));
      expect(Date.parse(e.enters)).toBeLessThanOrEqual(Date.parse(e.exact));
      expect(Date.parse(e.leaves)).toBeGreaterThanOrEqual(Date.parse(e.exact));
      expect(e.exact).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
      expect(e.house).toBeGreaterThanOrEqual(1);
      expect(e.text.length).toBeGreaterThanOrEqual(2);
      expect(e.title).toContain('your');
    }
    const times = events.map((e) => Date.parse(e.exact));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.parse(en.data.to) - Date.parse(en.data.from)).toBe(30 * DAY);

    const zh = await m.c.post(
      'astro/transits',
      { days: 90, profileId: profile.id, lang: 'zh' },
      m.token,
    );
    expect(zh.code, zh.msg).toBe(200);
    expect(zh.data.events.length).toBeGreaterThan(events.length);
    expect(zh.data.events[0].title).toMatch(/^行运/);
    expect(zh.data.events[0].text.join('')).not.toMatch(/[A-Za-z]{2,}/);
  });

  it("gives 1001 for bad input and refuses another member's profile", async () => {
    const m = await member(t);
    const { profile } = await addOwnProfile(m);
    for (const body of [{}, { days: 60 }, { days: '30' }, { days: 30, profileId: -1 }])
      expect((await m.c.post('astro/transits', body, m.token)).code, JSON.stringify(body)).toBe(
        1001,
      );
    const other = await member(t);
    const theirs = await other.c.post(
      'astro/transits',
      { days: 30, profileId: profile.id },
      other.token,
    );
    expect(theirs.code).toBe(1602);
    expect((await other.c.post('astro/transits', { days: 30 }, other.token)).code).toBe(1602);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/astro/transits',
      payload: { days: 30 },
    });
    expect(anonymous.json().code).not.toBe(200);
  });

  it("places each transit in the member's own house system", async () => {
    const m = await member(t);
    await addOwnProfile(m);
    const houses = async () =>
      (
        (await m.c.post('astro/transits', { days: 90, lang: 'en' }, m.token)).data
          .events as TransitEntry[]
      ).map((e) => `${e.planet} ${e.aspect} ${e.natalPoint} ${e.exact.slice(0, 13)} ${e.house}`);
    const placidus = await houses();
    const saved = await m.c.post('userConfig', { houseSystem: 'wholeSign' }, m.token);
    expect(saved.code, saved.msg).toBe(200);
    const wholeSign = await houses();
    // the same contacts, some of them in another house
    expect(wholeSign.map((e) => e.split(' ').slice(0, 3).join(' '))).toEqual(
      placidus.map((e) => e.split(' ').slice(0, 3).join(' ')),
    );
    expect(wholeSign).not.toEqual(placidus);
  });
});
