import type { DayTransitEntry, TransitEntry } from '@starlit/contracts';
import { STEMS, tenGod, type Stem } from '@starlit/core/bazi';
import { Solar } from 'lunar-typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from './support/app';
import { member } from './support/economy';
import { addOwnProfile } from './support/astro';
import { usePushService } from './reminders-push';

/**
 * Today's fortune tells the transits calendar's story: the same transits in orb that day, in
 * the calendar's words, led by the one exact that day; the daily reminder names it; a Chinese
 * fortune adds the day's 日柱. The clock is fixed at the start of 16 December 2026 in Shanghai,
 * a day on which the Sun trines the profile's Ascendant and Venus sextiles its Uranus.
 */
const t = useTestApp();
const push = usePushService();
const DAY = '2026-12-16';
const MIDNIGHT = Date.parse('2026-12-15T16:00:00Z');
const key = (e: TransitEntry) => `${e.planet} ${e.aspect} ${e.natalPoint} ${e.exact}`;

afterEach(() => vi.useRealTimers());

async function memberAt(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  const m = await member(t);
  await addOwnProfile(m);
  return m;
}

describe("today's fortune and the transits calendar", () => {
  it('lists exactly the calendar transits in orb that day, exact ones first', async () => {
    const m = await memberAt(MIDNIGHT);
    for (const lang of ['en', 'zh'] as const) {
      const calendar = await m.c.post('astro/transits', { days: 90, lang }, m.token);
      expect(calendar.code, calendar.msg).toBe(200);
      const fortune = await m.c.post('fortune', { date: DAY, lang }, m.token);
      expect(fortune.code, fortune.msg).toBe(200);
      const end = MIDNIGHT + 86_400_000;
      const inOrb = (calendar.data.events as TransitEntry[]).filter(
        (e) => Date.parse(e.enters) < end,
      );
      const listed = fortune.data.transits as DayTransitEntry[];
      expect(listed.length).toBeGreaterThan(2);
      expect(listed.map(key).sort()).toEqual(inOrb.map(key).sort());
      // the calendar's own entries, words included
      for (const e of listed) {
        const { exactToday, orb, ...entry } = e;
        expect(inOrb.find((c) => key(c) === key(e))).toEqual(entry);
        expect(exactToday).toBe(Date.parse(e.exact) >= MIDNIGHT && Date.parse(e.exact) < end);
        expect(orb).toBeLessThanOrEqual(exactToday ? 0 : 1.01);
      }
      const exact = listed.filter((e) => e.exactToday);
      expect(exact.length).toBeGreaterThan(0);
      expect(listed.slice(0, exact.length)).toEqual(exact);
      // the day's reading leads with the first one, in the calendar's words
      const first = listed[0]!;
      expect(fortune.data.texts.overall.startsWith(first.text[0]!)).toBe(true);
      expect(fortune.data.texts.overall).toContain(
        lang === 'en' ? 'It turns exact today.' : '这个相位今天精确成形。',
      );
    }
  });

  it("adds the day's 日柱 against the member's chart to a Chinese fortune only", async () => {
    const m = await memberAt(MIDNIGHT);
    const zh = await m.c.post('fortune', { date: DAY, lang: 'zh' }, m.token);
    const en = await m.c.post('fortune', { date: DAY, lang: 'en' }, m.token);
    expect(zh.code, zh.msg).toBe(200);
    const expected = Solar.fromYmd(2026, 12, 16).getLunar().getDayInGanZhi();
    expect(zh.data.dayPillar.name).toBe(expected);
    expect(zh.data.dayPillar.text.startsWith(`今天是${expected}日。`)).toBe(true);
    // born 1990-05-17 12:30 in Shanghai: the day master and ten god as the almanac has them
    const dayMaster = Solar.fromYmdHms(1990, 5, 17, 12, 30, 0).getLunar().getDayGanExact();
    const god = tenGod(STEMS.indexOf(dayMaster as Stem), STEMS.indexOf(expected[0] as Stem));
    expect(zh.data.dayPillar.god).toBe(god);
    expect(zh.data.dayPillar.text).toContain(`对你的日主${dayMaster}`);
    expect(zh.data.dayPillar.text).toContain(`来说是${god}`);
    expect(zh.data.dayPillar.text).not.toMatch(/[A-Za-z]{2,}/);
    expect(en.data.dayPillar).toBeNull();
  });

  it('keeps the day stable and tells each day its own transits', async () => {
    const m = await memberAt(MIDNIGHT);
    const a = await m.c.post('fortune', { date: DAY, lang: 'en' }, m.token);
    vi.setSystemTime(MIDNIGHT + 20 * 3600_000);
    const b = await m.c.post('fortune', { date: DAY, lang: 'en' }, m.token);
    expect(b.data).toEqual(a.data);
    const next = await m.c.post('fortune', { date: '2026-12-17', lang: 'en' }, m.token);
    expect(next.data.transits.map(key)).not.toEqual(a.data.transits.map(key));
  });
});

