/**
 * The paid part of the natal report: each planet's section (its sign and house texts with
 * further notes on dignity, element, degree and its closest aspect), the key aspects, and the
 * life themes read from chart patterns. The Sun's and Moon's sign texts and the rising text
 * belong to the free overview, so they are never repeated here.
 */
import { PLANET_FACES, SIGN_FACES } from '../dice/content';
import { ZODIAC_SIGNS } from '../zodiac';
import type { AspectKind } from './aspects';
import type { Chart, ChartPoint } from './chart';
import { signOf } from './chart';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AspectFlavor, AstroLang, HouseNumber } from './content';
import { norm360 } from './ephemeris';
import {
  chartBalance,
  dignityOf,
  ELEMENT_KEYS,
  gathering,
  lunarNodes,
  MODALITY_KEYS,
  tightestOf,
} from './patterns';
import type { PlanetId } from '../planets';
import { dignity, SIGNS } from './signs';

export interface ReportSection {
  key: string;
  title: string;
  text: string;
}

export const planetName = (id: PlanetId, lang: AstroLang) => PLANET_FACES[id][lang].name;
export const signName = (sign: number, lang: AstroLang) =>
  SIGN_FACES[ZODIAC_SIGNS[sign]!][lang].name;
export const aspectName = (kind: AspectKind, lang: AstroLang) => {
  const name = ASTRO_TEXT[lang].aspectKind[kind].name;
  return lang === 'en' ? name.toLowerCase() : name;
};
export const flavorOf = (kind: AspectKind): AspectFlavor =>
  kind === 'conjunction'
    ? 'conjunction'
    : kind === 'sextile' || kind === 'trine'
      ? 'harmonious'
      : 'challenging';

/** Two of a sign's keywords, as a phrase: "bold and direct" / 「果敢」与「直接」. */
export function signKeywords(sign: number, lang: AstroLang): string {
  const words = SIGN_FACES[ZODIAC_SIGNS[sign]!][lang].keywords.slice(0, 2);
  return lang === 'zh' ? words.map((w) => `「${w}」`).join('与') : words.join(' and ');
}

/** The further notes of a planet: dignity, element and modality, retrograde, degree, aspect. */
function planetNotes(chart: Chart, p: ChartPoint, lang: AstroLang): string[] {
  const d = ASTRO_TEXT[lang].destiny;
  const facts = {
    planet: planetName(p.id, lang),
    sign: signName(p.sign, lang),
    role: d.role[p.id],
  };
  const info = SIGNS[p.sign]!;
  const deg = Math.floor(norm360(p.lon) % 30);
  const dig = dignityOf(p.id, p.sign);
  // a sign text that already names the dignity is not echoed
  const named = (
    lang === 'zh' ? /入庙|入旺|落陷|失势/ : /at home|exalted|own sign|detriment|its fall/i
  ).test(ASTRO_TEXT[lang].planetInSign[p.id][ZODIAC_SIGNS[p.sign]!]);
  const light = p.id === 'sun' || p.id === 'moon';
  const notes = [
    ...(dig !== 'neutral' && named && !light ? [] : [d.planet.dignity[dig](facts)]),
    d.planet.style(
      facts,
      d.element[info.element],
      d.modality[info.modality],
      d.elementStyle[info.element],
      d.modalityStyle[info.modality],
    ),
  ];
  if (p.retrograde && !light) notes.push(d.planet.retrograde(facts));
  notes.push(d.planet.degree(facts, deg, deg < 10 ? 0 : deg < 20 ? 1 : 2));
  const asp = tightestOf(chart, p.id);
  if (asp) {
    const other = asp.a === p.id ? asp.b : asp.a;
    notes.push(
      d.planet.aspect(
        facts,
        planetName(other, lang),
        d.role[other],
        aspectName(asp.kind, lang),
        asp.orb.toFixed(1),
        flavorOf(asp.kind),
      ),
    );
  } else notes.push(d.planet.alone(facts));
  return notes;
}

