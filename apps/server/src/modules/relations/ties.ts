import type { Lang, MansionChart, StellarTies } from '@starlit/contracts';
import {
  birthMansion,
  composeTies,
  MANSION_GLYPHS,
  mansionCharacter,
  mansionName,
  mansionRelation,
} from '@starlit/core/mansions';
import type { ProfileRow } from '../../db/schema-astro';

const mansionOf = (index: number, lang: Lang) => ({
  index,
  glyph: MANSION_GLYPHS[index]!,
  name: mansionName(index, lang),
});

/** A profile's lunar birthday and birth mansion (from the local birth date as entered). */
function side(row: ProfileRow, lang: Lang) {
  const { index, lunar } = birthMansion(row.birthDate);
  return {
    archiveId: row.id,
    nickname: row.nickname,
    birthDate: row.birthDate,
    lunar,
    mansion: mansionOf(index, lang),
    character: mansionCharacter(index, lang),
  };
}

/** Stellar ties between two profiles: each side's mansion and how each sees the other. */
export function stellarTies(a: ProfileRow, b: ProfileRow, lang: Lang): StellarTies {
  const sa = side(a, lang);
  const sb = side(b, lang);
  const ia = sa.mansion.index;
  const ib = sb.mansion.index;
  const texts = composeTies(
    { index: ia, nickname: a.nickname },
    { index: ib, nickname: b.nickname },
    lang,
  );
  return {
    a: sa,
    b: sb,
    aToB: { ...mansionRelation(ia, ib), text: texts.aView },
    bToA: { ...mansionRelation(ib, ia), text: texts.bView },
    title: texts.title,
    summary: texts.summary,
    advice: texts.advice,
  };
}

/** One profile's mansion and what each of the 27 mansions is to it. */
export function mansionChart(row: ProfileRow, lang: Lang): MansionChart {
  const self = side(row, lang);
  return {
    self,
    ring: MANSION_GLYPHS.map((_, index) => {
      const { relation, distance } = mansionRelation(self.mansion.index, index);
      return { mansion: mansionOf(index, lang), relation, distance };
    }),
  };
}
