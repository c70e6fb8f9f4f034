import { describe, expect, it } from 'vitest';
import {
  afterQuiet,
  clockTimesBetween,
  firstWords,
  inQuiet,
  localClock,
  lunations,
  mercuryStations,
  moonIngresses,
  reminderText,
  type ReminderFacts,
} from '../src/reminders';
import { skyNow } from '../src/astro';

const minutesApart = (a: Date, b: string) => Math.abs(a.getTime() - Date.parse(b)) / 60_000;

describe('reminder sky events', () => {
  it('finds the new and full moons with their signs', () => {
    const found = lunations(new Date('2026-02-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
    expect(found.map((e) => [e.kind, e.sign])).toEqual([
      ['full', 4],
      ['new', 10],
      ['full', 5],
      ['new', 11],
    ]);
    // the total lunar eclipse of 3 March 2026, full at 11:38 UTC
    expect(minutesApart(found[2]!.at, '2026-03-03T11:38:00Z')).toBeLessThan(2);
  });

  it("finds Mercury's stations of 2026 within an hour of the almanac", () => {
    const found = mercuryStations(
      new Date('2026-01-01T00:00:00Z'),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(found.map((s) => [s.turn, s.sign])).toEqual([
      ['retro', 11],
      ['direct', 11],
      ['retro', 3],
      ['direct', 3],
      ['retro', 7],
      ['direct', 7],
    ]);
    expect(minutesApart(found[0]!.at, '2026-02-26T06:48:00Z')).toBeLessThan(60);
  });

  it('finds the Moon entering a sign, once a month, where the sign changes', () => {
    const found = moonIngresses(
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-05-01T00:00:00Z'),
      0,
    );
    expect(found).toHaveLength(2);
    for (const e of found) {
      expect(skyNow(new Date(e.at.getTime() - 120_000)).moon.sign).toBe(11);
      expect(skyNow(new Date(e.at.getTime() + 120_000)).moon.sign).toBe(0);
    }
  });

  it("gives the day's Moon sign and phase", () => {
    const full = skyNow(new Date('2026-03-03T11:38:00Z'));
    expect([full.moon.sign, full.phase]).toEqual([5, 'full']);
    expect(skyNow(new Date('2026-02-17T12:00:00Z')).phase).toBe('new');
  });
});

describe('reminder times', () => {
  it('reads local clock times and quiet hours over midnight', () => {
    expect(localClock(new Date('2026-03-03T11:38:00Z'), 'Asia/Shanghai')).toBe('19:38');
    const quiet = { start: '22:00', end: '07:30' };
    expect(inQuiet('23:10', quiet)).toBe(true);
    expect(inQuiet('07:29', quiet)).toBe(true);
    expect(inQuiet('07:30', quiet)).toBe(false);
    expect(inQuiet('12:00', { start: '12:00', end: '13:00' })).toBe(true);
    expect(inQuiet('12:00', { start: null, end: null })).toBe(false);
  });

  it('moves a reminder due in quiet hours to their end, in the zone (summer time too)', () => {
    const quiet = { start: '22:00', end: '07:30' };
    // 23:00 in Shanghai → 07:30 the next morning
    expect(afterQuiet(new Date('2026-03-03T15:00:00Z'), 'Asia/Shanghai', quiet).toISOString()).toBe(
      '2026-03-03T23:30:00.000Z',
    );
    // 01:00 in New York on the night clocks spring forward → 07:30 EDT
    expect(
      afterQuiet(new Date('2026-03-08T06:00:00Z'), 'America/New_York', quiet).toISOString(),
    ).toBe('2026-03-08T11:30:00.000Z');
    const noon = new Date('2026-03-03T04:00:00Z');
    expect(afterQuiet(noon, 'Asia/Shanghai', quiet)).toBe(noon);
  });

  it("lists a daily clock time's instants within a window", () => {
    const found = clockTimesBetween(
      new Date('2026-03-03T00:00:00Z'),
      new Date('2026-03-04T02:00:00Z'),
      '08:00',
      'America/New_York',
    );
    expect(found.map((f) => [f.date, f.at.toISOString()])).toEqual([
      ['2026-03-03', '2026-03-03T13:00:00.000Z'],
    ]);
  });
});

describe('reminder texts', () => {
  const all: ReminderFacts[] = [
    { kind: 'daily', score: 78, line: 'A good day to talk things through. Later, rest.', sign: 4 },
    { kind: 'daily', score: 64, line: '今天适合把心里话说出来。晚上早点休息。', sign: 4 },
    { kind: 'dailySky', moonSign: 5, phase: 'full' },
    { kind: 'moon', event: 'new', sign: 10, time: '20:01' },
    { kind: 'moon', event: 'full', sign: 5, time: '19:38' },
    { kind: 'moon', event: 'ingress', sign: 0, time: '12:04' },
    { kind: 'mercury', turn: 'retro', sign: 11, time: '14:48', date: '2026-02-26' },
    { kind: 'mercury', turn: 'direct', sign: 11, time: '03:36', date: '2026-03-21' },
    { kind: 'streak', days: 5, points: 20 },
    {
      kind: 'companion',
      name: 'Luna',
      excerpt: 'The Tower came up first, and it speaks of a sudden change.',
    },
  ];

  it('writes every kind in both languages with its facts and no mixed script', () => {
    for (const facts of all.slice(0, 1).concat(all.slice(2))) {
      const en = reminderText(facts, 'en');
      const zh = reminderText(facts, 'zh');
      for (const t of [en.title, en.body]) expect(t).not.toMatch(/[\u4e00-\u9fff]/);
      for (const t of [zh.title, zh.body]) {
        expect(t).not.toMatch(/[\u4e00-\u9fff][(),:!?]|[(),:!?][\u4e00-\u9fff]/);
        expect(t).not.toContain('您');
      }
      expect(`${en.title} ${en.body}`).not.toMatch(/open the app/i);
    }
    expect(reminderText(all[0]!, 'en')).toEqual({
      title: 'Leo today: 78/100',
      body: 'A good day to talk things through.',
    });
    expect(reminderText(all[1]!, 'zh')).toEqual({
      title: '狮子座今日运势：64分',
      body: '今天适合把心里话说出来。',
    });
    expect(reminderText(all[6]!, 'zh').body).toContain('2月26日 14:48');
    expect(reminderText(all[6]!, 'en').body).toContain('February 26');
    expect(reminderText(all[8]!, 'en').title).toContain('5-day');
    expect(reminderText(all[8]!, 'zh').body).toContain('20积分');
    expect(reminderText(all[9]!, 'en').body).toContain('The Tower came up first');
  });

  it('cuts long first sentences at a word or character with an ellipsis', () => {
    const en = firstWords('one two three four five six seven eight nine ten', 20, 'en');
    expect(en).toBe('one two three four…');
    expect(firstWords('一二三四五六七八九十一二三四五六', 10, 'zh')).toBe('一二三四五六七八九十……');
  });
});
