import { PLANET_FACES } from '../dice/content';
import type { AspectKind } from './aspects';
import { signOf } from './chart';
import type { ReportSection } from './compose';
import type { DeepContext } from './compose-deep';
import type { Tone } from './content/deep';
import { stations, trackDate, type TrackPlanet } from './pair-transits';
import type { MonthFacts, PairYearTransit } from './pair-year';
import { SIGNS } from './signs';
import { PAIR_AREAS, type PairArea } from './synastry';

export const toneOf = (kind: AspectKind): Tone =>
  kind === 'conjunction'
    ? 'conjunction'
    : kind === 'trine' || kind === 'sextile'
      ? 'harmonious'
      : 'tense';

const ELEMENT_INDEX = { fire: 0, earth: 1, air: 2, water: 3 } as const;
/** How many Jupiter and Saturn aspects the timing section names. */
const MAX_SLOW = 6;
const SLOW_RANK: Record<PairYearTransit['target']['point'], number> = {
  venus: 3,
  moon: 2.8,
  sun: 2.6,
  asc: 2,
  mars: 1,
  mercury: 1,
};

function helpers(cx: DeepContext) {
  const { t, year } = cx;
  const day = (d: number) => t.labels.date(trackDate(year.track, d));
  const dayYear = (d: number) => t.labels.dateYear(trackDate(year.track, d));
  const planet = (id: TrackPlanet) => PLANET_FACES[id][cx.lang].name;
  const head = (x: { planet: TrackPlanet; kind: AspectKind; target: PairYearTransit['target'] }) =>
    t.labels.transit(planet(x.planet), x.kind, cx.targetName(x.target));
  /** the signs a planet passes through from a day to the end of the track, each once */
  const signsOf = (id: TrackPlanet, from: number) => {
    const out: number[] = [];
    const row = year.track.lon[id];
    for (let d = from; d < year.track.days; d++) {
      const s = signOf(row[d]!);
      if (!out.includes(s)) out.push(s);
    }
    return out;
  };
  return { day, dayYear, planet, head, signsOf };
}

function timingSection(cx: DeepContext): ReportSection {
  const { t, year, a, b } = cx;
  const h = helpers(cx);
  const months = year.track.months;
  const lines = [
    cx.join([
      t.timing.sky(
        t.labels.month(months[0]!),
        t.labels.month(months[11]!),
        t.labels.list(h.signsOf('jupiter', year.startDay).map(cx.sign)),
        t.labels.list(h.signsOf('saturn', year.startDay).map(cx.sign)),
      ),
      t.timing.roles,
    ]),
  ];
  const rank = (x: PairYearTransit) =>
    SLOW_RANK[x.target.point] *
    (x.target.owner === 'composite' ? 1.1 : 1) *
    (x.planet === 'saturn' ? 1.05 : 1);
  const chosen = [...year.slow]
    .sort((x, y) => rank(y) - rank(x) || x.exact[0]! - y.exact[0]!)
    .slice(0, MAX_SLOW)
    .sort((x, y) => x.exact[0]! - y.exact[0]!);
  for (const x of chosen) {
    const point = x.target.point as 'sun' | 'moon' | 'venus' | 'asc';
    const meaning = t.timing.meaning[x.planet as 'jupiter' | 'saturn'][toneOf(x.kind)][point];
    const when = t.timing.when(
      x.exact.map(h.dayYear),
      h.dayYear(Math.max(x.from, year.startDay)),
      h.dayYear(Math.min(x.to, year.track.days - 1)),
    );
    lines.push(`**${h.head(x)}**${cx.sep}${cx.join([when, meaning(cx.targetName(x.target))])}`);
  }
  if (chosen.length === 0) lines.push(t.timing.none(a.nickname, b.nickname));
  lines.push(t.timing.closing(chosen.length));
  return { key: 'timing', title: t.labels.titles.timing, text: lines.join('\n\n') };
}

/** A month's balance: + for easy contacts (and Jupiter), − for hard ones (and Saturn's). */
export function monthBalance(m: MonthFacts): number {
  let score = 0;
  for (const f of m.fast.slice(0, 4)) {
    const tone = toneOf(f.kind);
    score += tone === 'tense' ? -1 : tone === 'harmonious' ? 1 : f.planet === 'mars' ? -0.5 : 1;
  }
  for (const s of m.slow) {
    const tone = toneOf(s.kind);
    const sign = s.planet === 'jupiter' ? 1 : tone === 'harmonious' ? 0.5 : -1;
    score += tone === 'tense' && s.planet === 'jupiter' ? 0.3 : sign;
  }
  return score;
}

