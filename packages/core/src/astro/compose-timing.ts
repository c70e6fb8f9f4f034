/**
 * The natal report's timing sections, read from a given date: Saturn's returns (with the
 * reader's age at each) and the slow transits of the twelve months ahead, with their dates.
 */
import type { Chart } from './chart';
import {
  aspectName,
  flavorOf,
  planetName,
  signKeywords,
  signName,
  type ReportSection,
} from './compose-destiny';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AstroLang, HouseNumber } from './content';
import { norm360 } from './ephemeris';
import {
  saturnReturns,
  slowPlanetAt,
  slowTransits,
  yearsBetween,
  type SlowTransit,
} from './patterns';

const DAY = 86_400_000;

/** Saturn's returns: the cycle, both returns with dates and ages, its theme, where you are now. */
export function saturnSection(
  chart: Chart,
  lang: AstroLang,
  timeUnknown: boolean,
  now: Date,
): ReportSection {
  const d = ASTRO_TEXT[lang].destiny;
  const label = ASTRO_LABELS[lang];
  const saturn = chart.planets.find((p) => p.id === 'saturn')!;
  const sign = signName(saturn.sign, lang);
  const returns = saturnReturns(chart);
  const age = (date: Date) => yearsBetween(chart.utc, date);
  const sentences = [d.saturn.cycle(sign, Math.floor(norm360(saturn.lon) % 30))];
  const [first, second] = returns;
  if (first) sentences.push(d.saturn.first(d.date(first), age(first), first < now));
  if (second) sentences.push(d.saturn.second(d.date(second), age(second), second < now));
  sentences.push(
    d.saturn.theme(
      sign,
      timeUnknown ? null : label.house(saturn.house),
      timeUnknown ? null : d.area[saturn.house as HouseNumber],
      signKeywords(saturn.sign, lang),
    ),
  );
  const since = (date: Date) => Math.max(1, yearsBetween(date, now));
  if (first && now < first)
    sentences.push(d.saturn.now.before(Math.max(1, yearsBetween(now, first))));
  else if (first && (!second || now < second)) sentences.push(d.saturn.now.between(since(first)));
  else if (second) sentences.push(d.saturn.now.after(since(second)));
  sentences.push(d.saturn.squares);
  return { key: 'saturn', title: d.titles.saturn, text: sentences.join(lang === 'zh' ? '' : ' ') };
}

const WEIGHT = { jupiter: 1, saturn: 3, uranus: 4, neptune: 4, pluto: 5 } as const;
const HARD = { conjunction: 3, opposition: 3, square: 3, trine: 2, sextile: 1 } as const;

/** The transits most worth a sentence: slower planets, the lights, hard aspects first. */
function ranked(hits: SlowTransit[]): SlowTransit[] {
  const score = (t: SlowTransit) =>
    WEIGHT[t.transit] * HARD[t.kind] * (t.natal === 'sun' || t.natal === 'moon' ? 2 : 1);
  return [...hits]
    .sort((x, y) => score(y) - score(x))
    .slice(0, 5)
    .sort((x, y) => x.dates[0]!.getTime() - y.dates[0]!.getTime());
}

/** The twelve months from `now`: the slow planets' exact aspects, Jupiter's and Saturn's signs. */
export function yearAheadSection(
  chart: Chart,
  lang: AstroLang,
  timeUnknown: boolean,
  now: Date,
): ReportSection {
  const d = ASTRO_TEXT[lang].destiny;
  const label = ASTRO_LABELS[lang];
  const end = new Date(now.getTime() + 365 * DAY);
  const hits = slowTransits(chart, now);
  const lines = ranked(hits).map((t) => {
    const dates = [...new Set(t.dates.map((x) => d.date(x)))];
    return d.yearAhead.hit(
      dates,
      planetName(t.transit, lang),
      aspectName(t.kind, lang),
      planetName(t.natal, lang),
      d.yearAhead.drive[t.transit],
      d.role[t.natal],
      flavorOf(t.kind),
    );
  });
  const mid = new Date(now.getTime() + 182 * DAY);
  const where = (body: 'jupiter' | 'saturn') => {
    const at = slowPlanetAt(body, mid, chart, !timeUnknown);
    return [
      signName(at.sign, lang),
      at.house ? label.house(at.house) : null,
      at.house ? d.area[at.house as HouseNumber] : null,
    ] as const;
  };
  const join = (s: string[]) => s.join(lang === 'zh' ? '' : ' ');
  const paragraphs = [
    join([
      d.yearAhead.intro(d.date(now), d.date(end), hits.length),
      ...(hits.length ? [] : [d.yearAhead.quiet]),
    ]),
    ...lines,
    join([
      d.yearAhead.jupiter(...where('jupiter')),
      d.yearAhead.saturnNow(...where('saturn')),
      d.yearAhead.closing,
    ]),
  ];
  return { key: 'yearAhead', title: d.titles.yearAhead, text: paragraphs.join('\n\n') };
}
