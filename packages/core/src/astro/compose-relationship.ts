/**
 * A relationship chart (the composite or the Davison) read as an entity of its own: what the
 * pair is for (the Sun's sign and house), what it needs (the Moon), for the Davison the
 * Sun–Moon phase it was born under, and in the full reading how it loves and acts (Venus,
 * Mars), the planets on its angles, its tightest aspects and its leading element.
 */
import { PLANET_FACES } from '../dice/content';
import type { PlanetId } from '../planets';
import type { AspectKind } from './aspects';
import type { Chart } from './chart';
import { aspectName, signName } from './compose-destiny';
import { ASTRO_LABELS, type AstroLang } from './content';
import { RELATIONSHIP_EN } from './content/en/relationship';
import type { EchoPlanet, RelationshipKind, RelationshipText } from './content/relationship-types';
import { RELATIONSHIP_ZH } from './content/zh/relationship';
import { angleDiff, norm360 } from './ephemeris';
import { SIGNS, type Element } from './signs';

export type { RelationshipKind } from './content/relationship-types';

export const RELATIONSHIP_TEXT: Record<AstroLang, RelationshipText> = {
  en: RELATIONSHIP_EN,
  zh: RELATIONSHIP_ZH,
};

/** How close (degrees) a planet must be to an angle to count as angular. */
export const RELATIONSHIP_ANGULAR_ORB = 6;
/** How many of the chart's tightest aspects the full reading names. */
export const RELATIONSHIP_ASPECTS = 3;

/** The planets whose aspects say something of this pair (two slow planets only: the era's). */
const PERSONAL = new Set<PlanetId>(['sun', 'moon', 'mercury', 'venus', 'mars']);

export interface RelationshipReading {
  title: string;
  /** free: what the chart is, what the pair is for and what it needs */
  brief: string[];
  /** the rest: Venus, Mars, the angles, the tightest aspects, the leading element */
  full: string[];
}

export interface RelationshipNames {
  a: string;
  b: string;
}

/** The Sun–Moon phase, 0 new … 7 balsamic, each an eighth of the Moon's cycle from the Sun. */
export const moonPhaseOf = (c: Chart): number => {
  const [sun, moon] = c.planets;
  return Math.floor(norm360(moon!.lon - sun!.lon) / 45);
};

/** The element most of the ten planets are in (ties: the one of the Sun, else the first). */
export function leadingElement(c: Chart): Element {
  const count: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const p of c.planets) count[SIGNS[p.sign]!.element]++;
  const sun = SIGNS[c.planets[0]!.sign]!.element;
  const most = Math.max(...Object.values(count));
  return count[sun] === most
    ? sun
    : (Object.keys(count) as Element[]).find((e) => count[e] === most)!;
}

/** The planets within the orb of the Ascendant, MC, Descendant or IC, closest first. */
export function angularPlanets(c: Chart): PlanetId[] {
  const angles = [c.ascendant, c.mc, c.ascendant + 180, c.mc + 180];
  const off = (lon: number) => Math.min(...angles.map((a) => Math.abs(angleDiff(a, lon))));
  return c.planets
    .map((p) => ({ id: p.id, off: off(p.lon) }))
    .filter((p) => p.off <= RELATIONSHIP_ANGULAR_ORB)
    .sort((x, y) => x.off - y.off)
    .map((p) => p.id);
}

/** The tightest aspects with at least one personal planet. */
export function relationshipAspects(
  c: Chart,
): Array<{ a: PlanetId; b: PlanetId; kind: AspectKind }> {
  return c.aspects
    .filter((x) => PERSONAL.has(x.a) || PERSONAL.has(x.b))
    .slice(0, RELATIONSHIP_ASPECTS)
    .map(({ a, b, kind }) => ({ a, b, kind }));
}

/** How a reading is made beside another. */
export interface RelationshipOptions {
  /** leave Venus out of the full reading (the deep report reads the composite Venus already) */
  skipVenus?: boolean;
  /**
   * The Davison read beside the composite: a planet in the sign the composite has it in is one
   * echoing sentence, not the same reading twice; the Sun's house likewise.
   */
  besides?: Chart;
}

type Table = 'sunSign' | 'moonSign' | 'venusSign' | 'marsSign';

/**
 * The reading of a relationship chart drawn with the member's options. `timesKnown`: both birth
 * times are known; without them houses and angles mean nothing and are left out.
 */
