/**
 * The paid 16-type report: the type's profile woven together with the user's own percentages
 * and clarity (overview, the four dichotomies, strengths, blind spots, relationships, work and
 * careers, a growth plan). Pure and deterministic: the same result gives the same text.
 */
import { fnv1a } from '../util';
import { GROUP_CONTENT, LETTER_CONTENT, typeProfile } from './content';
import { LEVEL_ITEM_IDS, type MbtiLevel } from './levels';
import { REPORT_EN } from './report-en';
import type { DimensionFacts, MbtiReportKey, ReportContent, StyleKey } from './report-shape';
import { REPORT_ZH } from './report-zh';
import { clarityBand, type DimensionScore, type MbtiScore } from './scoring';
import {
  DIMENSION_POLES,
  MBTI_DIMENSIONS,
  typeGroup,
  typeLetter,
  type Dimension,
  type MbtiLang,
  type Pole,
  type TypeCode,
} from './types';

export { MBTI_REPORT_KEYS, type MbtiReportKey } from './report-shape';

/** What a report is written from: a kept result's level, type and percentages. */
export interface MbtiReportInput {
  level: MbtiLevel;
  type: TypeCode;
  /** every pole's integer percentage; each dichotomy's two sum to 100 */
  percents: Readonly<Record<Pole, number>>;
}

export interface MbtiReportSection {
  key: MbtiReportKey;
  title: string;
  text: string;
}

export const REPORT_CONTENT: Record<MbtiLang, ReportContent> = { en: REPORT_EN, zh: REPORT_ZH };

/**
 * A score rebuilt from a kept result's percentages (what the server stores): clarity, band and
 * tie follow from the percentages, the letter from the type code. Throws a RangeError when the
 * percentages are not integers 0–100 summing to 100 per dichotomy, or disagree with the type
 * (the tie rule gives an exact 50/50 to the second pole).
 */
export function scoreFromPercents(
  level: MbtiLevel,
  type: TypeCode,
  percents: Readonly<Record<Pole, number>>,
): MbtiScore {
  const dimensions = {} as Record<Dimension, DimensionScore>;
  for (const dim of MBTI_DIMENSIONS) {
    const poles = DIMENSION_POLES[dim];
    const [a, b] = [percents[poles[0]], percents[poles[1]]];
    const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;
    if (!whole(a) || !whole(b) || a + b !== 100)
      throw new RangeError(`mbti: ${dim} percentages ${a}/${b} are not whole and summing to 100`);
    const letter = a > 50 ? poles[0] : poles[1];
    if (letter !== typeLetter(type, dim))
      throw new RangeError(`mbti: ${dim} percentages ${a}/${b} disagree with ${type}`);
    const clarity = Math.abs(a - 50) * 2;
    dimensions[dim] = {
      dimension: dim,
      poles,
      percents: [a, b],
      letter,
      clarity,
      band: clarityBand(clarity),
      tie: a === 50,
    };
  }
  return { level, type, dimensions, percents: { ...percents } };
}

/** One dichotomy of a score, as the templates read it. */
export function dimensionFacts(score: DimensionScore, lang: MbtiLang): DimensionFacts {
  const content = REPORT_CONTENT[lang];
  const letters = LETTER_CONTENT[lang];
  const other = score.poles[0] === score.letter ? score.poles[1] : score.poles[0];
  const first = score.poles[0] === score.letter;
  return {
    dimension: score.dimension,
    name: content.dimensions[score.dimension].name,
    letter: score.letter,
    other,
    pole: letters[score.letter].name,
    otherPole: letters[other].name,
    p: first ? score.percents[0] : score.percents[1],
    q: first ? score.percents[1] : score.percents[0],
    clarity: score.clarity,
    band: score.band,
    bandName: content.bands[score.band],
    tie: score.tie,
  };
}

const flip = (type: TypeCode, dim: Dimension, to: Pole): TypeCode => {
  const i = MBTI_DIMENSIONS.indexOf(dim);
  return `${type.slice(0, i)}${to}${type.slice(i + 1)}` as TypeCode;
};

/** Clearest first; equal clarity keeps the EI SN TF JP order. */
const byClarity = (dims: DimensionFacts[]) => [...dims].sort((x, y) => y.clarity - x.clarity || 0);

/**
 * The whole report in a language: overview, the four dichotomies, strengths, blind spots,
 * relationships, work and careers, growth plan. The overview is the free preview.
 */
