import { describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import type { BaziChartData } from '@starlit/contracts';
import { baziChart } from '@starlit/core/bazi';
import { useTestApp } from './support/app';
import { addOwnProfile, placeId, profileForm } from './support/astro';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { downloadExport } from './support/exports';

const t = useTestApp();
type M = Awaited<ReturnType<typeof member>>;

const chartOf = async (m: M, body: Record<string, unknown> = {}) => {
  const res = await m.c.post('bazi/chart', body, m.token);
  expect(res.code, res.msg).toBe(200);
  return res.data as BaziChartData;
};
const names = (c: BaziChartData) => c.pillars.map((p) => `${p.stem}/${p.branch}`);

/** What the core casts for a saved profile (Shanghai: standard time UTC+8). */
function coreNames(
  profile: { birth: { utc: string }; birthPlace: { lon: number } },
  sex: 'male' | 'female',
  settings: { trueSolarTime: boolean; dayChange: 'ziHour' | 'midnight' },
) {
  const c = baziChart({
    utc: new Date(profile.birth.utc),
    lon: profile.birthPlace.lon,
    standardOffsetMinutes: 480,
    sex,
    ...settings,
  });
  return c.list.map((p) => `${p.stem}/${p.branch}`);
}

describe('八字', () => {
  it('casts a known birth as the core does, with its clocks, term, luck and reading', async () => {
    const m = await member(t);
    // 1990-05-17 12:30 in Shanghai, under China's summer time of 1990 (11:30 standard time)
    const { profile } = await addOwnProfile(m);
    const zh = await chartOf(m, { lang: 'zh' });
    expect(zh.profileId).toBe(profile.id);
    expect(zh.sex).toBe('female');
    expect(zh.settings).toEqual({ trueSolarTime: true, dayChange: 'ziHour' });
    expect(names(zh)).toEqual(
      coreNames(profile, 'female', { trueSolarTime: true, dayChange: 'ziHour' }),
    );
    // 庚午 year, 辛巳 month
    expect(zh.pillars[0]).toMatchObject({ key: 'year', stem: 6, branch: 6, nayin: '路旁土' });
    expect(zh.pillars[1]).toMatchObject({ key: 'month', stem: 7, branch: 5 });
    expect(zh.pillars[2]!.stemGod).toBeNull();
    expect(zh.clocks.standard).toBe('1990-05-17T11:30');
    expect(zh.clocks.zone).toBe('Asia/Shanghai');
    expect(zh.monthTerm.name).toBe('立夏');
    expect(Date.parse(zh.monthTerm.utc)).toBeLessThan(Date.parse(profile.birth.utc));
    // a yang year and a woman: the luck pillars run backward
    expect(zh.luck!.forward).toBe(false);
    expect(zh.luck!.pillars).toHaveLength(8);
    expect(zh.luck!.current).not.toBeNull();
    // 流年: this year and the next nine, the first this year's flow
    expect(zh.years.map((y) => y.year)).toEqual(
      Array.from({ length: 10 }, (_, k) => zh.flow.year + k),
    );
    const { luck: _luck, ...first } = zh.years[0]!;
    expect(first).toEqual(zh.flow);
    const lucks = zh.years.map((y) => y.luck!);
    expect(lucks.every((l, k) => l >= 0 && l >= (lucks[k - 1] ?? l) && l - lucks[0]! <= 1)).toBe(
      true,
    );
    expect(zh.reading.map((s) => s.key)).toEqual([
      'dayMaster',
      'elements',
      'gifts',
      'luck',
      'year',
    ]);
    expect(zh.reading[0]!.text).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.luckReport).toEqual({ price: 120, unlocked: false, intro: null, decades: [] });
    const sum = Object.values(zh.balance).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(9, 5);

    const en = await chartOf(m, { profileId: profile.id, lang: 'en' });
    expect(names(en)).toEqual(names(zh));
    expect(en.reading[0]!.text).toContain('Day Master');
  });

  it("remembers the member's settings, and they move the pillars at a boundary birth", async () => {
    const m = await member(t);
    // 22:50 standard time in Shanghai, early November: 23:10 or so by the Sun
    const { profile } = await addOwnProfile(m, { birthDate: '2000-11-03', birthTime: '22:50' });
    const solar = await chartOf(m);
    expect(solar.clocks.used).toBe('trueSolar');
    expect(solar.clocks.trueSolar > '2000-11-03T23:00').toBe(true);
    expect(solar.clocks.changed).toEqual(['day', 'hour']);
    expect(solar.pillars[3]!.branch).toBe(0); // 子
    expect(names(solar)).toEqual(
      coreNames(profile, 'female', { trueSolarTime: true, dayChange: 'ziHour' }),
    );

    const set = await m.c.post('bazi/settings', { trueSolarTime: false }, m.token);
    expect(set.code, set.msg).toBe(200);
    expect(set.data).toEqual({ trueSolarTime: false, dayChange: 'ziHour' });
    const clock = await chartOf(m);
    expect(clock.settings.trueSolarTime).toBe(false);
    expect(clock.clocks.used).toBe('standard');
    expect(clock.pillars[3]!.branch).toBe(11); // 亥
    expect(clock.pillars[2]).not.toMatchObject({ stem: solar.pillars[2]!.stem });
    expect(names(clock)).toEqual(
      coreNames(profile, 'female', { trueSolarTime: false, dayChange: 'ziHour' }),
    );

    // by the Sun again, the day turning at midnight: the 子 hour of the same day
    await m.c.post('bazi/settings', { trueSolarTime: true, dayChange: 'midnight' }, m.token);
    const late = await chartOf(m);
    expect(late.settings).toEqual({ trueSolarTime: true, dayChange: 'midnight' });
    expect(late.pillars[2]).toMatchObject({
      stem: clock.pillars[2]!.stem,
      branch: clock.pillars[2]!.branch,
    });
    expect(late.pillars[3]!.branch).toBe(0);
    expect(names(late)).toEqual(
      coreNames(profile, 'female', { trueSolarTime: true, dayChange: 'midnight' }),
    );
    // another member's settings are their own
    const other = await member(t);
    await addOwnProfile(other, { birthDate: '2000-11-03', birthTime: '22:50' });
    expect((await chartOf(other)).settings).toEqual({ trueSolarTime: true, dayChange: 'ziHour' });
  });

  it('unlocks the luck report once, charging 120 points a single time under a race', async () => {
    const m = await member(t, 300);
    const { profile } = await addOwnProfile(m, { gender: 1 });
    const body = { profileId: profile.id, lang: 'en' };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => m.c.post('bazi/luck/unlock', body, m.token)),
    );
    for (const r of results) {
      expect(r.code, r.msg).toBe(200);
      expect(r.data.luckReport.unlocked).toBe(true);
    }
    const report = (results[0]!.data as BaziChartData).luckReport;
    expect(report.intro).toMatch(/run forward/);
    expect(report.decades).toHaveLength(8);
    for (const d of report.decades) expect(d.paragraphs.join(' ').length).toBeGreaterThan(200);
    expect(report.decades.filter((d) => d.current)).toHaveLength(1);
    expect(await balanceOf(m.c, m.token)).toBe(180);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(180);
    const zh = await chartOf(m, { lang: 'zh' });
    expect(zh.luckReport.unlocked).toBe(true);
    expect(zh.luckReport.decades[0]!.paragraphs[0]).toMatch(/当运/);
    expect(await balanceOf(m.c, m.token)).toBe(180);

    // the export holds the settings, the unlock and the report's text
    await m.c.post('bazi/settings', { dayChange: 'midnight' }, m.token);
    const { files } = await downloadExport(t, m, 'zh');
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>;
    const bazi = json('settings.json').bazi as { settings: unknown; luckUnlocks: unknown[] };
    expect(bazi.settings).toMatchObject({ trueSolarTime: true, dayChange: 'midnight' });
    expect(bazi.luckUnlocks).toEqual([
      expect.objectContaining({ profileId: profile.id, paidWith: 'points' }),
    ]);
    const texts = json('reports/astro.json').reports as Array<{
      kind: string;
      sections: { text: string }[];
    }>;
    const luck = texts.find((r) => r.kind === 'baziLuck')!;
    expect(luck.sections).toHaveLength(9);
    expect(luck.sections[1]!.text).toMatch(/当运/);
  });

  it('refuses an unlock without points, other members’ profiles and bad input', async () => {
    const m = await member(t, 50);
    const { profile } = await addOwnProfile(m);
    const poor = await m.c.post('bazi/luck/unlock', { profileId: profile.id }, m.token);
    expect(poor.code).toBe(1201);
    expect(await balanceOf(m.c, m.token)).toBe(50);
    expect((await chartOf(m)).luckReport.unlocked).toBe(false);

    const other = await member(t, 500);
    expect((await other.c.post('bazi/chart', {}, other.token)).code).toBe(1602);
    const theirs = await other.c.post('bazi/chart', { profileId: profile.id }, other.token);
    expect(theirs.code).toBe(1602);
    const steal = await other.c.post('bazi/luck/unlock', { profileId: profile.id }, other.token);
    expect(steal.code).toBe(1602);
    expect(await balanceOf(other.c, other.token)).toBe(500);

    for (const [path, body] of [
      ['bazi/chart', { profileId: 0 }],
      ['bazi/chart', { profileId: 'x' }],
      ['bazi/settings', {}],
      ['bazi/settings', { dayChange: 'noon' }],
      ['bazi/settings', { trueSolarTime: 'yes' }],
      ['bazi/luck/unlock', {}],
    ] as const)
      expect((await m.c.post(path, body, m.token)).code, `${path} ${JSON.stringify(body)}`).toBe(
        1001,
      );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bazi/chart',
      payload: {},
    });
    expect(anonymous.json().code).not.toBe(200);
  });

  it("reads a friend's profile, born elsewhere, for the member who added it", async () => {
    const m = await member(t);
    await addOwnProfile(m);
    const london = await placeId(m.c, 'London', 'GB');
    const added = await m.c.post(
      'personal/add/relation',
      profileForm(london, {
        nickname: 'Sam',
        relationship: 'C',
        gender: 1,
        birthDate: '1985-07-01',
      }),
      m.token,
    );
    expect(added.code, added.msg).toBe(200);
    const friend = await chartOf(m, { profileId: added.data.id, lang: 'en' });
    expect(friend.nickname).toBe('Sam');
    expect(friend.sex).toBe('male');
    expect(friend.clocks.zone).toBe('Europe/London');
    // British summer time is removed: 12:30 BST is 11:30 GMT
    expect(friend.clocks.standard).toBe('1985-07-01T11:30');
  });
});
