/**
 * The birthday reminder: on the member's birthday, a greeting that points at the year's solar
 * return, with the local time the Sun comes back to its birth position when that falls on the
 * day itself. Our own writing, in zh and en.
 */
import type { ReminderLang } from './types';

export interface BirthdayFacts {
  /** the member's own profile's name, or null */
  name: string | null;
  /** the birthday's year: the return it opens */
  year: number;
  /** the local clock time (HH:MM) of the return when it falls on the birthday, else null */
  time: string | null;
}

const TEXTS = {
  en: {
    title: (name: string | null) => (name ? `Happy birthday, ${name}` : 'Happy birthday'),
    at: (year: number, time: string) =>
      `Today at ${time} the Sun returns to where it stood when you were born. Your ${year} solar return is ready: open it to see the tone of the year ahead.`,
    near: (year: number) =>
      `Around your birthday the Sun returns to where it stood when you were born. Your ${year} solar return is ready: open it to see the tone of the year ahead.`,
  },
  zh: {
    title: (name: string | null) => (name ? `${name}，生日快乐` : '生日快乐'),
    at: (year: number, time: string) =>
      `今天 ${time}，太阳回到你出生时的位置。你的${year}年太阳回归盘已经备好，打开看看新一岁的基调。`,
    near: (year: number) =>
      `生日前后，太阳回到你出生时的位置。你的${year}年太阳回归盘已经备好，打开看看新一岁的基调。`,
  },
} as const;

/** The birthday reminder's title and body. */
export function birthdayText(
  facts: BirthdayFacts,
  lang: ReminderLang,
): { title: string; body: string } {
  const t = TEXTS[lang];
  return {
    title: t.title(facts.name),
    body: facts.time ? t.at(facts.year, facts.time) : t.near(facts.year),
  };
}
