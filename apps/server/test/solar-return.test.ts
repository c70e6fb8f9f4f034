import { randomUUID } from 'node:crypto';
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { SolarReturnView } from '@starlit/contracts';
import { solarReturnResponse } from '@starlit/contracts';
import { solarReturnInstant } from '@starlit/core/astro';
import { useTestApp } from './support/app';
import { balanceOf, keyedPost, ledgerFacts, member, type Member } from './support/economy';
import { addOwnProfile, placeId } from './support/astro';
import { downloadExport } from './support/exports';

const t = useTestApp();
const YEAR = new Date().getUTCFullYear();
const DAY = 86_400_000;

const keyed = (m: Member, path: string, body: object, key: string) =>
  keyedPost(t, m, path, body, key);

describe('solar return', () => {
  it('answers the return moment, chart and headline free, cast where the profile lives', async () => {
    const m = await member(t);
    const { profile } = await addOwnProfile(m);
    const res = await m.c.post('astro/solarReturn', { year: YEAR, lang: 'en' }, m.token);
    expect(res.code, res.msg).toBe(200);
    const view = solarReturnResponse.parse(res.data);
    expect(view).toMatchObject({
      profileId: profile.id,
      year: YEAR,
      years: [YEAR, YEAR + 1],
      placeSource: 'residence',
      timeUnknown: false,
      unlocked: false,
      price: 45,
      themes: null,
    });
    const expected = solarReturnInstant(new Date(profile.birth.utc), YEAR);
    expect(Math.abs(Date.parse(view.utc) - expected.getTime())).toBeLessThan(1000);
    // the return falls within a day or so of the birthday (17 May)
    expect(view.utc.slice(5, 10)).toMatch(/^05-1[5-9]$/);
    expect(view.place.id).toBe(profile.residence.id);
    expect(view.chart?.planets[0]!.id).toBe('sun');
    const natal = await m.c.post('astrolabe/info', {}, m.token);
    // the Sun is back where it was at birth
    expect(view.chart!.planets[0]!.lon).toBeCloseTo(natal.data.chart.planets[0].lon, 3);
    expect(view.headline?.title).toBe(`Your ${YEAR} solar return`);
    // the reading gives the clock at the place (Shanghai is UTC+8 in May)
    const local = new Date(Date.parse(view.utc) + 8 * 3600_000).toISOString().slice(11, 16);
    expect(view.headline?.when).toMatch(new RegExp(`at ${local} local time, cast for Shanghai`));
    expect(view.headline?.tone).toMatch(/year/);

    const zh = await m.c.post('astro/solarReturn', { year: YEAR + 1, lang: 'zh' }, m.token);
    expect(zh.code, zh.msg).toBe(200);
    expect(zh.data.headline.title).toBe(`你的${YEAR + 1}年太阳回归`);
    expect(zh.data.headline.when).toContain('上海');
    expect(zh.data.headline.tone).not.toMatch(/[A-Za-z]{2,}/);
    expect(Date.parse(zh.data.utc) - Date.parse(view.utc)).toBeGreaterThan(364 * DAY);
  });

  it('remembers the place chosen per profile and year, and offers it for the other year', async () => {
    const m = await member(t);
    await addOwnProfile(m);
    const paris = await placeId(m.c, 'Paris', 'FR');
    const chosen = await m.c.post(
      'astro/solarReturn/place',
      { year: YEAR + 1, placeId: paris, lang: 'en' },
      m.token,
    );
    expect(chosen.code, chosen.msg).toBe(200);
    expect(chosen.data).toMatchObject({ placeSource: 'chosen', year: YEAR + 1 });
    expect(chosen.data.place.fullName).toContain('Paris');
    expect(chosen.data.headline.when).toContain('Paris');

    const again = await m.c.post('astro/solarReturn', { year: YEAR + 1 }, m.token);
    expect(again.data.place.id).toBe(paris);
    expect(again.data.placeSource).toBe('chosen');
    // another place moves the houses, never the moment
    const home = await m.c.post('astro/solarReturn', { year: YEAR }, m.token);
    expect(home.data).toMatchObject({ placeSource: 'lastChosen' });
    expect(home.data.place.id).toBe(paris);
    const shanghai = await placeId(m.c, 'Shanghai', 'CN');
    const back = await m.c.post(
      'astro/solarReturn/place',
      { year: YEAR + 1, placeId: shanghai },
      m.token,
    );
    expect(back.data.utc).toBe(chosen.data.utc);
    expect(back.data.chart.ascendant).not.toBe(chosen.data.chart.ascendant);
  });

  it('charges the year themes once per profile and year, replaying a retried key', async () => {
    const m = await member(t, 200);
    await addOwnProfile(m);
    const before = await balanceOf(m.c, m.token);
    const key = randomUUID();
    const body = { year: YEAR, lang: 'en' };
    const first = await keyed(m, 'astro/solarReturn/unlock', body, key);
    expect(first.code, first.msg).toBe(200);
    const view = first.data as SolarReturnView;
    expect(view.unlocked).toBe(true);
    expect(view.themes?.arena).toMatch(/^The Sun in the/);
    expect(view.themes?.needs).toMatch(/^The return Moon/);
    const replay = await keyed(m, 'astro/solarReturn/unlock', body, key);
    expect(replay.data).toEqual(first.data);
    const racing = await Promise.all(
      [1, 2, 3].map(() => keyed(m, 'astro/solarReturn/unlock', body, randomUUID())),
    );
    for (const r of racing) expect(r.data.unlocked).toBe(true);
    expect(await balanceOf(m.c, m.token)).toBe(before - 45);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(before - 45);
    // the themes stay open for that year wherever it is cast; the next year is still locked
    const paris = await placeId(m.c, 'Paris', 'FR');
    const moved = await m.c.post(
      'astro/solarReturn/place',
      { year: YEAR, placeId: paris },
      m.token,
    );
    expect(moved.data.unlocked).toBe(true);
    expect(moved.data.themes).not.toBeNull();
    const next = await m.c.post('astro/solarReturn', { year: YEAR + 1 }, m.token);
    expect(next.data).toMatchObject({ unlocked: false, themes: null });
  });

  it('refuses an unlock without enough points and keeps the year locked', async () => {
    const m = await member(t);
    await addOwnProfile(m);
    // whatever the welcome points paid for first, the next year's themes are beyond them
    await m.c.post('astro/solarReturn/unlock', { year: YEAR }, m.token);
    const balance = await balanceOf(m.c, m.token);
    expect(balance).toBeLessThan(45);
    const res = await m.c.post('astro/solarReturn/unlock', { year: YEAR + 1 }, m.token);
    expect(res.code).toBe(1201);
    expect(await balanceOf(m.c, m.token)).toBe(balance);
    const next = await m.c.post('astro/solarReturn', { year: YEAR + 1 }, m.token);
    expect(next.data.unlocked).toBe(false);
  });

  it("gives 1001 for bad input and refuses another member's profile", async () => {
    const m = await member(t);
    const { profile } = await addOwnProfile(m);
    for (const body of [
      {},
      { year: '2026' },
      { year: YEAR - 1 },
      { year: YEAR + 2 },
      { year: YEAR, profileId: -1 },
    ])
      expect((await m.c.post('astro/solarReturn', body, m.token)).code, JSON.stringify(body)).toBe(
        1001,
      );
    for (const body of [{ year: YEAR }, { year: YEAR, placeId: 'nowhere-123' }])
      expect((await m.c.post('astro/solarReturn/place', body, m.token)).code).toBe(1001);
    expect((await m.c.post('astro/solarReturn/unlock', { year: 1999 }, m.token)).code).toBe(1001);
    const other = await member(t, 100);
    for (const path of ['astro/solarReturn', 'astro/solarReturn/unlock'])
      expect(
        (await other.c.post(path, { year: YEAR, profileId: profile.id }, other.token)).code,
      ).toBe(1602);
    const paris = await placeId(m.c, 'Paris', 'FR');
    const theirs = await other.c.post(
      'astro/solarReturn/place',
      { year: YEAR, profileId: profile.id, placeId: paris },
      other.token,
    );
    expect(theirs.code).toBe(1602);
    expect(
      (await other.c.post('astro/progressedMoon', { profileId: profile.id }, other.token)).code,
    ).toBe(1602);
    expect((await m.c.post('astro/solarReturn', { year: YEAR }, m.token)).data.placeSource).toBe(
      'residence',
    );
  });

  it('gives no chart or words without a birth time', async () => {
    const m = await member(t, 100);
    await addOwnProfile(m, { timeUnknown: true });
    const res = await m.c.post('astro/solarReturn', { year: YEAR }, m.token);
    expect(res.data).toMatchObject({ timeUnknown: true, chart: null, headline: null });
    expect((await m.c.post('astro/solarReturn/unlock', { year: YEAR }, m.token)).code).toBe(1501);
    const moon = await m.c.post('astro/progressedMoon', {}, m.token);
    expect(moon.data).toMatchObject({ timeUnknown: true, now: null, reading: null });
  });
});

