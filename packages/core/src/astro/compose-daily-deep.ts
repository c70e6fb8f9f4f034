/**
 * The paid depth report of a day: what the free view does not say. When each transit turns
 * exact (a clock time today, else its date), the houses it runs through, what to do with it;
 * how many points each transit added to or took from each score; the Moon's sign change and
 * what its phase is good for; the retrograde planets and what to do while they are. Nothing
 * here describes the birth chart as if it were today's sky, and no free sentence comes back.
 */
import { bodyName, clockOf, dateOf, transitPhrase, type DailyContext } from './compose-daily';
import { flavorOf, signName, type ReportSection } from './compose-destiny';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AstroLang } from './content';
import { DAILY_TEXT } from './content/daily';
import type { DaySky, DayTransit } from './daily';
import { FORTUNE_DIMENSIONS, pointsOf } from './fortune';

const OUTER = new Set(['uranus', 'neptune', 'pluto']);

const strength = (t: DayTransit) =>
  FORTUNE_DIMENSIONS.reduce((sum, d) => sum + Math.abs(t.moves[d]), 0);

/** The clock time when a moment falls on the day, else its date. */
function when(hours: number | null, lang: AstroLang, date: string) {
  const deep = DAILY_TEXT[lang].deep;
  if (hours === null) return { clock: null, date: null, past: false };
  if (12 + hours >= 0 && 12 + hours < 24)
    return { clock: deep.clock(...clockOf(hours)), date: null, past: hours < 0 };
  return { clock: null, date: deep.date(...dateOf(date, hours)), past: hours < 0 };
}

function timeline(sky: DaySky, lang: AstroLang, ctx: DailyContext): string {
  const deep = DAILY_TEXT[lang].deep;
  const label = ASTRO_LABELS[lang];
  const shown = [...sky.transits]
    .sort((x, y) => Number(y.exact) - Number(x.exact) || strength(y) - strength(x))
    .slice(0, 6);
  if (shown.length === 0) return deep.quiet;
  const told = new Set<string>();
  return shown
    .map((t) => {
      const timing = deep.timing(
        transitPhrase(t, lang),
        when(t.exactIn, lang, ctx.date),
        t.house ? label.house(t.house) : null,
        t.natalHouse ? label.house(t.natalHouse) : null,
      );
      const advice = OUTER.has(t.transit)
        ? deep.todoOuter[flavorOf(t.kind)]
        : deep.todo[t.transit]![flavorOf(t.kind)];
      const todo = told.has(advice)
        ? deep.again(bodyName(t.transit, lang), ASTRO_TEXT[lang].destiny.role[t.natal])
        : advice;
      told.add(advice);
      return `${timing}${lang === 'zh' ? '' : ' '}${todo}`;
    })
    .join('\n\n');
}

function areaText(
  sky: DaySky,
  dim: (typeof FORTUNE_DIMENSIONS)[number],
  lang: AstroLang,
  peaks: Set<DayTransit>,
) {
  const deep = DAILY_TEXT[lang].deep;
  const name = ASTRO_LABELS[lang].titles[dim];
  const movers = sky.transits
    .filter((t) => pointsOf(dim, t.moves[dim]) !== 0)
    .sort((x, y) => Math.abs(y.moves[dim]) - Math.abs(x.moves[dim]))
    .slice(0, 4);
  if (movers.length === 0) return deep.quietPoints(name, sky.scores[dim]);
  const parts = movers.map((t) => deep.part(transitPhrase(t, lang), pointsOf(dim, t.moves[dim])));
  const lines = [deep.points(name, sky.scores[dim], parts)];
  const top = movers[0]!;
  if (top.exactIn !== null && 12 + top.exactIn >= 0 && 12 + top.exactIn < 24 && !peaks.has(top)) {
    peaks.add(top);
    lines.push(deep.peak(deep.clock(...clockOf(top.exactIn)), transitPhrase(top, lang)));
  }
  return lines.join(lang === 'zh' ? '' : ' ');
}

function skyText(sky: DaySky, lang: AstroLang): string {
  const deep = DAILY_TEXT[lang].deep;
  const free = DAILY_TEXT[lang].free;
  const label = ASTRO_LABELS[lang];
  const change = sky.moon.signChangeIn;
  const moon = deep.moon(
    free.phase[sky.moon.phase]!,
    signName(sky.moon.sign, lang),
    sky.moon.house ? label.house(sky.moon.house) : null,
    signName((sky.moon.sign + 1) % 12, lang),
    12 + change < 24 ? deep.clock(...clockOf(change)) : null,
  );
  const retro = sky.motions
    .filter((m) => m.retrograde || m.station)
    .map((m) => deep.retroTodo[m.id])
    .filter((s): s is string => Boolean(s));
  const join = lang === 'zh' ? '' : ' ';
  return [
    [moon, deep.phaseTodo[sky.moon.phase]!].join(join),
    retro.length ? retro.join(join) : deep.allDirect,
  ].join('\n\n');
}

/**
 * Today's depth report: the timing of the day, each area's points, the Moon and the slow sky.
 * Section keys: today, emotions, health, wealth, career, transits.
 */
export function composeDailyDeep(sky: DaySky, lang: AstroLang, ctx: DailyContext): ReportSection[] {
  const deep = DAILY_TEXT[lang].deep;
  const label = ASTRO_LABELS[lang];
  const peaks = new Set<DayTransit>();
  return [
    { key: 'today', title: deep.titles.timeline, text: timeline(sky, lang, ctx) },
    ...FORTUNE_DIMENSIONS.map((dim) => ({
      key: dim,
      title: `${label.titles[dim]} · ${sky.scores[dim]}`,
      text: areaText(sky, dim, lang, peaks),
    })),
    { key: 'transits', title: deep.titles.sky, text: skyText(sky, lang) },
  ];
}
