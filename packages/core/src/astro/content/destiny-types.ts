/**
 * Shapes of the paid natal report's own texts: the planets' further notes and the life themes
 * drawn from chart patterns. Written for the paid report only, so no sentence here repeats the
 * free screens (the Sun, Moon and Rising overview, today's fortune, the single reading).
 * English and Chinese are written separately, in the second person.
 */
import type { PlanetId } from '../../planets';
import type { Dignity, SlowPlanet } from '../patterns';
import type { Element, Modality } from '../signs';
import type { ZodiacSign } from '../../zodiac';
import type { AspectFlavor, HouseNumber } from './types';

/** Names already in the reader's language, filled into the templates. */
export interface PlanetFacts {
  planet: string;
  sign: string;
  /** what the planet stands for in you: "your sense of self" / 「你的自我认同」 */
  role: string;
}

export interface DestinyText {
  titles: Record<'elements' | 'ruler' | 'gathering' | 'nodes' | 'saturn' | 'yearAhead', string>;
  role: Record<PlanetId, string>;
  /** a house's area of life, a noun phrase */
  area: Record<HouseNumber, string>;
  element: Record<Element, string>;
  modality: Record<Modality, string>;
  /** how a planet acts in a sign of the element / modality (phrases) */
  elementStyle: Record<Element, string>;
  modalityStyle: Record<Modality, string>;
  list(items: string[]): string;
  /** "mid-March 2026" / 「2026年3月中旬」 */
  date(d: Date): string;
  planet: {
    dignity: Record<Dignity, (f: PlanetFacts) => string>;
    style(
      f: PlanetFacts,
      element: string,
      modality: string,
      eStyle: string,
      mStyle: string,
    ): string;
    retrograde(f: PlanetFacts): string;
    /** 0 early (0–9°), 1 middle, 2 late degrees of the sign */
    degree(f: PlanetFacts, deg: number, phase: 0 | 1 | 2): string;
    aspect(
      f: PlanetFacts,
      other: string,
      otherRole: string,
      aspect: string,
      orb: string,
      flavor: AspectFlavor,
    ): string;
    alone(f: PlanetFacts): string;
    /** the house's area, for the Sun and Moon (their sign texts are in the free overview) */
    house(f: PlanetFacts, house: string, area: string): string;
  };
  aspects: {
    intro(total: number, harmonious: number, challenging: number, conjunctions: number): string;
    closing: Record<'harmonious' | 'challenging' | 'even', string>;
    /** a pair whose text was already used in this report */
    again(a: string, b: string, aspect: string, flavor: AspectFlavor): string;
    none: string;
  };
  elements: {
    counts(c: Record<Element, number>): string;
    strong: Record<Element, (planets: string) => string>;
    weak: Record<Element, (count: number) => string>;
    even: string;
    modalities(c: Record<Modality, number>): string;
    modalityStrong: Record<Modality, string>;
    advice: Record<Element, string>;
  };
  ruler: {
    intro(rising: string, ruler: string): string;
    introNoTime(sun: string, ruler: string): string;
    place(ruler: string, sign: string, house: string | null, area: string | null): string;
    dignity: Record<'strong' | 'weak' | 'neutral', (ruler: string, sign: string) => string>;
    advice: Record<PlanetId, string>;
  };
  gathering: {
    sign(planets: string, sign: string, keywords: string): string;
    house(planets: string, house: string, area: string): string;
    spread(signs: number): string;
    angular(planets: string, count: number): string;
    noAngular: string;
    above: Record<'high' | 'low' | 'even', (n: number) => string>;
    east: Record<'high' | 'low' | 'even', (n: number) => string>;
    generation(uranus: string, neptune: string, pluto: string): string;
    personal(count: number): string;
    /** the Moon's phase at birth, from new (0) through balsamic (7), one sentence each */
    phase: readonly string[];
  };
  nodes: {
    north: Record<ZodiacSign, string>;
    place(sign: string, house: string | null): string;
    south(sign: string, keywords: string): string;
    axis(southArea: string, northArea: string): string;
    noTime(keywords: string): string;
    cycle: string;
  };
  saturn: {
    cycle(sign: string, degree: number): string;
    first(date: string, age: number, past: boolean): string;
    second(date: string, age: number, past: boolean): string;
    theme(sign: string, house: string | null, area: string | null, keywords: string): string;
    now: Record<'before' | 'between' | 'after', (years: number) => string>;
    squares: string;
  };
  yearAhead: {
    intro(from: string, to: string, count: number): string;
    drive: Record<SlowPlanet, string>;
    hit(
      dates: string[],
      transit: string,
      aspect: string,
      natal: string,
      drive: string,
      natalRole: string,
      flavor: AspectFlavor,
    ): string;
    quiet: string;
    jupiter(sign: string, house: string | null, area: string | null): string;
    saturnNow(sign: string, house: string | null, area: string | null): string;
    closing: string;
  };
}
