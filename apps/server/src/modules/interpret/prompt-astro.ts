import type { Lang } from '@starlit/contracts';
import { ASTRO_TEXT, composeHoroscope, signOf, transitLine } from '@starlit/core/astro';
import { PLANET_FACES, SIGN_FACES } from '@starlit/core/dice';
import { ZODIAC_SIGNS } from '@starlit/core';
import type { InterpretTask } from './types';

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
    const ours = composeHoroscope(day, lang, task.seed);
    return [
      "Today's horoscope for the user: explain the day's transits to their natal chart (exactly these) and give advice for each area. Keep the scores as given.",
      `Scores (0–100, 50 is an ordinary day): overall ${day.overall}, emotions ${day.scores.emotions}, health ${day.scores.health}, wealth ${day.scores.wealth}, career ${day.scores.career}.`,
      'Transits (tightest first):',
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
    'Use sections: overview (Sun, Moon, rising), personal planets, social and generational planets, key aspects, advice.',
  ].join('\n');
}