describe("the paid daily report and the calendar's zone", () => {
  it("times the fortune's transits in the member's zone, one paragraph per contact", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MIDNIGHT);
    const m = await member(t, 500);
    await addOwnProfile(m);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const lang of ['en', 'zh'] as const) {
      const fortune = await m.c.post('fortune', { date: DAY, lang }, m.token);
      expect(fortune.data.zone).toBe('Asia/Shanghai');
      const calendar = await m.c.post('astro/transits', { days: 30, lang }, m.token);
      expect(calendar.data.zone).toBe('Asia/Shanghai');
      const report = await m.c.post('horoscope/report', { date: DAY, lang }, m.token);
      expect(report.code, report.msg).toBe(200);
      const timing = (report.data.sections[0].text as string).split('\n\n');
      const contacts = new Map<string, DayTransitEntry>();
      for (const e of fortune.data.transits as DayTransitEntry[])
        if (!contacts.has(`${e.planet} ${e.aspect} ${e.natalPoint}`))
          contacts.set(`${e.planet} ${e.aspect} ${e.natalPoint}`, e);
      const shown = [...contacts.values()].slice(0, 6);
      expect(timing).toHaveLength(shown.length);
      shown.forEach((e, i) => {
        // the free fortune's transits, with the calendar's titles, in the same order
        expect(timing[i]!.toLowerCase().startsWith(e.title.toLowerCase()), timing[i]).toBe(true);
        if (e.exactToday) expect(timing[i]).toContain(clock.format(new Date(e.exact)));
      });
    }
  });
});

describe('the daily reminder', () => {
  it('names the transit exact today, in the device language', async () => {
    // 08:00 in Shanghai on the day
    const m = await memberAt(MIDNIGHT + 8 * 3600_000);
    const vapid = await m.c.get('reminders/vapidKey', m.token);
    const devices = {} as Record<'en' | 'zh', string>;
    for (const lang of ['en', 'zh'] as const) {
      const sub = await push.subscribe(vapid.data.publicKey);
      const res = await m.c.post(
        'reminders/subscribe',
        { endpoint: sub.endpoint, keys: sub.keys, lang },
        m.token,
      );
      expect(res.code, res.msg).toBe(200);
      devices[lang] = sub.clientHash;
    }
    const sent = await m.c.post('reminders/test', {}, m.token);
    expect(sent.data).toEqual({ sent: 2 });
    const en = await m.c.post('fortune', { date: DAY, lang: 'en' }, m.token);
    const zh = await m.c.post('fortune', { date: DAY, lang: 'zh' }, m.token);
    const [gotEn] = await push.messages(devices.en);
    const [gotZh] = await push.messages(devices.zh);
    const firstEn = en.data.transits[0] as DayTransitEntry;
    const firstZh = zh.data.transits[0] as DayTransitEntry;
    expect(firstEn.exactToday).toBe(true);
    expect(gotEn!.title).toBe(`Taurus today: ${en.data.overall}/100`);
    expect(gotEn!.body!.startsWith(`Exact today: ${firstEn.title}. `)).toBe(true);
    expect(
      firstEn.text
        .at(-1)!
        .startsWith(gotEn!.body!.split('. ').slice(1).join('. ').replace(/…$/, '')),
    ).toBe(true);
    expect(gotZh!.body!.startsWith(`今日精确：${firstZh.title}。`)).toBe(true);
  });
});
