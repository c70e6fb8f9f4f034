import type { PlanetId } from '../../planets';
import type { Tuple } from '../../util/tuple';
import type { AspectKind } from '../aspects';
import type { Element } from '../signs';

/** Twelve texts, one per sign (0 Aries … 11 Pisces) or per house (index 0 = the first). */
type Twelve = Tuple<string, 12>;

/** The planets whose sign the Davison may share with the composite. */
export type EchoPlanet = 'sun' | 'moon' | 'venus' | 'mars';

/** Which relationship chart a reading is of. */
export type RelationshipKind = 'composite' | 'davison';

/**
 * The words for a relationship chart read as an entity of its own: what the pair is for (the
 * Sun's sign and house), what it needs (the Moon), how it loves and acts (Venus, Mars), the
 * planets on its angles, its tightest aspects and its leading element. The sign and house texts
 * are whole sentences about "this relationship", so that one table serves both charts; the
 * lead before each names the chart, the planet and the sign.
 */
export interface RelationshipText {
  title: Record<RelationshipKind, string>;
  /** the deep report's section of both charts' full readings */
  deepTitle: string;
  /** what the chart is, with the two names */
  intro: Record<RelationshipKind, (a: string, b: string) => string>;
  /** "The composite Sun is in Leo, in the 5th house." (house null: a birth time is unknown) */
  lead(kind: RelationshipKind, planet: string, sign: string, house: string | null): string;
  /** what the pair is for, by the Sun's sign */
  sunSign: Twelve;
  /** where that purpose is lived, by the Sun's house */
  sunHouse: Twelve;
  /** what the pair needs to feel safe, by the Moon's sign */
  moonSign: Twelve;
  /** how the pair shows affection and enjoys itself, by Venus's sign */
  venusSign: Twelve;
  /** how the pair acts, wants and fights, by Mars's sign */
  marsSign: Twelve;
  /** the Davison's Sun–Moon phase (0 new … 7 balsamic): the relationship's own temperament */
  phase: Tuple<string, 8>;
  /** "In the composite chart the Sun stands on an angle:" before the planet's clause */
  angularLead(kind: RelationshipKind, planet: string): string;
  /** what a planet within a few degrees of an angle of the chart brings, a clause */
  angular: Record<PlanetId, string>;
  /** the Davison's planet on an angle as the composite's is: one sentence instead */
  angularEcho(planet: string): string;
  /** what a planet stands for in a relationship, a noun phrase (for aspects) */
  role: Record<PlanetId, string>;
  /** an aspect between two roles, the clause after its lead: two ways of saying it, so that two
   * aspects of one kind in a reading never share their words */
  aspect: Record<
    AspectKind,
    readonly [(x: string, y: string) => string, (x: string, y: string) => string]
  >;
  /** the Davison has an aspect the composite has too: one sentence instead */
  aspectEcho(x: string, aspect: string, y: string): string;
  /** the aspect named, before its clause: "In the composite chart, Venus and Saturn form a trine:" */
  aspectLead(kind: RelationshipKind, x: string, aspect: string, y: string): string;
  /** "Most of the composite chart's planets are in fire signs:" before the element's clause */
  elementLead(kind: RelationshipKind, element: Element): string;
  /** what the element most planets of the chart are in makes of it, a clause */
  element: Record<Element, string>;
  /** the Davison's leading element the same as the composite's: one sentence instead */
  elementEcho(element: Element): string;
  /** why houses and angles are left out */
  noTime(kind: RelationshipKind, a: string, b: string): string;
  /** the Davison's planet in the sign the composite has it in: one sentence instead of a second reading */
  echo(planet: string, sign: string, id: EchoPlanet): string;
}
