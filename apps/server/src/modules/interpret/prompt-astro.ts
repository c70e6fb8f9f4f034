import type { Lang } from '@starlit/contracts';
import {
  ASTRO_TEXT,
  chartBalance,
  composeDailyDeep,
  lunarNodes,
  saturnReturns,
  signOf,
  SIGNS,
  slowTransits,
  transitLine,
} from '@starlit/core/astro';
import { PLANET_FACES, SIGN_FACES } from '@starlit/core/dice';
import { ZODIAC_SIGNS } from '@starlit/core';
import type { InterpretTask } from './types';

/** An instant as "2026-12-05 14:05" in a zone. */
const zoned = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
const sign = (lon: number) => SIGN_FACES[ZODIAC_SIGNS[signOf(lon)]!].en.name;
const degree = (lon: number) =>
  `${Math.floor(lon % 30)}°${String(Math.floor(((lon % 30) % 1) * 60)).padStart(2, '0')}′`;

/**
 * The facts of a chart or a day for a language model: every placement and aspect computed by
 * us (the model must not compute or invent any), with our own meanings as grounding.
 */
export function astroFacts(
  task: Extract<InterpretTask, { kind: 'natal' | 'horoscope' }>,
  lang: Lang,
): string {
  if (task.kind === 'horoscope') {
    const day = task.day;
    const ours = composeDailyDeep(day, lang, task.calendar);
    const { zone } = task.calendar;
    return [
      "Today's in-depth horoscope for the user: explain the day's transits to their natal chart (exactly these, the ones their free fortune and transits calendar show), when each turns exact, the houses involved and what to do with each, and why each area scores as it does. Keep the scores as given. Describe today's sky only: never present birth-chart traits as today's events, and do not repeat the free daily texts.",
      `Scores (0–100, 50 is an ordinary day): overall ${day.overall}, emotions ${day.scores.emotions}, health ${day.scores.health}, wealth ${day.scores.wealth}, career ${day.scores.career}.`,
      `Transits in orb today (exact today first; times in the user's zone, ${zone}):`,
      ...task.calendar.transits
        .slice(0, 6)
        .map(
          (t) =>
            `- ${PLANET_FACES[t.planet].en.name} ${t.aspect} natal ${t.natalPoint === 'mc' ? 'Midheaven' : t.natalPoint === 'ascendant' ? 'Ascendant' : PLANET_FACES[t.natalPoint].en.name}, exact ${zoned(t.exact, zone)}${t.exactToday ? ' (today)' : ''}${t.house ? `, through house ${t.house}` : ''}`,
        ),
      'Score drivers (the whole sky at noon, the Moon included):',
      ...day.transits.slice(0, 6).map((t) => `- ${transitLine(t, 'en')}, orb ${t.orb.toFixed(1)}°`),
      'Our own short texts for grounding:',
      ...ours.map((s) => `- ${s.title}: ${s.text}`),
    ].join('\n');
  }
  const { chart, timeUnknown } = task;
  const text = ASTRO_TEXT[lang];
  return [
    'Natal chart report for the user. Interpret exactly these placements and aspects; do not compute or add others.',
    timeUnknown
      ? 'The birth time is unknown (chart drawn for noon): do not interpret the rising sign or houses.'
      : `Ascendant ${sign(chart.ascendant)} ${degree(chart.ascendant)}, MC ${sign(chart.mc)} ${degree(chart.mc)}, houses: ${chart.houseSystem}.`,
    'Planets:',
    ...chart.planets.map((p) => {
      const where = `${PLANET_FACES[p.id].en.name} in ${sign(p.lon)} ${degree(p.lon)}${p.retrograde ? ' (retrograde)' : ''}`;
      return `- ${where}${timeUnknown ? '' : `, house ${p.house}`}. Our meaning: ${text.planetInSign[p.id][ZODIAC_SIGNS[p.sign]!]}`;
    }),
    'Aspects (tightest first):',
    ...chart.aspects
      .slice(0, 10)
      .map(
        (a) =>
          `- ${PLANET_FACES[a.a].en.name} ${a.kind} ${PLANET_FACES[a.b].en.name}, orb ${a.orb.toFixed(1)}°`,
      ),
    ...patternFacts(task),
    'Use sections: overview (Sun, Moon, rising), personal planets, social and generational planets, key aspects, life themes (elements, chart ruler, nodes, Saturn returns, the year ahead), advice. Never repeat a sentence, and do not reuse the grounding texts word for word.',
  ].join('\n');
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The chart's patterns and timing, computed by us, for the report's life themes. */
function patternFacts(task: Extract<InterpretTask, { kind: 'natal' }>): string[] {
  const { chart, timeUnknown } = task;
  const asOf = task.asOf ?? new Date();
  const b = chartBalance(chart);
  const count = (g: Record<string, unknown[]>) =>
    Object.entries(g)
      .map(([k, v]) => `${k} ${v.length}`)
      .join(', ');
  const nodes = lunarNodes(chart, !timeUnknown);
  const ruler = SIGNS[timeUnknown ? chart.planets[0]!.sign : signOf(chart.ascendant)]!.ruler;
  return [
    `Elements: ${count(b.elements)}; modalities: ${count(b.modalities)}.`,
    `${timeUnknown ? 'Sun-sign ruler' : 'Chart ruler'}: ${PLANET_FACES[ruler].en.name}.`,
    `North Node in ${SIGN_FACES[ZODIAC_SIGNS[nodes.north.sign]!].en.name}${nodes.north.house ? `, house ${nodes.north.house}` : ''}.`,
    `Saturn returns: ${saturnReturns(chart).map(day).join(', ')}.`,
    `Slow transits from ${day(asOf)} for a year:`,
    ...slowTransits(chart, asOf)
      .slice(0, 8)
      .map(
        (t) =>
          `- ${PLANET_FACES[t.transit].en.name} ${t.kind} natal ${PLANET_FACES[t.natal].en.name}, exact ${t.dates.map(day).join(', ')}`,
      ),
  ];
}
