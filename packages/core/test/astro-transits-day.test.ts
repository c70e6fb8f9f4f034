import { describe, expect, it } from 'vitest';
import {
  chart,
  composeTransit,
  natalPointsOf,
  PLANETS,
  transitDayLead,
  transitPhrase,
  transits,
  transitsOfDay,
} from '../src/astro';
import { reminderText } from '../src/reminders';
import { expectClean, type LintSample } from './lint/rules';

const natal = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
const points = natalPointsOf(natal);
const LISTED = PLANETS.filter((p) => p !== 'moon');
const DAY = 86_400_000;
const events = transits(
  points,
  new Date('2026-10-01T00:00:00Z'),
  new Date('2027-03-01T00:00:00Z'),
  LISTED,
);

describe("a day's transits from the calendar's", () => {
  it('keeps the orb passes touching the day, exact ones first, then the nearest to exact', () => {
    let exactDays = 0;
    for (let d = 0; d < 60; d++) {
      const start = new Date(Date.parse('2026-12-01T16:00:00Z') + d * DAY);
      const end = new Date(start.getTime() + DAY);
      const day = transitsOfDay(events, start, end);
      const touching = events.filter((e) => e.enters < end && e.leaves >= start);
      expect(day.length).toBe(touching.length);
      for (const e of day) expect(e.orb).toBeLessThanOrEqual(e.exactToday ? 0 : 1.01);
      const firstLate = day.findIndex((e) => !e.exactToday);
      if (firstLate >= 0) expect(day.slice(firstLate).every((e) => !e.exactToday)).toBe(true);
      const rest = day.filter((e) => !e.exactToday).map((e) => e.orb);
      expect(rest).toEqual([...rest].sort((a, b) => a - b));
      for (const e of day)
        expect(e.exactToday).toBe(e.exact.getTime() >= start.getTime() && e.exact < end);
      if (day[0]?.exactToday) exactDays++;
    }
    expect(exactDays).toBeGreaterThan(5);
    expect(transitsOfDay([], new Date(0), new Date(DAY))).toEqual([]);
  });

  it('leads with the opening and when the transit is exact, in both languages', () => {
    const start = new Date('2026-12-05T16:00:00Z');
    const exact = new Date('2026-12-08T03:00:00Z');
    const base = { exact, opening: 'Venus trines your Moon, lending ease.' };
    expect(
      transitDayLead({ ...base, exactToday: false }, { start, zone: 'Asia/Shanghai' }, 'en'),
    ).toBe('Venus trines your Moon, lending ease. It is building and turns exact on December 8.');
    expect(
      transitDayLead(
        { exactToday: false, exact: new Date('2026-12-01T03:00:00Z'), opening: '金星三分相月亮。' },
        { start, zone: 'Asia/Shanghai' },
        'zh',
      ),
    ).toBe('金星三分相月亮。它已在12月1日精确成形，影响正慢慢退去。');
    expect(
      transitDayLead({ ...base, exactToday: true }, { start, zone: 'Asia/Shanghai' }, 'zh'),
    ).toMatch(/今天精确成形。$/);
  });

  it('words 120 days of leads cleanly in both languages', () => {
    const samples: LintSample[] = [];
    for (let d = 0; d < 120; d++) {
      const start = new Date(Date.parse('2026-10-20T16:00:00Z') + d * DAY);
      const [first] = transitsOfDay(events, start, new Date(start.getTime() + DAY));
      if (!first) continue;
      for (const lang of ['en', 'zh'] as const) {
        const reading = composeTransit({ ...first, house: null }, lang);
        const lead = transitDayLead(
          { ...first, opening: reading.sentences[0]! },
          { start, zone: 'Asia/Shanghai' },
          lang,
        );
        samples.push({ text: lead, lang, label: `${start.toISOString()} ${reading.title}` });
      }
    }
    expect(expectClean(samples)).toBeGreaterThan(150);
  });

  it("puts the day's transit in the daily reminder, and the reading when there is none", () => {
    const facts = { kind: 'daily' as const, score: 64, line: 'A steady day.', sign: 1 };
    const transit = { title: 'Saturn square your Sun', line: 'Slow down.', exactToday: true };
    expect(reminderText({ ...facts, transit }, 'en')).toEqual({
      title: 'Taurus today: 64/100',
      body: 'Exact today: Saturn square your Sun. Slow down.',
    });
    expect(
      reminderText(
        {
          ...facts,
          transit: { title: '行运土星刑本命太阳', line: '放慢脚步。', exactToday: false },
        },
        'zh',
      ).body,
    ).toBe('今日在相位：行运土星刑本命太阳。放慢脚步。');
    expect(reminderText(facts, 'en').body).toBe('A steady day.');
  });
});

describe('the fortune names an aspect as the calendar does', () => {
  it.each([
    ['en', 'opposition', 'Venus opposite your natal Mercury'],
    ['en', 'conjunction', 'Venus conjunct your natal Mercury'],
    ['zh', 'trine', '行运金星三分相你的本命水星'],
  ] as const)('%s %s', (lang, kind, phrase) => {
    expect(transitPhrase({ transit: 'venus', natal: 'mercury', kind }, lang)).toBe(phrase);
  });
});
