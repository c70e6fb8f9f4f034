import { describe, expect, it } from 'vitest';
import {
  composeMbtiReport,
  DIMENSION_POLES,
  MBTI_DIMENSIONS,
  MBTI_LEVELS,
  MBTI_REPORT_KEYS,
  MBTI_TYPES,
  scoreAnswers,
  scoreFromPercents,
  typeLetter,
  typeProfile,
  LEVEL_ITEM_IDS,
  type MbtiLang,
  type MbtiLevel,
  type MbtiReportInput,
  type Pole,
  type TypeCode,
} from '../src/mbti';

const LANGS: MbtiLang[] = ['en', 'zh'];
const CJK = /[\u4e00-\u9fff]/;
/** ASCII sentence punctuation touching a CJK character: "你好, 世界" or "好." */
const ASCII_PUNCT_IN_ZH = /[\u4e00-\u9fff][,.;:!?]|[,;:!?] ?[\u4e00-\u9fff]/;

/** A result of `type` whose winning poles have these percentages (50 only for I, N, F, P). */
function input(type: TypeCode, wins: readonly number[], level: MbtiLevel = 'standard') {
  const percents = {} as Record<Pole, number>;
  MBTI_DIMENSIONS.forEach((dim, i) => {
    const [first, second] = DIMENSION_POLES[dim];
    const letter = typeLetter(type, dim);
    let win = wins[i % wins.length]!;
    if (win === 50 && letter === first) win = 51;
    percents[letter] = win;
    percents[letter === first ? second : first] = 100 - win;
  });
  return { level, type, percents } satisfies MbtiReportInput;
}

const SPLITS: ReadonlyArray<readonly number[]> = [
  [52, 65, 80, 95],
  [100, 50, 58, 74],
  [51, 51, 51, 51],
  [90, 90, 90, 90],
  [60, 75, 89, 50],
];

describe('the paid 16-type report', () => {
  it('writes every section, non-empty, for all 16 types, varied results and both languages', () => {
    for (const type of MBTI_TYPES)
      for (const [n, wins] of SPLITS.entries())
        for (const lang of LANGS) {
          const level = MBTI_LEVELS[n % 3]!;
          const sections = composeMbtiReport(input(type, wins, level), lang);
          expect(sections.map((s) => s.key)).toEqual([...MBTI_REPORT_KEYS]);
          for (const s of sections) {
            expect(s.title.length, `${type} ${lang} ${s.key}`).toBeGreaterThan(1);
            expect(s.text.length, `${type} ${lang} ${s.key}`).toBeGreaterThan(
              lang === 'zh' ? 60 : 150,
            );
            expect(s.text).not.toMatch(/undefined|NaN|\[object|MBTI|Myers/);
            if (lang === 'zh') {
              expect(s.text, `${type} ${s.key}`).toMatch(CJK);
              expect(s.text, `${type} ${s.key}`).not.toMatch(ASCII_PUNCT_IN_ZH);
            } else expect(s.text, `${type} ${s.key}`).not.toMatch(CJK);
          }
        }
  });

  it('puts the user’s own numbers in the text', () => {
    for (const lang of LANGS)
      for (const type of MBTI_TYPES)
        for (const wins of [
          [63, 87, 54, 71],
          [51, 52, 50, 55],
          [100, 96, 80, 75],
        ]) {
          const result = input(type, wins);
          const sections = composeMbtiReport(result, lang);
          const byKey = Object.fromEntries(sections.map((s) => [s.key, s.text]));
          const score = scoreFromPercents(result.level, type, result.percents);
          for (const dim of MBTI_DIMENSIONS) {
            const d = score.dimensions[dim];
            const win = result.percents[d.letter];
            const lose = 100 - win;
            const text = byKey[dim.toLowerCase()]!;
            if (d.tie) expect(text, `${type} ${lang} ${dim}`).toContain('50/50');
            else {
              expect(text, `${type} ${lang} ${dim}`).toContain(`${win}%`);
              expect(text, `${type} ${lang} ${dim}`).toContain(`${lose}%`);
            }
            expect(text).toContain(String(d.clarity));
            expect(byKey.overview).toContain(`${win}%`);
          }
          expect(byKey.overview).toContain(type);
          expect(byKey.overview).toContain(typeProfile(type, lang).nickname);
          expect(byKey.overview).toContain(String(LEVEL_ITEM_IDS[result.level].length));
          for (const key of ['strengths', 'blindSpots', 'relationships', 'work', 'growth'])
            expect(byKey[key], `${type} ${lang} ${key}`).toMatch(/\d+%|\d+\/\d+/);
        }
  });

  it('reads a near-even split as flexible and a 90/10 as strong', () => {
    const flexible = composeMbtiReport(input('INTJ', [52, 90, 90, 90]), 'en');
    expect(flexible[1]!.text).toContain('52% Introversion and 48% Extraversion');
    expect(flexible[1]!.text).toMatch(/flexible/);
    expect(flexible[1]!.text).toMatch(/ambivert/);
    expect(flexible[2]!.text).toMatch(/very clear preference/);
    expect(flexible[0]!.text).toContain('ENTJ'); // the neighbouring type across E/I
    const zh = composeMbtiReport(input('INTJ', [52, 90, 90, 90]), 'zh');
    expect(zh[1]!.text).toContain('内向 52%、外向 48%');
    expect(zh[1]!.text).toMatch(/灵活/);
    expect(zh[2]!.text).toMatch(/非常明显/);
  });

  it('explains an exact tie by the tie rule', () => {
    const [, , , , jp] = composeMbtiReport(input('ENFP', [70, 70, 70, 50]), 'en');
    expect(jp!.text).toMatch(/exactly 50\/50/);
    expect(jp!.text).toMatch(/Perceiving/);
  });

  it('is deterministic for a result and differs between results', () => {
    const a = input('ISFJ', [61, 77, 55, 93]);
    expect(composeMbtiReport(a, 'en')).toEqual(composeMbtiReport({ ...a }, 'en'));
    const b = input('ISFJ', [62, 77, 55, 93]);
    expect(composeMbtiReport(b, 'en')[1]!.text).not.toBe(composeMbtiReport(a, 'en')[1]!.text);
  });

  it('rebuilds a score from kept percentages, as scoring made it', () => {
    const answers = Object.fromEntries(
      LEVEL_ITEM_IDS.standard.map((id, i) => [id, ((i * 5) % 7) + 1]),
    );
    const scored = scoreAnswers('standard', answers);
    expect(scoreFromPercents('standard', scored.type, scored.percents)).toEqual(scored);
    const p = { E: 60, I: 40, S: 50, N: 50, T: 30, F: 70, J: 55, P: 45 };
    expect(() => scoreFromPercents('full', 'ENFJ', p)).not.toThrow();
    expect(() => scoreFromPercents('full', 'ESFJ', p)).toThrow(RangeError); // 50/50 is N
    expect(() => scoreFromPercents('full', 'INFJ', p)).toThrow(RangeError);
    expect(() => scoreFromPercents('full', 'ENFJ', { ...p, E: 61 })).toThrow(RangeError);
    expect(() => scoreFromPercents('full', 'ENFJ', { ...p, E: 60.5, I: 39.5 })).toThrow(RangeError);
  });
});
