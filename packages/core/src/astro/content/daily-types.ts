/**
 * Shapes of the day's texts. Every sentence is composed from the day's sky (a transit's planet,
 * aspect, natal point and house; the Moon's sign, phase and house; stations), so the same words
 * come back only when the same sky does. Lists of variants rotate with the day.
 */
import type { PlanetId } from '../../planets';
import type { AspectFlavor, AspectKind, FortuneBand, FortuneDimension } from './types';

/** A transit as a sentence may name it. */
export interface TransitWords {
  /** the moving planet as a sentence subject ("Venus", "the Moon"; "金星") */
  t: string;
  /** the aspect as a verb ("trines"; "三分") */
  verb: string;
  /** the natal planet ("your natal Moon"; "你的本命月亮") */
  n: string;
  /** what the natal planet stands for, a noun phrase */
  role: string;
  /** the natal house the moving planet crosses, as its area of life (null: no birth time) */
  area: string | null;
  exact: boolean;
  flavor: AspectFlavor;
}

export interface MoonWords {
  phase: string;
  sign: string;
  /** the mood the Moon's sign gives the day */
  mood: string;
  /** the Moon's natal house as an area of life (null: no birth time) */
  area: string | null;
}

/** The area line's lift or weight: 'up' the transit raises the score, 'down' lowers it. */
export type Pull = 'up' | 'down';
export type Tone = 'lift' | 'even' | 'weigh';

export interface DailyText {
  /** aspect verbs */
  verb: Record<AspectKind, string>;
  /** "your natal {planet}" */
  natal(planet: string): string;
  /** the lead sentence of the overall line, per flavour (the day's strongest transit) */
  lead: Record<AspectFlavor, Array<(w: TransitWords) => string>>;
  /** the lead sentence when no planet touches the chart: the Moon's sign mood goes in */
  quietLead: Array<(mood: string) => string>;
  /** the Moon sentence of the overall line */
  moon: Array<(m: MoonWords) => string>;
  /** the eight phases, new Moon first */
  phase: readonly string[];
  /** a mood per sign of the Moon, Aries first */
  moonMood: readonly string[];
  /** a planet retrograde or stationing today, one sentence; its theme and house area; `k`
   * picks one of the wordings of a retrograde */
  motion(
    k: number,
    planet: string,
    theme: string,
    kind: 'retrograde' | 'stationR' | 'stationD',
    area: string | null,
  ): string;
  /** what each planet's retrograde touches, a noun phrase */
  retroTheme: Partial<Record<PlanetId, string>>;
  /** the closing sentence of the overall line, per band: the score, its best and worst areas */
  close: Record<FortuneBand, Array<(score: number, best: string, worst: string) => string>>;
  /** an area with its score inside a sentence ("your heart at 64"; "情绪（64分）") */
  scored(area: string, score: number): string;
  /** an area's name inside a sentence ("your heart"; "情绪") */
  areaName: Record<FortuneDimension, string>;
  /** the area line: one driver or two (the second pulling the same or the other way);
   * force 0 light, 1 clear, 2 strong (the first driver's points) */
  reason(
    first: string,
    pull: Pull,
    force: 0 | 1 | 2,
    dim: string,
    second: { line: string; pull: Pull } | null,
  ): string;
  /** the Moon's sign with how far it has gone through it: 0 early, 1 middle, 2 late */
  moonIn(sign: string, part: 0 | 1 | 2): string;
  /** the area line when no planet touches the area; the Moon's sign is named */
  quietArea(dim: string, moonSign: string): string;
  /** advice clauses per area and tone, joined to the reason in one sentence */
  advice: Record<FortuneDimension, Record<Tone, string[]>>;
  /** "Venus trine your natal Moon" inside a sentence */
  transitName(t: string, aspect: string, n: string): string;
  /** the clause joiner ("; " / "；") */
  join: string;
}

/** The paid depth report's own texts: times, houses and what to do, never the free lines. */
export interface DailyDeepText {
  /** "about 15:40" / "约15:40"; a date ("on 9 Dec") / ("12月9日") */
  clock(hh: number, mm: number): string;
  date(month: number, day: number): string;
  /** a calendar transit (its title) with its timing and the house it runs through, one sentence */
  timing(
    line: string,
    when: { clock: string | null; date: string | null; past: boolean },
    house: string | null,
  ): string;
  /** what to do with a transit, per moving planet and flavour */
  todo: Partial<Record<PlanetId, Record<AspectFlavor, string>>>;
  /** a second transit of the same planet and flavour: the same advice, aimed at a natal role */
  again(planet: string, role: string): string;
  /** the outer planets share one set */
  todoOuter: Record<AspectFlavor, string>;
  /** an area's score explained with points: "Venus trine your natal Moon +9" list */
  points(dim: string, score: number, parts: string[]): string;
  /** "Venus trine your natal Moon, +9" */
  part(line: string, points: number): string;
  /** no transit moved the area */
  quietPoints(dim: string, score: number): string;
  /** when an area's strongest transit peaks (it turns exact today) */
  peak(clock: string, line: string): string;
  /** the Moon of the day with its sign change */
  moon(
    phase: string,
    sign: string,
    house: string | null,
    next: string,
    clock: string | null,
  ): string;
  /** what to do in each phase */
  phaseTodo: readonly string[];
  /** what to do while a planet is retrograde or stationing */
  retroTodo: Partial<Record<PlanetId, string>>;
  /** no planet retrograde today */
  allDirect: string;
  /** no transit in orb today */
  quiet: string;
  titles: { timeline: string; sky: string };
}