export function composeMbtiReport(input: MbtiReportInput, lang: MbtiLang): MbtiReportSection[] {
  const score = scoreFromPercents(input.level, input.type, input.percents);
  const c = REPORT_CONTENT[lang];
  const profile = typeProfile(input.type, lang);
  const dims = MBTI_DIMENSIONS.map((dim) => dimensionFacts(score.dimensions[dim], lang));
  const sorted = byClarity(dims);
  const clearest = sorted[0]!;
  const least = sorted[sorted.length - 1]!;
  const strong = sorted.filter((d) => d.band !== 'slight');
  const middle = [...dims].filter((d) => d.band === 'slight').sort((x, y) => x.clarity - y.clarity);
  const variant = fnv1a(`${input.level}:${input.type}:${dims.map((d) => d.p).join(',')}`);
  const para = (...parts: Array<string | false | undefined>) =>
    parts.filter((p): p is string => !!p).join('\n\n');
  const o = {
    type: input.type,
    nickname: profile.nickname,
    tagline: profile.tagline,
    groupName: GROUP_CONTENT[lang][typeGroup(input.type)].name,
    level: input.level,
    levelName: c.levels[input.level],
    count: LEVEL_ITEM_IDS[input.level].length,
    variant,
  };
  const neighbours = dims
    .filter((d) => middle.includes(d))
    .map((d) => flip(input.type, d.dimension, d.other))
    .map((code) => c.overview.typeName(code, typeProfile(code, lang).nickname));
  const overview = para(
    c.overview.intro(o),
    c.overview.lines(o, dims.map(c.overview.line)),
    [
      c.overview.clearest(clearest),
      least.band === 'slight' ? c.overview.balanced(least) : c.overview.leastStillReal(least),
    ].join(lang === 'zh' ? '' : ' '),
    middle.length > 0
      ? c.overview.neighbours(
          dims.filter((d) => middle.includes(d)),
          neighbours,
        )
      : dims.every((d) => d.band === 'clear' || d.band === 'very_clear') && c.overview.allClear,
    (input.level === 'simplified' || middle.length > 0) && c.overview.levelNote[input.level],
  );

  const dimensionSection = (d: DimensionFacts): MbtiReportSection => {
    const [first, second] = DIMENSION_POLES[d.dimension];
    const letters = LETTER_CONTENT[lang];
    const near = d.band === 'slight';
    const lead = d.tie ? c.dimension.tie(d) : c.dimension.lead[d.band](d);
    const offers = c.poles[d.other].offers;
    const borrow =
      near || d.tie
        ? c.dimension.borrow.near(d, offers)
        : d.band === 'moderate'
          ? c.dimension.borrow.reach(d, offers)
          : c.dimension.borrow.far(d, offers);
    return {
      key: d.dimension.toLowerCase() as MbtiReportKey,
      title: c.dimensionTitle(d.name, letters[first].name, letters[second].name),
      text: para(lead, near && c.dimensions[d.dimension].flex, c.poles[d.letter].lean, borrow),
    };
  };

  // The paid sections are written from the result and the type's group, never from the free
  // type page: its strengths, blind spots, relationships, work, careers and growth steps stay there.
  const group = c.groups[typeGroup(input.type)];
  const top = strong.slice(0, 2);
  const rest = dims.filter((d) => !top.includes(d));
  const strengths = para(
    top.length > 0
      ? c.strengths.intro(top.map((d) => c.strengths.line(d, c.poles[d.letter].strength)))
      : c.strengths.balanced(dims),
    c.strengths.more(rest.map((d) => c.strengths.line(d, c.poles[d.letter].strength))),
    group.strengths,
  );

  const blindSpots = para(
    top[0]
      ? [
          c.blindSpots.intro(top[0], c.poles[top[0].letter].risk),
          top[1] && c.blindSpots.also(top[1], c.poles[top[1].letter].risk),
        ]
          .filter(Boolean)
          .join(lang === 'zh' ? '' : ' ')
      : c.blindSpots.balanced(dims),
    group.blindSpots,
  );

  const perDimension = (section: 'relationships' | 'work', pick: 'love' | 'work') =>
    dims.map((d) =>
      d.band === 'slight' ? c[section].middle(d) : c[section].line(d, c.poles[d.letter][pick]),
    );
  const relationships = para(
    group.love,
    `${c.relationships.lead}\n${perDimension('relationships', 'love').join('\n')}`,
  );
  const style = `${input.type[0]}${input.type[3]}` as StyleKey;
  const work = para(
    group.work,
    `${c.work.lead}\n${perDimension('work', 'work').join('\n')}`,
    `${c.styles[style]}${lang === 'zh' ? '' : ' '}${c.work.careers(input.type, group.careers)}`,
  );

  const plan: string[] = [];
  if (strong[0]) plan.push(c.growth.stretch(strong[0], c.poles[strong[0].letter].stretch));
  if (middle[0]) plan.push(c.growth.flex(middle[0]));
  else if (strong[1]) plan.push(c.growth.stretch(strong[1], c.poles[strong[1].letter].stretch));
  if (!strong[0] && middle[1]) plan.push(c.growth.flex(middle[1]));
  group.growth.forEach((step, i) => plan.push(c.growth.step(i + 1, step)));
  const growth = para(`${c.growth.intro}\n${plan.join('\n')}`, c.growth.closing(input.level));

  return [
    { key: 'overview', title: c.titles.overview, text: overview },
    ...dims.map(dimensionSection),
    { key: 'strengths', title: c.titles.strengths, text: strengths },
    { key: 'blindSpots', title: c.titles.blindSpots, text: blindSpots },
    { key: 'relationships', title: c.titles.relationships, text: relationships },
    { key: 'work', title: c.titles.work, text: work },
    { key: 'growth', title: c.titles.growth, text: growth },
  ];
}