describe('solar return in "download my data"', () => {
  it('holds the places chosen and the unlocked year with its words', async () => {
    const m = await member(t, 100);
    const { profile } = await addOwnProfile(m);
    const paris = await placeId(m.c, 'Paris', 'FR');
    await m.c.post('astro/solarReturn/place', { year: YEAR, placeId: paris }, m.token);
    const unlocked = await m.c.post('astro/solarReturn/unlock', { year: YEAR }, m.token);
    expect(unlocked.code, unlocked.msg).toBe(200);
    const { files } = await downloadExport(t, m, 'en');
    const astro = JSON.parse(strFromU8(files['reports/astro.json']!)) as {
      unlocks: { profileId: number; kind: string }[];
      solarReturnPlaces: { profileId: number; year: number; place: { id: string } }[];
      reports: { kind: string; sections: { title: string; text: string }[] }[];
    };
    expect(astro.solarReturnPlaces).toEqual([
      expect.objectContaining({
        profileId: profile.id,
        year: YEAR,
        place: expect.objectContaining({ id: paris }),
      }),
    ]);
    expect(astro.unlocks.map((u) => u.kind)).toContain(`solarReturn:${YEAR}`);
    const report = astro.reports.find((r) => r.kind === `solarReturn:${YEAR}`)!;
    expect(report.sections[0]!.title).toBe(`Your ${YEAR} solar return`);
    expect(report.sections[0]!.text).toContain(unlocked.data.themes.arena);
    expect(report.sections[0]!.text).toContain('Paris');
  });
});

describe('progressed moon', () => {
  it("answers the progressed Moon's sign and house now and its next change, in both languages", async () => {
    const m = await member(t);
    const { profile } = await addOwnProfile(m);
    const en = await m.c.post('astro/progressedMoon', { lang: 'en' }, m.token);
    expect(en.code, en.msg).toBe(200);
    expect(en.data.profileId).toBe(profile.id);
    expect(en.data.now.sign).toBeGreaterThanOrEqual(0);
    expect(en.data.now.house).toBeGreaterThanOrEqual(1);
    expect(en.data.next.date > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(en.data.reading.now).toMatch(/^Your progressed Moon is in \w+, in your \w+/);
    expect(en.data.reading.next).toMatch(/^Around \d{1,2} \w+ \d{4} it /);
    const zh = await m.c.post('astro/progressedMoon', { lang: 'zh' }, m.token);
    expect(zh.data.now).toEqual(en.data.now);
    expect(zh.data.reading.next).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(Object.values(zh.data.reading).join('')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