/** One planet's section: its sign text (not for the lights: see above), house text and notes. */
export function planetSection(
  chart: Chart,
  p: ChartPoint,
  lang: AstroLang,
  timeUnknown: boolean,
): ReportSection {
  const text = ASTRO_TEXT[lang];
  const label = ASTRO_LABELS[lang];
  const d = text.destiny;
  const name = planetName(p.id, lang);
  const sign = signName(p.sign, lang);
  const house = label.house(p.house);
  const light = p.id === 'sun' || p.id === 'moon';
  const parts: string[] = [];
  if (!light) parts.push(text.planetInSign[p.id][ZODIAC_SIGNS[p.sign]!]);
  if (!timeUnknown) {
    const houseText = text.planetInHouse[p.id][p.house as HouseNumber];
    const facts = { planet: name, sign, role: d.role[p.id] };
    parts.push(
      light
        ? `${houseText}${lang === 'zh' ? '' : ' '}${d.planet.house(facts, house, d.area[p.house as HouseNumber])}`
        : houseText,
    );
  }
  parts.push(planetNotes(chart, p, lang).join(lang === 'zh' ? '' : ' '));
  return {
    key: p.id,
    title: timeUnknown ? label.inSign(name, sign) : label.inSignHouse(name, sign, house),
    text: parts.join('\n\n'),
  };
}

/** The key aspects: a count, the tightest explained (each pair text once), a closing. */
export function aspectsSection(chart: Chart, lang: AstroLang, count: number): ReportSection {
  const text = ASTRO_TEXT[lang];
  const d = text.destiny.aspects;
  const label = ASTRO_LABELS[lang];
  const all = chart.aspects;
  const by = (f: AspectFlavor) => all.filter((a) => flavorOf(a.kind) === f).length;
  const [h, c, j] = [by('harmonious'), by('challenging'), by('conjunction')];
  if (all.length === 0) return { key: 'aspects', title: label.titles.aspects, text: d.none };
  const used = new Set<string>();
  const sep = lang === 'zh' ? '：' : ': ';
  const paragraphs = all.slice(0, count).map((a) => {
    const [x, y] = [planetName(a.a, lang), planetName(a.b, lang)];
    const head = label.aspectLine(x, text.aspectKind[a.kind].name, y);
    const pair = text.aspectPair[`${a.a}-${a.b}` as const];
    let body = pair ? pair[flavorOf(a.kind)] : text.aspectKind[a.kind].summary;
    if (used.has(body)) body = d.again(x, y, aspectName(a.kind, lang), flavorOf(a.kind));
    used.add(body);
    return `**${head}**${sep}${body}`;
  });
  const tone = h > c + 1 ? 'harmonious' : c > h + 1 ? 'challenging' : 'even';
  return {
    key: 'aspects',
    title: label.titles.aspects,
    text: [d.intro(all.length, h, c, j), ...paragraphs, d.closing[tone]].join('\n\n'),
  };
}

/** The balance of elements and modalities. */
export function elementsSection(chart: Chart, lang: AstroLang): ReportSection {
  const d = ASTRO_TEXT[lang].destiny;
  const b = chartBalance(chart);
  const count = <K extends string>(g: Record<K, PlanetId[]>, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, g[k].length])) as Record<K, number>;
  const scarce = ELEMENT_KEYS.filter((e) => b.elements[e].length <= 1);
  const sentences = [
    d.elements.counts(count(b.elements, ELEMENT_KEYS)),
    d.elements.strong[b.dominantElement](
      d.list(b.elements[b.dominantElement].map((id) => planetName(id, lang))),
    ),
    ...(scarce.length > 0
      ? scarce.map((e) => d.elements.weak[e](b.elements[e].length))
      : [d.elements.even]),
  ];
  const modes = [
    d.elements.modalities(count(b.modalities, MODALITY_KEYS)),
    d.elements.modalityStrong[b.dominantModality],
    d.elements.advice[b.dominantElement],
  ];
  const join = (s: string[]) => s.join(lang === 'zh' ? '' : ' ');
  return {
    key: 'elements',
    title: d.titles.elements,
    text: `${join(sentences)}\n\n${join(modes)}`,
  };
}