function monthParagraph(cx: DeepContext, m: MonthFacts, said: Set<string>): string {
  const { t } = cx;
  const h = helpers(cx);
  const mt = t.months;
  const name = t.labels.month(m.start);
  const parts: string[] = [];
  const sunIn = m.sun.ingresses[0];
  if (sunIn) parts.push(mt.sun(h.day(sunIn.day), cx.sign(sunIn.sign), mt.season[sunIn.sign]!));
  let moved = false;
  for (const id of ['venus', 'mars'] as const) {
    const ing = m[id].ingresses[0];
    if (!ing) continue;
    moved = true;
    const meaning = (id === 'venus' ? mt.venusIn : mt.marsIn)[ing.sign]!;
    parts.push(mt.ingress(id, h.day(ing.day), cx.sign(ing.sign), meaning));
  }
  if (!moved) parts.push(mt.stay(name, cx.sign(m.venus.sign), cx.sign(m.mars.sign)));
  for (const id of ['mercury', 'venus', 'mars'] as const)
    for (const s of m[id].stations) parts.push(mt.station(id, s.turn, h.day(s.day)));
  for (const l of m.lunations) {
    const where =
      l.touches !== null
        ? mt.lunationWhere.touches(cx.targetName(l.touches.target), l.touches.kind)
        : l.house !== null
          ? mt.lunationWhere.house(t.labels.house(l.house))
          : null;
    const element = ELEMENT_INDEX[SIGNS[l.sign]!.element];
    parts.push(mt.lunation(l.kind, t.labels.date(l.date), cx.sign(l.sign), where, element));
  }
  for (const f of m.fast.slice(0, 2))
    parts.push(
      mt.fast(f.planet as 'sun' | 'venus' | 'mars', toneOf(f.kind), h.day(f.day), h.head(f)),
    );
  const slow = m.slow.find((s) => !said.has(h.head(s)));
  if (slow) {
    said.add(h.head(slow));
    const exactIn = slow.exact.find((d) => d >= m.fromDay && d < m.toDay);
    parts.push(mt.slow(h.head(slow), name, exactIn === undefined ? null : h.day(exactIn)));
  }
  const balance = monthBalance(m);
  const mood =
    m.fast.length === 0 && m.slow.length === 0
      ? 'quiet'
      : balance >= 1
        ? 'warm'
        : balance <= -1
          ? 'tense'
          : 'mixed';
  parts.push(mt.focus[mood](name));
  return `**${name}**${cx.sep}${cx.join(parts)}`;
}

function monthsSection(cx: DeepContext): ReportSection {
  const { t, year, a, b } = cx;
  const said = new Set<string>();
  const first = t.labels.month(year.months[0]!.start);
  const last = t.labels.month(year.months[11]!.start);
  return {
    key: 'months',
    title: t.labels.titles.months,
    text: [
      t.months.intro(a.nickname, b.nickname, first, last),
      ...year.months.map((m) => monthParagraph(cx, m, said)),
    ].join('\n\n'),
  };
}

function windows(cx: DeepContext, id: TrackPlanet) {
  const { year, t } = cx;
  const h = helpers(cx);
  const turns = stations(year.track, id, 0, year.track.days);
  const out: string[] = [];
  let open: number | null = null;
  for (const s of turns) {
    if (s.turn === 'retro') open = s.day;
    else {
      out.push(t.plan.span(open === null ? null : h.dayYear(open), h.dayYear(s.day)));
      open = null;
    }
  }
  if (open !== null) out.push(t.plan.span(h.dayYear(open), null));
  return out;
}

function planSection(cx: DeepContext): ReportSection {
  const { t, year, a, b, syn } = cx;
  const [na, nb] = [a.nickname, b.nickname];
  const scored = year.months.map((m) => ({ m, score: monthBalance(m) }));
  const best = [...scored].sort((x, y) => y.score - x.score || x.m.index - y.m.index).slice(0, 2);
  const careful = [...scored]
    .filter((x) => x.score < 0 && !best.includes(x))
    .sort((x, y) => x.score - y.score || x.m.index - y.m.index)
    .slice(0, 2);
  const months = (xs: typeof scored) =>
    t.labels.list(
      [...xs].sort((x, y) => x.m.index - y.m.index).map((x) => t.labels.month(x.m.start)),
    );
  const mercury = windows(cx, 'mercury');
  const venus = windows(cx, 'venus');
  const weakest = PAIR_AREAS.reduce<PairArea>(
    (low, area) => (syn.scores[area] < syn.scores[low] ? area : low),
    'love',
  );
  const parts = [
    t.plan.intro(na, nb),
    t.plan.best(months(best)),
    ...(careful.length > 0 ? [t.plan.careful(months(careful))] : []),
    mercury.length > 0 ? t.plan.mercury(t.labels.list(mercury)) : t.plan.noMercury,
    ...(venus.length > 0 ? [t.plan.venus(venus[0]!)] : []),
    t.plan.area[weakest](na, nb),
    t.plan.closing(na, nb),
  ];
  return { key: 'plan', title: t.labels.titles.plan, text: cx.join(parts) };
}

/** The year's sections of the deep report: timing, months and plan. */
export function composeDeepYear(cx: DeepContext): ReportSection[] {
  return [timingSection(cx), monthsSection(cx), planSection(cx)];
}
