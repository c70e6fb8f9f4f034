import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { addOwnProfile } from './support/astro';

const t = useTestApp();

async function withProfile(points = 0) {
  const m = await member(t, points);
  const { profile, place } = await addOwnProfile(m);
  return { ...m, profileId: profile.id as number, place };
}

describe('astrology', () => {
  it('lists the twelve signs in both languages', async () => {
    const m = await member(t);
    const en = await m.c.get('constellation/list?lang=en');
    const zh = await m.c.get('constellation/list?lang=zh');
    expect(en.data.list).toHaveLength(12);
    expect(en.data.list[7]).toMatchObject({
      constellationID: 7,
      name: 'Scorpio',
      element: 'water',
      ruler: 'mars',
    });
    expect(zh.data.list[0].name).toBe('白羊座');
  });

  it('gives a deterministic fortune for a profile and a day, 1602 without a profile', async () => {
    const m = await withProfile();
    const day = new Date().toISOString().slice(0, 10);
    const next = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const a = await m.c.post('fortune', { date: day, lang: 'en' }, m.token);
    expect(a.code, a.msg).toBe(200);
    expect(a.data).toMatchObject({ archiveId: m.profileId, date: day, sign: 1 });
    expect(a.data.week).toHaveLength(7);
    expect(a.data.week[6]).toEqual({ date: day, overall: a.data.overall });
    for (const v of Object.values(a.data.scores) as number[]) expect(v).toBeGreaterThanOrEqual(3);
    // the day's sky explains the scores: the Moon, the retrogrades, the transits per area
    expect(a.data.moon.phase).toMatch(/^(new|waxing|first|full|waning|last)/);
    expect(Array.isArray(a.data.retrogrades)).toBe(true);
    for (const dim of ['emotions', 'health', 'wealth', 'career'])
      for (const d of a.data.why[dim]) {
        expect(a.data.texts[dim]).toContain(d.transit[0].toUpperCase() + d.transit.slice(1));
        expect(Number.isInteger(d.points)).toBe(true);
      }
    expect(a.data.texts.overall).toMatch(/Moon/);
    expect(a.data.texts.overall).toContain(`${a.data.overall}`);
    const b = await m.c.post('fortune', { date: day, lang: 'en' }, m.token);
    expect(b.data).toEqual(a.data);
    const zh = await m.c.post('fortune', { date: day, lang: 'zh' }, m.token);
    expect(zh.data.scores).toEqual(a.data.scores);
    expect(zh.data.texts.overall).toMatch(/[\u4e00-\u9fff]/);
    const other = await m.c.post('fortune', { date: next }, m.token);
    expect(other.data.week[5]).toEqual(a.data.week[6]);
    for (const date of ['2026-02-30', '1999-01-01', '2026-13-01'])
      expect((await m.c.post('fortune', { date }, m.token)).code, date).toBe(1001);
    const none = await member(t);
    expect((await none.c.post('fortune', {}, none.token)).code).toBe(1602);
  });

  it('serves the chart, the traits and the single reading', async () => {
    const m = await withProfile();
    const body = { archive_id: m.profileId, birth_date: '', time_of_birth: '', birthplace: '' };
    const astro = await m.c.post('astrolabe/info', body, m.token);
    expect(astro.code, astro.msg).toBe(200);
    expect(astro.data.chart.planets).toHaveLength(10);
    expect(astro.data.chart.houses).toHaveLength(12);
    // 1990-05-17 fell in China's summer time
    expect(astro.data.chart.utcOffsetMinutes).toBe(540);
    expect(astro.data.chart.planets[0]).toMatchObject({ id: 'sun', sign: 1 });
    const rel = await m.c.post('constellation/relation', body, m.token);
    expect(Object.keys(rel.data.constellation_traits)).toEqual([
      'wealth_score',
      'romance_score',
      'wisdom_score',
      'family_score',
      'luck_score',
      'career_score',
    ]);
    const single = await m.c.post('constellation/single', {
      constellation_a: { star1_id: 1 },
      lang: 'zh',
    });
    expect(single.data.constellation).toBe(1);
    expect(single.data.love).toMatch(/[\u4e00-\u9fff]/);
    expect(
      (await m.c.post('constellation/single', { constellation_a: { star1_id: 12 } })).code,
    ).toBe(1001);
    expect(
      (await m.c.post('constellation/traits', { constellation: 4 })).data.constellation_traits
        .luck_score,
    ).toBeGreaterThan(60);
  });

  it('unlocks the natal report once, charging 120 points a single time under a race', async () => {
    const m = await withProfile(300);
    const body = { archive_id: m.profileId, lang: 'en' };
    const locked = await m.c.post('interpret/personal/destiny', body, m.token);
    expect(locked.data).toMatchObject({ unlocked: false, price: 120 });
    expect(locked.data.sections).toHaveLength(1);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => m.c.post('unlock/destiny', body, m.token)),
    );
    for (const r of results) expect(r.data.unlocked).toBe(true);
    expect(results[0]!.data.sections.length).toBeGreaterThan(10);
    expect(await balanceOf(m.c, m.token)).toBe(180);
    const facts = await ledgerFacts(t, m.userId);
    expect(facts.sum).toBe(180);
    const again = await m.c.post('interpret/personal/destiny', { ...body, lang: 'zh' }, m.token);
    expect(again.data.unlocked).toBe(true);
    expect(again.data.sections[1].title).toMatch(/^太阳落/);
    expect(await balanceOf(m.c, m.token)).toBe(180);
  });

  it('refuses an unlock without enough points and keeps it locked', async () => {
    const m = await withProfile(50);
    const res = await m.c.post('unlock/destiny', { archive_id: m.profileId }, m.token);
    expect(res.code).toBe(1201);
    expect(await balanceOf(m.c, m.token)).toBe(50);
    expect(
      (await m.c.post('interpret/personal/destiny', { archive_id: m.profileId }, m.token)).data
        .unlocked,
    ).toBe(false);
  });

  it('charges the daily horoscope report once a day', async () => {
    const m = await withProfile(100);
    const before = await m.c.post('horoscope/report/status', { archive_id: m.profileId }, m.token);
    expect(before.data).toMatchObject({ archiveId: m.profileId, opened: false });
    expect(await balanceOf(m.c, m.token)).toBe(100); // asking charges nothing
    const first = await m.c.post('horoscope/report', { archive_id: m.profileId }, m.token);
    expect(first.code, first.msg).toBe(200);
    expect(first.data.sections.length).toBe(6);
    // the paid report says what the free view does not: no free sentence comes back
    const free = await m.c.post('fortune', { archive_id: m.profileId }, m.token);
    const freeLines = Object.values(free.data.texts as Record<string, string>).join(' ');
    for (const section of first.data.sections as Array<{ text: string }>)
      for (const sentence of section.text.split(/(?<=[。！？.!?])\s*/))
        if (sentence.length > 12) expect(freeLines.includes(sentence), sentence).toBe(false);
    const after = await balanceOf(m.c, m.token);
    const second = await m.c.post('horoscope/report', { archive_id: m.profileId }, m.token);
    expect(second.data.sections).toEqual(first.data.sections);
    expect(await balanceOf(m.c, m.token)).toBe(after);
    // another device learns that it is paid for, so it need not ask
    const status = await m.c.post('horoscope/report/status', { archive_id: m.profileId }, m.token);
    expect(status.data).toEqual({ archiveId: m.profileId, date: first.data.date, opened: true });
    const dayBefore = new Date(Date.parse(`${first.data.date}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const other = await m.c.post(
      'horoscope/report/status',
      { archive_id: m.profileId, date: dayBefore },
      m.token,
    );
    expect(other.data).toMatchObject({ date: dayBefore, opened: false });
  });

  it('serves the sample report without signing in', async () => {
    const m = await member(t);
    const res = await m.c.get('report/sample?lang=zh');
    // the sample person's name alone, in each language (the page calls it a sample)
    expect(res.data.nickname).toBe('小林');
    expect((await m.c.get('report/sample?lang=en')).data.nickname).toBe('Lin');
    expect(res.data.sections[0].key).toBe('overview');
    expect(res.data.chart.planets).toHaveLength(10);
  });
});
