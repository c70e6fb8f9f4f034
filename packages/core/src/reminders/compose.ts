import { MONTHS_EN } from '../astro/content/labels';
import { fill } from '../util';
import { EN } from './content/en';
import { ZH } from './content/zh';
import type { ReminderContent, ReminderFacts, ReminderLang } from './types';

const CONTENT: Record<ReminderLang, ReminderContent> = { en: EN, zh: ZH };

/** A local date (YYYY-MM-DD) as a reader writes it: "March 5" or "3月5日". */
function dayName(date: string, lang: ReminderLang): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return lang === 'zh' ? `${m}月${d}日` : `${MONTHS_EN[m - 1]} ${d}`;
}

/**
 * The first sentence of a text, cut at a word (en) or character (zh) boundary to at most
 * `max` characters with an ellipsis: a reading's line, a reply's first words.
 */
export function firstWords(text: string, max: number, lang: ReminderLang): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.*?[。！？!?]|^.*?\.(?=\s|$)/u.exec(flat)?.[0] ?? flat;
  const chars = [...sentence];
  if (chars.length <= max) return sentence;
  let cut = chars.slice(0, max).join('');
  if (lang === 'en' && cut.includes(' ')) cut = cut.slice(0, cut.lastIndexOf(' '));
  return cut.replace(/[\s,，、;；:：]+$/u, '') + CONTENT[lang].ellipsis;
}

/** A reminder's title and body in a language, from what the server found. */
export function reminderText(
  facts: ReminderFacts,
  lang: ReminderLang,
): { title: string; body: string } {
  const c = CONTENT[lang];
  const put = (t: { title: string; body: string }, values: Record<string, string | number>) => ({
    title: fill(t.title, values),
    body: fill(t.body, values),
  });
  switch (facts.kind) {
    case 'daily': {
      const { transit } = facts;
      const daily = transit
        ? { ...c.daily, body: transit.exactToday ? c.dailyTransit.exact : c.dailyTransit.inOrb }
        : c.daily;
      return put(daily, {
        sign: c.signs[facts.sign]!,
        score: facts.score,
        transit: transit?.title ?? '',
        line: firstWords(transit?.line ?? facts.line, transit ? 80 : 90, lang),
      });
    }
    case 'dailySky':
      return put(c.dailySky, { sign: c.signs[facts.moonSign]!, phase: c.phases[facts.phase] });
    case 'moon':
      return put(c.moon[facts.event], { sign: c.signs[facts.sign]!, time: facts.time });
    case 'mercury':
      return put(c.mercury[facts.turn], {
        sign: c.signs[facts.sign]!,
        time: facts.time,
        date: dayName(facts.date, lang),
      });
    case 'streak':
      return put(c.streak, { days: facts.days, points: facts.points });
    case 'companion':
      return put(c.companion, { name: facts.name, excerpt: firstWords(facts.excerpt, 60, lang) });
  }
}
