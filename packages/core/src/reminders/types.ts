import type { MoonEventKind, MoonPhaseKey } from './events';

export type ReminderLang = 'zh' | 'en';

/** What a reminder says, found by the server; the texts put it into words. */
export type ReminderFacts =
  | {
      kind: 'daily';
      /** today's score (0–100) and the reading's first line, from the member's chart */
      score: number;
      line: string;
      /** the member's Sun sign (0 Aries … 11 Pisces) */
      sign: number;
      /**
       * the transits calendar's transit of the day (exact today, else the nearest to exact):
       * its title and its closing sentence (what to do with it) as the calendar words them
       */
      transit?: { title: string; line: string; exactToday: boolean };
    }
  | {
      /** a member with no chart and no birthday: the day's sky */
      kind: 'dailySky';
      moonSign: number;
      phase: MoonPhaseKey;
    }
  | { kind: 'moon'; event: MoonEventKind; sign: number; time: string }
  | { kind: 'mercury'; turn: 'retro' | 'direct'; sign: number; time: string; date: string }
  | { kind: 'streak'; days: number; points: number }
  | { kind: 'companion'; name: string; excerpt: string };

/** The texts of one language: each fills a title and a body from the facts. */
export interface ReminderContent {
  signs: readonly string[];
  phases: Record<MoonPhaseKey, string>;
  daily: { title: string; body: string };
  /** the daily reminder's body when the day has a calendar transit: {transit} and {line} */
  dailyTransit: { exact: string; inOrb: string };
  dailySky: { title: string; body: string };
  moon: Record<MoonEventKind, { title: string; body: string }>;
  mercury: Record<'retro' | 'direct', { title: string; body: string }>;
  streak: { title: string; body: string };
  companion: { title: string; body: string };
  /** what ends a shortened excerpt */
  ellipsis: string;
}
