import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@starlit/core/zodiac';
import { useTestApp } from './support/app';
import { balanceOf, member } from './support/economy';
import { couple } from './support/relations';

const t = useTestApp();

type Side = { archiveId: number; pillars: Array<{ key: string; name: string }> };

describe('relationship charts (serendipity/charts)', () => {
  it('draws the composite and the Davison of two profiles, with a short reading, free', async () => {
    const m = await couple(t, 1000);
    const before = await balanceOf(m.c, m.token);
    const pair = { archive_a: m.her, archive_b: m.him };
    const en = await m.c.post('serendipity/charts', { ...pair, lang: 'en' }, m.token);
    expect(en.code, en.msg).toBe(200);
    const { composite, davison, people, depthPrice } = en.data;
    expect(people.map((p: { archiveId: number }) => p.archiveId)).toEqual([m.her, m.him]);
    expect(composite.chart.planets).toHaveLength(10);
    expect(composite.chart.houses).toHaveLength(12);
    expect(davison.chart.planets).toHaveLength(10);
    // the Davison moment: halfway between the births (within summer time), at Shanghai (both born there)
    const births = [Date.parse('1990-05-17T04:30:00Z'), Date.parse('1988-11-01T23:00:00Z')];
    const middle = (births[0]! + births[1]!) / 2;
    expect(Math.abs(Date.parse(davison.moment.utc) - middle)).toBeLessThanOrEqual(3_600_000);
    expect(davison.moment.lat).toBeCloseTo(31.23, 1);
    expect(composite.title).toBe('The composite chart');
    expect(composite.brief.join(' ')).toMatch(
      /The composite Sun is in \w+, in the \d+\w\w house\./,
    );
    expect(davison.brief.join(' ')).toMatch(/It was born (at|under) a/);
    expect(depthPrice).toBe(120);
    const zh = await m.c.post('serendipity/charts', { ...pair, lang: 'zh' }, m.token);
    expect(zh.data.davison.title).toBe('时空中点盘');
    expect(zh.data.composite.brief.join('')).toMatch(/组合盘的太阳落在.+座，位于第.+宫。/);
    expect(zh.data.composite.chart).toEqual(composite.chart);
    expect(await balanceOf(m.c, m.token)).toBe(before);
  });

  it('leaves houses out of the reading when a birth time is unknown', async () => {
    const m = await couple(t);
    const r = await m.c.post(
      'serendipity/charts',
      { archive_a: m.her, archive_b: m.sister, lang: 'en' },
      m.token,
    );
    expect(r.code, r.msg).toBe(200);
    const text = r.data.composite.brief.join(' ');
    expect(text).toMatch(/Without both birth times/);
    expect(text).not.toMatch(/house\./);
  });

  it('draws them with the member’s chart options', async () => {
    const m = await couple(t);
    const set = await m.c.post(
      'userConfig',
      { houseSystem: 'wholeSign', zodiac: 'sidereal' },
      m.token,
    );
    expect(set.code, set.msg).toBe(200);
    const r = await m.c.post('serendipity/charts', { archive_a: m.her, archive_b: m.him }, m.token);
    expect(r.data.composite.chart.zodiac).toBe('sidereal');
    expect(r.data.davison.chart.houseSystem).toBe('wholeSign');
  });

  it('refuses another member’s profile (1602), the same profile twice and bad input (1001)', async () => {
    const m = await couple(t);
    const other = await couple(t);
    for (const path of ['serendipity/charts', 'stellarTies/bazi']) {
      const foreign = await m.c.post(path, { archive_a: m.her, archive_b: other.him }, m.token);
      expect(foreign.code).toBe(1602);
      const same = await m.c.post(path, { archive_a: m.her, archive_b: m.her }, m.token);
      expect(same.code).toBe(1001);
      const bad = await m.c.post(path, { archive_a: 'x', archive_b: m.him }, m.token);
      expect(bad.code).toBe(1001);
      const anonymous = await m.c.post(path, { archive_a: m.her, archive_b: m.him });
      expect(anonymous.code).toBe(4001);
    }
  });
});

describe('the deep report reads both relationship charts', () => {
  it('has the relationship-chart section once unlocked, the composite as serendipity/charts draws it', async () => {
    const m = await couple(t, 1000);
    const pair = { archive_a: m.her, archive_b: m.him, lang: 'en' };
    const deep = await m.c.post('unlock/depth/report', pair, m.token);
    expect(deep.code, deep.msg).toBe(200);
    const section = deep.data.sections.find(
      (s: { title: string }) => s.title === 'The relationship as its own chart',
    );
    expect(section?.text).toMatch(/The Davison Mars is in/);
    expect(section?.text).toMatch(/The composite Mars is in/);
    const charts = await m.c.post('serendipity/charts', pair, m.token);
    const mars = charts.data.composite.chart.planets.find((p: { id: string }) => p.id === 'mars');
    const sign = ZODIAC_SIGNS[mars.sign as number]!;
    expect(section?.text).toContain(
      `The composite Mars is in ${sign[0]!.toUpperCase()}${sign.slice(1)}.`,
    );
  });
});

describe('八字 pairs (stellarTies/bazi)', () => {
  it('shows both day masters, the contacts between the pillars and how the methods agree', async () => {
    const m = await couple(t);
    const pair = { archive_a: m.her, archive_b: m.him };
    const en = await m.c.post('stellarTies/bazi', { ...pair, lang: 'en' }, m.token);
    expect(en.code, en.msg).toBe(200);
    const [a, b] = en.data.people as [Side, Side];
    expect(a.pillars.map((p) => p.key)).toEqual(['year', 'month', 'day', 'hour']);
    // 1990-05-17 12:30 Shanghai: 庚午 year, 辛巳 month; 1988-11-02: 戊辰 year
    expect(a.pillars[0]!.name).toBe('庚午');
    expect(a.pillars[1]!.name).toBe('辛巳');
    expect(b.pillars[0]!.name).toBe('戊辰');
    expect(en.data.people[0].dayMaster.glyph).toMatch(/^[甲乙丙丁戊己庚辛壬癸]$/);
    expect(en.data.sentences.length).toBeGreaterThanOrEqual(2);
    expect(['warm', 'mixed', 'testing']).toContain(en.data.methods.bazi);
    expect(en.data.methods.text).toMatch(/^(All four methods|The four methods differ)/);
    const zh = await m.c.post('stellarTies/bazi', { ...pair, lang: 'zh' }, m.token);
    expect(zh.data.methods.text).toMatch(/^四种方法/);
    expect(zh.data.contacts).toEqual(en.data.contacts);
  });

  it('leaves an unknown hour out', async () => {
    const m = await couple(t);
    const r = await m.c.post(
      'stellarTies/bazi',
      { archive_a: m.her, archive_b: m.sister },
      m.token,
    );
    expect(r.code, r.msg).toBe(200);
    expect((r.data.people[1] as Side).pillars.map((p) => p.key)).toEqual(['year', 'month', 'day']);
    expect(r.data.contacts.every((c: { b: string }) => c.b !== 'hour')).toBe(true);
  });

  it('needs two profiles of the member', async () => {
    const m = await member(t);
    const r = await m.c.post('stellarTies/bazi', { archive_a: 1, archive_b: 2 }, m.token);
    expect(r.code).toBe(1602);
  });
});