export function composeRelationshipChart(
  c: Chart,
  kind: RelationshipKind,
  names: RelationshipNames,
  lang: AstroLang,
  timesKnown: boolean,
  opts: RelationshipOptions = {},
): RelationshipReading {
  const t = RELATIONSHIP_TEXT[lang];
  const planet = (id: PlanetId) => PLANET_FACES[id][lang].name;
  const join = (parts: string[]) => parts.join(lang === 'zh' ? '' : ' ');
  const at = (id: PlanetId) => c.planets.find((p) => p.id === id)!;
  const other = (id: PlanetId) => opts.besides?.planets.find((p) => p.id === id);
  /** a planet's sign (with the Sun's house) and its reading, or the echo of the composite's */
  const placed = (id: EchoPlanet, table: Table, extra: string[] = []) => {
    const p = at(id);
    const sign = signName(p.sign, lang);
    if (other(id)?.sign === p.sign) return join([t.echo(planet(id), sign, id), ...extra]);
    const house = id === 'sun' && timesKnown ? ASTRO_LABELS[lang].house(p.house) : null;
    return join([t.lead(kind, planet(id), sign, house), t[table][p.sign]!, ...extra]);
  };
  const sun = at('sun');
  const sunHouse =
    timesKnown && other('sun')?.house !== sun.house ? [t.sunHouse[sun.house - 1]!] : [];
  const brief = [
    t.intro[kind](names.a, names.b),
    ...(timesKnown ? [] : [t.noTime(kind, names.a, names.b)]),
    ...(kind === 'davison' ? [t.phase[moonPhaseOf(c)]!] : []),
    placed('sun', 'sunSign', sunHouse),
    placed('moon', 'moonSign'),
  ];
  const element = leadingElement(c);
  const full = [
    ...(opts.skipVenus ? [] : [placed('venus', 'venusSign')]),
    placed('mars', 'marsSign'),
    ...(timesKnown
      ? angularPlanets(c).map((id) =>
          opts.besides && angularPlanets(opts.besides).includes(id)
            ? t.angularEcho(planet(id))
            : join([t.angularLead(kind, planet(id)), t.angular[id]]),
        )
      : []),
    ...relationshipAspects(c).map((x, i, all) => {
      // the second aspect of a kind (and the Davison's first) says it the other way
      const nth = all.slice(0, i).filter((y) => y.kind === x.kind).length + (opts.besides ? 1 : 0);
      const shared = opts.besides?.aspects.some(
        (y) => y.kind === x.kind && ((y.a === x.a && y.b === x.b) || (y.a === x.b && y.b === x.a)),
      );
      if (shared) return t.aspectEcho(planet(x.a), aspectName(x.kind, lang), planet(x.b));
      return join([
        t.aspectLead(kind, planet(x.a), aspectName(x.kind, lang), planet(x.b)),
        t.aspect[x.kind][nth % 2]!(t.role[x.a], t.role[x.b]),
      ]);
    }),
    opts.besides && leadingElement(opts.besides) === element
      ? t.elementEcho(element)
      : join([t.elementLead(kind, element), t.element[element]]),
  ];
  return { title: t.title[kind], brief, full };
}

/** Both relationship charts' readings, the Davison's beside the composite's. */
export function composeRelationshipCharts(
  charts: { composite: Chart; davison: Chart },
  names: RelationshipNames,
  lang: AstroLang,
  timesKnown: boolean,
  skipVenus = false,
): Record<RelationshipKind, RelationshipReading> {
  return {
    composite: composeRelationshipChart(charts.composite, 'composite', names, lang, timesKnown, {
      skipVenus,
    }),
    davison: composeRelationshipChart(charts.davison, 'davison', names, lang, timesKnown, {
      besides: charts.composite,
    }),
  };
}

/**
 * The deep report's section on the relationship charts: the full readings of the composite
 * (Venus left out: the report's composite section reads it) and of the Davison chart, none of
 * the free brief repeated.
 */
export function relationshipSection(
  charts: { composite: Chart; davison: Chart },
  names: RelationshipNames,
  lang: AstroLang,
  timesKnown: boolean,
): { key: string; title: string; text: string } {
  const t = RELATIONSHIP_TEXT[lang];
  const sep = lang === 'zh' ? '' : ' ';
  const r = composeRelationshipCharts(charts, names, lang, timesKnown, true);
  return {
    key: 'relationship',
    title: t.deepTitle,
    text: [r.composite.full.join(sep), r.davison.full.join(sep)].join('\n\n'),
  };
}
