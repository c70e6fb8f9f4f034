import { PLANET_FACES, SIGN_FACES } from '../dice/content';
import type { PlanetId } from '../planets';
import { ZODIAC_SIGNS } from '../zodiac';
import type { AspectKind } from './aspects';
import { signOf } from './chart';
import type { ReportSection } from './compose';
import { aspectKindName, zodiacSignName, type SynastryPerson } from './compose-synastry';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AspectFlavor, AstroLang } from './content';

const joinSentences = (parts: readonly string[], lang: AstroLang) =>
  parts.join(lang === 'zh' ? '' : ' ');

const flavorOf = (kind: AspectKind): AspectFlavor =>
  kind === 'conjunction'
    ? 'conjunction'
    : kind === 'sextile' || kind === 'trine'
      ? 'harmonious'
      : 'challenging';

/**
 * One person's chart in a paragraph, for the deep synastry report: Sun, Moon and (with a known
 * birth time) rising sign, each with its sign's keywords, and the tightest natal aspect.
 */
export function chartHighlights(p: SynastryPerson, lang: AstroLang): ReportSection {
  const h = ASTRO_TEXT[lang].synastry.labels.highlights;
  const { chart: c, nickname: n } = p;
  const [sun, moon] = [c.planets[0]!, c.planets[1]!];
  const rising = p.timeKnown ? signOf(c.ascendant) : null;
  const keywords = (sign: number) => SIGN_FACES[ZODIAC_SIGNS[sign]!][lang].keywords;
  const parts = [
    h.placements(
      n,
      zodiacSignName(sun.sign, lang),
      zodiacSignName(moon.sign, lang),
      rising === null ? null : zodiacSignName(rising, lang),
    ),
    h.sun(n, keywords(sun.sign)),
    h.moon(n, keywords(moon.sign)),
    rising === null ? h.noRising : h.rising(n, keywords(rising)),
  ];
  const tight = c.aspects[0];
  if (tight) {
    const kind = aspectKindName(tight.kind, lang);
    const line = ASTRO_LABELS[lang].aspectLine(
      PLANET_FACES[tight.a][lang].name,
      lang === 'en' ? kind.toLowerCase() : kind,
      PLANET_FACES[tight.b][lang].name,
    );
    const kw = (id: PlanetId) => PLANET_FACES[id][lang].keywords[0]!;
    parts.push(h.aspect(n, line, flavorOf(tight.kind), kw(tight.a), kw(tight.b)));
  }
  return { key: 'highlights', title: h.title(n), text: joinSentences(parts, lang) };
}