/** The chart ruler: the rising sign's ruler, or the Sun sign's when the birth time is unknown. */
export function rulerSection(chart: Chart, lang: AstroLang, timeUnknown: boolean): ReportSection {
  const d = ASTRO_TEXT[lang].destiny;
  const label = ASTRO_LABELS[lang];
  const base = timeUnknown ? chart.planets[0]!.sign : signOf(chart.ascendant);
  const ruler = SIGNS[base]!.ruler;
  const p = chart.planets.find((q) => q.id === ruler)!;
  const name = planetName(ruler, lang);
  const sign = signName(p.sign, lang);
  const dig = dignity(ruler, p.sign);
  const sentences = [
    timeUnknown
      ? d.ruler.introNoTime(signName(base, lang), name)
      : d.ruler.intro(signName(base, lang), name),
    d.ruler.place(
      name,
      sign,
      timeUnknown ? null : label.house(p.house),
      timeUnknown ? null : d.area[p.house as HouseNumber],
    ),
    d.ruler.dignity[dig >= 4 ? 'strong' : dig <= -4 ? 'weak' : 'neutral'](name, sign),
    d.ruler.advice[ruler],
  ];
  return { key: 'ruler', title: d.titles.ruler, text: sentences.join(lang === 'zh' ? '' : ' ') };
}

/** Where the planets gather: stelliums, angular planets, hemispheres, the birth Moon's phase. */
export function gatheringSection(
  chart: Chart,
  lang: AstroLang,
  timeUnknown: boolean,
): ReportSection {
  const d = ASTRO_TEXT[lang].destiny;
  const label = ASTRO_LABELS[lang];
  const g = gathering(chart);
  const names = (ids: PlanetId[]) => d.list(ids.map((id) => planetName(id, lang)));
  const first =
    g.signs.length > 0
      ? g.signs.map((s) =>
          d.gathering.sign(names(s.planets), signName(s.sign, lang), signKeywords(s.sign, lang)),
        )
      : [d.gathering.spread(new Set(chart.planets.map((p) => p.sign)).size)];
  const level = (n: number, lo: number, hi: number) =>
    n >= hi ? 'high' : n <= lo ? 'low' : 'even';
  const houses = timeUnknown
    ? [d.gathering.personal(g.personalSigns)]
    : [
        ...g.houses.map((h) =>
          d.gathering.house(names(h.planets), label.house(h.house), d.area[h.house as HouseNumber]),
        ),
        g.angular.length > 0
          ? d.gathering.angular(names(g.angular), g.angular.length)
          : d.gathering.noAngular,
        d.gathering.above[level(g.above, 3, 7)](g.above),
        d.gathering.east[level(g.east, 3, 7)](g.east),
      ];
  const [sun, moon] = [chart.planets[0]!, chart.planets[1]!];
  const phase = Math.floor(norm360(moon.lon - sun.lon) / 45);
  const outer = (id: PlanetId) => signName(chart.planets.find((p) => p.id === id)!.sign, lang);
  const join = (s: string[]) => s.join(lang === 'zh' ? '' : ' ');
  return {
    key: 'gathering',
    title: d.titles.gathering,
    text: [
      join([...first, ...houses]),
      join([
        d.gathering.phase[phase]!,
        d.gathering.generation(outer('uranus'), outer('neptune'), outer('pluto')),
      ]),
    ].join('\n\n'),
  };
}

/** The lunar nodes: the North Node's sign (and house) as the direction of growth. */
export function nodesSection(chart: Chart, lang: AstroLang, timeUnknown: boolean): ReportSection {
  const d = ASTRO_TEXT[lang].destiny;
  const label = ASTRO_LABELS[lang];
  const n = lunarNodes(chart, !timeUnknown);
  const sentences = [
    d.nodes.place(signName(n.north.sign, lang), n.north.house ? label.house(n.north.house) : null),
    d.nodes.north[ZODIAC_SIGNS[n.north.sign]!],
    d.nodes.south(signName(n.south.sign, lang), signKeywords(n.south.sign, lang)),
    n.north.house && n.south.house
      ? d.nodes.axis(d.area[n.south.house as HouseNumber], d.area[n.north.house as HouseNumber])
      : d.nodes.noTime(signKeywords(n.north.sign, lang)),
    d.nodes.cycle,
  ];
  return { key: 'nodes', title: d.titles.nodes, text: sentences.join(lang === 'zh' ? '' : ' ') };
}
