import type { PlanetId } from '../planets';
import { fill } from '../util';
import { TRANSIT_HOUSES_EN } from './content/en/transits-houses';
import {
  TRANSIT_ASPECTS_EN,
  TRANSIT_FRAME_EN,
  TRANSIT_POINTS_EN,
} from './content/en/transits-parts';
import { TRANSIT_PLANETS_EN } from './content/en/transits-planets';
import type { TransitTexts } from './content/transits-types';
import type { AstroLang, HouseNumber } from './content/types';
import { TRANSIT_HOUSES_ZH } from './content/zh/transits-houses';
import {
  TRANSIT_ASPECTS_ZH,
  TRANSIT_FRAME_ZH,
  TRANSIT_POINTS_ZH,
} from './content/zh/transits-parts';
import { TRANSIT_PLANETS_ZH } from './content/zh/transits-planets';
import { houseOf } from './houses';
import type { NatalPointId, TransitAspect } from './transits';

const TEXTS: Record<AstroLang, TransitTexts> = {
  en: {
    planets: TRANSIT_PLANETS_EN,
    aspects: TRANSIT_ASPECTS_EN,
    points: TRANSIT_POINTS_EN,
    houses: TRANSIT_HOUSES_EN,
    frame: TRANSIT_FRAME_EN,
  },
  zh: {
    planets: TRANSIT_PLANETS_ZH,
    aspects: TRANSIT_ASPECTS_ZH,
    points: TRANSIT_POINTS_ZH,
    houses: TRANSIT_HOUSES_ZH,
    frame: TRANSIT_FRAME_ZH,
  },
};

/** An aspect's name as the calendar's titles write it ("opposite", "对分相"). */
export const transitAspectTitle = (kind: TransitAspect, lang: AstroLang): string =>
  TEXTS[lang].aspects[kind].title;

/** Jupiter to Pluto: transits of weeks to years, the ones that read weightier. */
export const SLOW_TRANSITERS: readonly PlanetId[] = [
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
/** Planets whose conjunction presses rather than eases. */
const HARD_CONJUNCTION: readonly PlanetId[] = ['mars', 'saturn', 'uranus', 'pluto'];

export type TransitTone = 'open' | 'easy' | 'hard';

/** A conjunction opens a chapter; sextiles and trines ease; squares and oppositions press. */
export function transitTone(aspect: TransitAspect): TransitTone {
  if (aspect === 'conjunction') return 'open';
  return aspect === 'sextile' || aspect === 'trine' ? 'easy' : 'hard';
}

export interface TransitReadingInput {
  planet: PlanetId;
  aspect: TransitAspect;
  natalPoint: NatalPointId;
  /** the natal house the transiting planet is in; null when the birth time is unknown */
  house: HouseNumber | null;
  retrograde: boolean;
}

export interface TransitReading {
  title: string;
  /** two or three sentences: what the contact does, where it shows up, how the pass closes */
  sentences: string[];
  /** slow planets (Jupiter to Pluto) read weightier */
  weight: 'brief' | 'weighty';
}

/** The natal house (1–12) of a transit: where the aspect's exact longitude falls in the cusps. */
export function transitHouse(target: number, cusps: readonly number[] | null): HouseNumber | null {
  return cusps && cusps.length === 12 ? (houseOf(target, cusps) as HouseNumber) : null;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a natal point stands for in the calendar's words ("your emotional life" / "你的情绪世界"). */
export const transitPointTopic = (id: NatalPointId, lang: AstroLang) =>
  TEXTS[lang].points[id].topic;

/** The title and sentences of one transit, composed from planet × aspect × natal point × house. */
export function composeTransit(input: TransitReadingInput, lang: AstroLang): TransitReading {
  const t = TEXTS[lang];
  const planet = t.planets[input.planet];
  const point = t.points[input.natalPoint];
  const tone = transitTone(input.aspect);
  const hard = tone === 'hard' || (tone === 'open' && HARD_CONJUNCTION.includes(input.planet));
  const opening = fill(t.aspects[input.aspect].opening, {
    planet: planet.name,
    point: point.name,
    brings: planet.brings,
    means: point.means,
  });
  const house = input.house === null ? null : t.houses[input.house];
  const where = house
    ? fill(t.frame.house, {
        planet: planet.name,
        ordinal: house.ordinal,
        area: house.area,
        hint: house[tone],
      })
    : t.frame.noHouse;
  const closing = fill(
    input.retrograde && planet.retro ? planet.retro : hard ? planet.hard : planet.soft,
    { topic: point.topic },
  );
  return {
    title: fill(t.frame.title, {
      planet: planet.short,
      aspect: t.aspects[input.aspect].title,
      point: point.name,
    }),
    sentences: [opening, where, closing].map((s) => (lang === 'en' ? capital(s) : s)),
    weight: SLOW_TRANSITERS.includes(input.planet) ? 'weighty' : 'brief',
  };
}
