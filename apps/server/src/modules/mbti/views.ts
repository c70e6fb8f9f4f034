import type { Lang, MbtiResult, MbtiTypeInfo, MbtiTypeList, ShareReport } from '@starlit/contracts';
import {
  GROUP_CONTENT,
  isMbtiLevel,
  isTypeCode,
  LETTER_CONTENT,
  MBTI_DIMENSIONS,
  MBTI_TYPES,
  scoreFromPercents,
  splitLabel,
  typeGroup,
  typeLetter,
  typeProfile,
  type MbtiReportInput,
  type MbtiScore,
  type Pole,
  type TypeCode,
} from '@starlit/core/mbti';
import type { MbtiResultRow } from '../../db/schema-mbti';

/** What the responses are built from: a kept result's level, type and percentages. */
type Kept = Pick<MbtiResultRow, 'level' | 'type' | 'percents'>;

/** A kept row as the report composer's input; a row that is not a valid result is a bug (9999). */
export function inputOf(row: Kept): MbtiReportInput {
  if (!isMbtiLevel(row.level) || !isTypeCode(row.type))
    throw new Error(`mbti: a kept result has level ${row.level} and type ${row.type}`);
  return { level: row.level, type: row.type, percents: row.percents as Record<Pole, number> };
}

const group = (type: TypeCode, lang: Lang) => {
  const key = typeGroup(type);
  return { key, name: GROUP_CONTENT[lang][key].name };
};

function dimensions(score: MbtiScore, lang: Lang) {
  const names = LETTER_CONTENT[lang];
  return MBTI_DIMENSIONS.map((dim) => {
    const d = score.dimensions[dim];
    return {
      dimension: dim,
      poles: [d.poles[0], d.poles[1]] as [Pole, Pole],
      names: [names[d.poles[0]].name, names[d.poles[1]].name] as [string, string],
      percents: d.percents,
      letter: d.letter,
      clarity: d.clarity,
      band: d.band,
      tie: d.tie,
    };
  });
}

/** What a kept result says of its type: the level, the type's names and the four dimensions. */
function typeSummary(row: Kept, lang: Lang) {
  const input = inputOf(row);
  const profile = typeProfile(input.type, lang);
  return {
    level: input.level,
    type: input.type,
    nickname: profile.nickname,
    tagline: profile.tagline,
    group: group(input.type, lang),
    dimensions: dimensions(scoreFromPercents(input.level, input.type, input.percents), lang),
  };
}

export function resultView(
  row: Kept & Pick<MbtiResultRow, 'id' | 'createdAt'>,
  unlocked: boolean,
  lang: Lang,
): MbtiResult {
  return {
    id: row.id,
    ...typeSummary(row, lang),
    unlocked,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The public summary behind a share link: the result's figures, nothing about the person. */
export function shareView(row: Kept & Pick<MbtiResultRow, 'createdAt'>, lang: Lang): ShareReport {
  const summary = typeSummary(row, lang);
  return {
    ...summary,
    dimensions: summary.dimensions.map(({ dimension, poles, names, percents, letter }) => ({
      dimension,
      poles,
      names,
      percents,
      letter,
    })),
    date: row.createdAt.toISOString().slice(0, 10),
  };
}

export function historyItem(
  row: { id: string; level: string; type: string; createdAt: Date; mode: string | null },
  lang: Lang,
) {
  if (!isMbtiLevel(row.level) || !isTypeCode(row.type))
    throw new Error(`mbti: a kept result has level ${row.level} and type ${row.type}`);
  return {
    id: row.id,
    level: row.level,
    type: row.type,
    nickname: typeProfile(row.type, lang).nickname,
    createdAt: row.createdAt.toISOString(),
    unlocked: row.mode !== null,
  };
}

export function typeList(lang: Lang): MbtiTypeList {
  return {
    list: MBTI_TYPES.map((type) => {
      const profile = typeProfile(type, lang);
      return {
        type,
        nickname: profile.nickname,
        tagline: profile.tagline,
        group: group(type, lang),
      };
    }),
  };
}

export function typeInfo(type: TypeCode, lang: Lang): MbtiTypeInfo {
  const p = typeProfile(type, lang);
  const key = typeGroup(type);
  return {
    type,
    nickname: p.nickname,
    tagline: p.tagline,
    summary: p.summary,
    strengths: p.strengths.map(splitLabel),
    blindSpots: p.blindSpots.map(splitLabel),
    relationships: p.relationships,
    work: p.work,
    careers: p.careers,
    growth: p.growth,
    letters: MBTI_DIMENSIONS.map((dim) => {
      const letter = typeLetter(type, dim);
      return { letter, ...LETTER_CONTENT[lang][letter] };
    }),
    group: { key, ...GROUP_CONTENT[lang][key] },
  };
}
