/**
 * The texts of a mansion and of a tie between two people, from content/ (our own writing).
 * aView is how A experiences B (A's relation to B and the distance); bView the same for B.
 */
import { fill } from '../util';
import { MANSION_TEXT, type MansionLang } from './content';
import {
  assertMansionIndex,
  mansionRelation,
  pairOf,
  type MansionDistance,
  type MansionRelationKey,
} from './mansions';

export interface TiesTexts {
  title: string;
  summary: string;
  advice: string;
  aView: string;
  bView: string;
}

export interface TiesPerson {
  index: number;
  nickname: string;
}

export interface TiesSection {
  key: 'overview' | 'aView' | 'bView' | 'advice';
  title: string;
  text: string;
}

/** Relations where the distance matters most (危成 and 安坏). */
const DISTANCE_SENSITIVE = new Set<MansionRelationKey>([
  'danger',
  'success',
  'safety',
  'destruction',
]);

const text = (lang: MansionLang) => {
  const t = MANSION_TEXT[lang];
  if (!t) throw new RangeError(`unknown language "${String(lang)}"`);
  return t;
};

/** The mansion's name: zh '昴宿', en 'Mao (Pleiades)'. */
export function mansionName(index: number, lang: MansionLang): string {
  assertMansionIndex(index, 'index');
  return text(lang).mansions[index]!.name;
}

/** One paragraph on the temperament traditionally linked with the mansion. */
export function mansionCharacter(index: number, lang: MansionLang): string {
  assertMansionIndex(index, 'index');
  return text(lang).mansions[index]!.character;
}

function viewOf(
  self: TiesPerson,
  other: TiesPerson,
  relation: MansionRelationKey,
  distance: MansionDistance,
  lang: MansionLang,
): string {
  const t = text(lang);
  const vars = { self: self.nickname, other: other.nickname };
  const parts = [fill(t.relations[relation].view, vars)];
  if (distance) parts.push(fill(t.distances[distance].view, vars));
  return parts.join(t.labels.join);
}

function roles(a: TiesPerson, b: TiesPerson, lang: MansionLang): string {
  const t = text(lang);
  const ab = mansionRelation(a.index, b.index).relation;
  const ba = mansionRelation(b.index, a.index).relation;
  return fill(a.index === b.index ? t.labels.same : t.labels.roles, {
    a: a.nickname,
    b: b.nickname,
    ma: t.mansions[a.index]!.name,
    mb: t.mansions[b.index]!.name,
    ra: t.relations[ab].name,
    rb: t.relations[ba].name,
  });
}

/** Title, summary, advice and each side's view of the tie between A and B. */
export function composeTies(a: TiesPerson, b: TiesPerson, lang: MansionLang): TiesTexts {
  const t = text(lang);
  const ab = mansionRelation(a.index, b.index);
  const ba = mansionRelation(b.index, a.index);
  const pair = t.pairs[pairOf(ab.relation)];
  const distance = ab.distance; // the same both ways
  const title = distance
    ? `${pair.name}${t.labels.separator}${t.distances[distance].label}`
    : pair.name;
  const summaryParts = [roles(a, b, lang), pair.summary];
  if (distance) {
    const d = t.distances[distance];
    summaryParts.push(DISTANCE_SENSITIVE.has(ab.relation) ? d.strong : d.summary);
  }
  return {
    title,
    summary: summaryParts.join(t.labels.join),
    advice: pair.advice,
    aView: viewOf(a, b, ab.relation, distance, lang),
    bView: viewOf(b, a, ba.relation, ba.distance, lang),
  };
}

/** The deep report's sections: overview, A's view, B's view, advice. */
export function composeTiesSections(
  a: TiesPerson,
  b: TiesPerson,
  lang: MansionLang,
): TiesSection[] {
  const t = text(lang);
  const ties = composeTies(a, b, lang);
  return [
    {
      key: 'overview',
      title: fill(t.labels.overview, { title: ties.title }),
      text: ties.summary,
    },
    {
      key: 'aView',
      title: fill(t.labels.view, { a: a.nickname, b: b.nickname }),
      text: ties.aView,
    },
    {
      key: 'bView',
      title: fill(t.labels.view, { a: b.nickname, b: a.nickname }),
      text: ties.bView,
    },
    { key: 'advice', title: t.labels.advice, text: ties.advice },
  ];
}
