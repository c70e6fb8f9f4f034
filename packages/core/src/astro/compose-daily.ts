/**
 * The free daily fortune in words, composed from the day's sky for one person: the overall
 * line (the day's leading transit, the Moon, a station or retrograde, what the total adds up
 * to) and one sentence per area naming the transits that moved its score. Variants rotate with
 * the day, so two days in a row never read the same.
 */
import { addDays } from '../time';
import { fnv1a } from '../util';
import { flavorOf, planetName, signName } from './compose-destiny';
import { transitAspectTitle } from './compose-transits';
import { ASTRO_TEXT } from './content';
import type { AstroLang, FortuneDimension, HouseNumber } from './content';
import { DAILY_TEXT, type Tone, type TransitWords } from './content/daily';
import type { DaySky, DayTransit } from './daily';
import { fortuneBand, FORTUNE_DIMENSIONS, pointsOf } from './fortune';
import type { PlanetId } from '../planets';

export interface DailyContext {
  /** the person's local date, YYYY-MM-DD */
  date: string;
  /** what tells people apart (a profile id): variants rotate differently for each */
  seed: string;
  /** the day's lead when the caller has one: the transits calendar's transit of the day */
  lead?: string;
}

export type DailyTexts = Record<'overall' | FortuneDimension, string>;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * A variant for the day: consecutive days take consecutive variants of the same list, so the
 * same list never gives the same text two days running.
 */
export function rotate<T>(list: readonly T[], ctx: DailyContext, key: string): T {
  return list[(dayNumber(ctx.date) + (fnv1a(`${ctx.seed}:${key}`) % 997)) % list.length]!;
}

/** A planet as the subject or object of a sentence ("the Moon", "Venus"; "月亮"). */
export function bodyName(id: PlanetId, lang: AstroLang): string {
  const name = planetName(id, lang);
  return lang === 'en' && (id === 'sun' || id === 'moon') ? `the ${name}` : name;
}

/** "Venus opposite your natal Moon" / "行运金星对分相你的本命月亮", the aspect named as the calendar does */
export function transitPhrase(t: Pick<DayTransit, 'transit' | 'natal' | 'kind'>, lang: AstroLang) {
  return DAILY_TEXT[lang].free.transitName(
    bodyName(t.transit, lang),
    transitAspectTitle(t.kind, lang),
    planetName(t.natal, lang),
  );
}

const strength = (t: DayTransit) =>
  FORTUNE_DIMENSIONS.reduce((sum, d) => sum + Math.abs(t.moves[d]), 0);

const FAST = new Set<PlanetId>(['sun', 'moon', 'mercury', 'venus', 'mars']);

/**
 * The day's leading transit: the strongest exact one; else the strongest of a fast planet
 * (what makes this day unlike the next; the slow ones speak in the area lines); else any.
 */
export function leadTransit(sky: DaySky): DayTransit | null {
  const exact = sky.transits.filter((t) => t.exact);
  const fast = sky.transits.filter((t) => FAST.has(t.transit));
  const pool = exact.length ? exact : fast.length ? fast : sky.transits;
  return [...pool].sort((x, y) => strength(y) - strength(x))[0] ?? null;
}

const area = (house: number | null, lang: AstroLang) =>
  house ? ASTRO_TEXT[lang].destiny.area[house as HouseNumber] : null;

function leadSentence(sky: DaySky, lang: AstroLang, ctx: DailyContext): string {
  const text = DAILY_TEXT[lang].free;
  const t = leadTransit(sky);
  if (!t) return rotate(text.quietLead, ctx, 'quiet')(text.moonMood[sky.moon.sign]!);
  const words: TransitWords = {
    t: bodyName(t.transit, lang),
    verb: text.verb[t.kind],
    n: text.natal(planetName(t.natal, lang)),
    role: ASTRO_TEXT[lang].destiny.role[t.natal],
    // the Moon's house is told in the Moon's own sentence
    area: t.transit === 'moon' ? null : area(t.house, lang),
    exact: t.exact,
    flavor: flavorOf(t.kind),
  };
  return rotate(text.lead[words.flavor], ctx, 'lead')(words);
}

