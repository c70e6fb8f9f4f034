import { PLANET_FACES } from '../dice/content';
import { signOf, type Chart } from './chart';
import { relationshipSection } from './compose-relationship';
import type { ReportSection } from './compose';
import { zodiacSignName, type SynastryPerson } from './compose-synastry';
import { composeDeepYear } from './compose-deep-year';
import { ASTRO_TEXT, type AstroLang } from './content';
import { DEEP_TEXT, type DeepText, type SignRelation } from './content/deep';
import { SIGNS } from './signs';
import type { PairYear, PairYearTarget } from './pair-year';
import type { Synastry, SynastryAspect, SynastryPointId } from './synastry';

/** What the deep report's parts share: both people, the language, its texts and labels. */
export interface DeepContext {
  a: SynastryPerson;
  b: SynastryPerson;
  syn: Synastry;
  year: PairYear;
  lang: AstroLang;
  t: DeepText;
  /** a planet's or the Ascendant's name */
  pointName(id: SynastryPointId): string;
  /** a point of the pair in words: "Luna's Venus", "the composite Sun" */
  targetName(target: PairYearTarget): string;
  sign(sign: number): string;
  sep: string;
  join(parts: readonly string[]): string;
}

/** How two signs relate: the same sign, the same element, friendly elements, or other. */
export function signRelation(x: number, y: number): SignRelation {
  if (x === y) return 'twin';
  const [ex, ey] = [SIGNS[x]!.element, SIGNS[y]!.element];
  if (ex === ey) return 'same';
  const pair = [ex, ey].sort().join('-');
  return pair === 'air-fire' || pair === 'earth-water' ? 'compatible' : 'different';
}

function context(
  a: SynastryPerson,
  b: SynastryPerson,
  syn: Synastry,
  year: PairYear,
  lang: AstroLang,
): DeepContext {
  const t = DEEP_TEXT[lang];
  const pointName = (id: SynastryPointId) =>
    id === 'asc' ? ASTRO_TEXT[lang].synastry.labels.asc : PLANET_FACES[id][lang].name;
  const owner = (o: PairYearTarget['owner']) =>
    o === 'a' ? a.nickname : o === 'b' ? b.nickname : null;
  return {
    a,
    b,
    syn,
    year,
    lang,
    t,
    pointName,
    targetName: (target) => t.labels.point(owner(target.owner), pointName(target.point)),
    sign: (s) => zodiacSignName(s, lang),
    sep: lang === 'zh' ? '：' : ': ',
    join: (parts) => parts.join(lang === 'zh' ? '' : ' '),
  };
}

function compositeSection(cx: DeepContext): ReportSection {
  const { t, year, a, b } = cx;
  const c = t.composite;
  const paragraphs = [c.intro(a.nickname, b.nickname)];
  for (const id of ['sun', 'moon', 'venus', 'asc'] as const) {
    const p = year.composite.points.find((x) => x.id === id);
    if (!p) continue;
    const house = p.house === null || id === 'asc' ? null : p.house;
    paragraphs.push(
      cx.join([
        c.placed(
          t.labels.point(null, cx.pointName(id)),
          cx.sign(p.sign),
          house === null ? null : t.labels.house(house),
          house === null ? null : c.houseTheme[house - 1]!,
        ),
        c[id][p.sign]!,
      ]),
    );
  }
  if (year.composite.ascendant === null) paragraphs.push(c.noTimes(a.nickname, b.nickname));
  return { key: 'composite', title: t.labels.titles.composite, text: paragraphs.join('\n\n') };
}

/** The strongest contact between the two charts whose points are exactly {x, y} (in either order). */
function contactOf(syn: Synastry, x: SynastryPointId, y: SynastryPointId) {
  return syn.aspects.find((s) => (s.a === x && s.b === y) || (s.a === y && s.b === x)) ?? null;
}

/**
 * How the two use one planet (Mercury for talk, Mars for conflict): both signs, each sign's
 * style, the planets' own contact, a cross contact (Mercury–Mars, Mars–Moon) and a habit.
 */
function styleSection(
  cx: DeepContext,
  key: 'talk' | 'conflict',
  planet: 'mercury' | 'mars',
  crossWith: SynastryPointId,
): ReportSection {
  const { a, b, t, syn } = cx;
  const style = t[key];
  const [na, nb] = [a.nickname, b.nickname];
  const signA = signOf(a.chart.planets.find((p) => p.id === planet)!.lon);
  const signB = signOf(b.chart.planets.find((p) => p.id === planet)!.lon);
  const parts = [
    signA === signB
      ? style.placedBoth(na, nb, cx.sign(signA))
      : style.placed(na, cx.sign(signA), nb, cx.sign(signB)),
    style.sign[signA]!,
    ...(signB === signA ? [] : [style.sign[signB]!]),
  ];
  const own = contactOf(syn, planet, planet);
  parts.push(style.contact[own ? own.kind : 'none'](na, nb));
  const cross: SynastryAspect | null =
    syn.aspects.find(
      (s) => (s.a === planet && s.b === crossWith) || (s.a === crossWith && s.b === planet),
    ) ?? null;
  if (cross) {
    // the first name is the owner of `planet`
    const [first, second] = cross.a === planet ? [na, nb] : [nb, na];
    parts.push(style.cross[cross.weight >= 0 ? 'harmonious' : 'tense'](first, second));
  }
  parts.push(style.habit[signRelation(signA, signB)](na, nb));
  return { key, title: t.labels.titles[key], text: cx.join(parts) };
}

/**
 * The deep report of a couple, all of it written for this report (no sentence of the synastry
 * report, the pairing or the stellar ties): the composite chart ('composite'), with the Davison
 * chart given both relationship charts' full readings ('relationship'), how they talk
 * ('talk', Mercury) and argue ('conflict', Mars), Jupiter's and Saturn's aspects to the pair
 * over the year with their dates ('timing'), each of the twelve months from its own transits
 * ('months') and the year's best and careful months with a habit to keep ('plan').
 */
export function composeDeepReport(
  a: SynastryPerson,
  b: SynastryPerson,
  syn: Synastry,
  year: PairYear,
  lang: AstroLang,
  davison?: Chart,
): ReportSection[] {
  const cx = context(a, b, syn, year, lang);
  const names = { a: a.nickname, b: b.nickname };
  const timesKnown = year.composite.ascendant !== null;
  return [
    compositeSection(cx),
    ...(davison
      ? [relationshipSection({ composite: year.compositeChart, davison }, names, lang, timesKnown)]
      : []),
    styleSection(cx, 'talk', 'mercury', 'mars'),
    styleSection(cx, 'conflict', 'mars', 'moon'),
    ...composeDeepYear(cx),
  ];
}