function moonSentence(sky: DaySky, lang: AstroLang, ctx: DailyContext): string {
  const text = DAILY_TEXT[lang].free;
  return rotate(
    text.moon,
    ctx,
    'moon',
  )({
    phase: text.phase[sky.moon.phase]!,
    sign: text.moonIn(signName(sky.moon.sign, lang), sky.moon.part),
    mood: text.moonMood[sky.moon.sign]!,
    area: area(sky.moon.house, lang),
  });
}

/**
 * A station first, else a retrograde Mercury, Venus or Mars that touches the chart today: the
 * one worth a sentence (a retrograde alone lasts weeks; the screen lists it every day).
 */
function motionSentence(sky: DaySky, lang: AstroLang, ctx: DailyContext): string | null {
  const text = DAILY_TEXT[lang].free;
  const touching = new Set(sky.transits.map((t) => t.transit));
  const m =
    sky.motions.find((x) => x.station) ??
    sky.motions.find((x) => FAST.has(x.id) && x.retrograde && touching.has(x.id));
  if (!m) return null;
  const kind =
    m.station === 'retrograde' ? 'stationR' : m.station === 'direct' ? 'stationD' : 'retrograde';
  return text.motion(
    rotate([0, 1, 2], ctx, 'motion'),
    planetName(m.id, lang),
    text.retroTheme[m.id] ?? '',
    kind,
    area(m.house, lang),
  );
}

function closeSentence(sky: DaySky, lang: AstroLang, ctx: DailyContext): string {
  const text = DAILY_TEXT[lang].free;
  const ranked = [...FORTUNE_DIMENSIONS].sort((a, b) => sky.scores[b] - sky.scores[a]);
  const [top, low] = [ranked[0]!, ranked[ranked.length - 1]!];
  const best = text.scored(text.areaName[top], sky.scores[top]);
  const worst = text.scored(text.areaName[low], sky.scores[low]);
  return rotate(text.close[fortuneBand(sky.overall)], ctx, 'close')(sky.overall, best, worst);
}

const toneOf = (score: number): Tone => (score >= 58 ? 'lift' : score <= 42 ? 'weigh' : 'even');

/** One area's sentence: the transits that moved its score and what to do with the day. */
function areaSentence(
  sky: DaySky,
  dim: FortuneDimension,
  lang: AstroLang,
  ctx: DailyContext,
): string {
  const text = DAILY_TEXT[lang].free;
  const [first, second] = sky.drivers[dim];
  const name = text.areaName[dim];
  const pull = (t: DayTransit) => (t.moves[dim] >= 0 ? 'up' : 'down') as 'up' | 'down';
  const points = first ? Math.abs(pointsOf(dim, first.moves[dim])) : 0;
  const head = first
    ? text.reason(
        transitPhrase(first, lang),
        pull(first),
        points >= 12 ? 2 : points >= 5 ? 1 : 0,
        name,
        second ? { line: transitPhrase(second, lang), pull: pull(second) } : null,
      )
    : text.quietArea(name, signName(sky.moon.sign, lang));
  const advice = rotate(text.advice[dim][toneOf(sky.scores[dim])], ctx, dim);
  return `${head}${text.join}${advice}${lang === 'zh' ? '。' : '.'}`;
}

/** The free view's texts of a day: the overall line and one line per area. */
export function dailyTexts(sky: DaySky, lang: AstroLang, ctx: DailyContext): DailyTexts {
  const motion = motionSentence(sky, lang, ctx);
  const overall = [
    ctx.lead ?? leadSentence(sky, lang, ctx),
    moonSentence(sky, lang, ctx),
    ...(motion ? [motion] : []),
    closeSentence(sky, lang, ctx),
  ].join(lang === 'zh' ? '' : ' ');
  const out = { overall } as DailyTexts;
  for (const dim of FORTUNE_DIMENSIONS) out[dim] = areaSentence(sky, dim, lang, ctx);
  return out;
}

/** The local clock time (hh, mm) of a moment given as hours from the day's noon. */
export function clockOf(hoursFromNoon: number): [number, number] {
  const minutes = Math.round((12 + hoursFromNoon) * 60);
  return [Math.floor(minutes / 60), minutes % 60];
}

/** The local date of a moment given as hours from the day's noon. */
export function dateOf(date: string, hoursFromNoon: number): [number, number] {
  const d = addDays(date, Math.floor((12 + hoursFromNoon) / 24));
  return [Number(d.slice(5, 7)), Number(d.slice(8, 10))];
}
