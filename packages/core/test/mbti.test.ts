import { describe, expect, it } from 'vitest';
import {
  clarityBand,
  DIMENSION_POLES,
  isMbtiLevel,
  isTypeCode,
  ITEMS_PER_DIMENSION,
  LEVEL_ITEM_IDS,
  levelInfo,
  MBTI_DIMENSIONS,
  MBTI_ITEMS,
  MBTI_LEVEL_INFO,
  MBTI_LEVELS,
  MBTI_TYPES,
  mbtiItem,
  mbtiItems,
  mbtiQuestions,
  scoreAnswers,
  typeGroup,
  typeLetter,
  typeProfile,
  type MbtiLevel,
  type TypeCode,
} from '../src/mbti';
import { mulberry32 } from '../src/util';

const CJK = /[\u4e00-\u9fff]/;

/** Every item of a level answered `agree` if keyed to the type's pole, else `disagree`. */
function answersFor(level: MbtiLevel, type: TypeCode, agree = 7, disagree = 1) {
  return Object.fromEntries(
    mbtiItems(level).map((item) => [
      item.id,
      typeLetter(type, item.dimension) === item.key ? agree : disagree,
    ]),
  );
}

const neutral = (level: MbtiLevel) =>
  Object.fromEntries(LEVEL_ITEM_IDS[level].map((id) => [id, 4]));

describe('item pool', () => {
  it('has 96 unique ids, 24 per dichotomy, 12 keyed each way, odd ids to the first pole', () => {
    expect(MBTI_ITEMS).toHaveLength(96);
    expect(new Set(MBTI_ITEMS.map((i) => i.id)).size).toBe(96);
    for (const dim of MBTI_DIMENSIONS) {
      const items = MBTI_ITEMS.filter((i) => i.dimension === dim);
      expect(items).toHaveLength(24);
      const [first, second] = DIMENSION_POLES[dim];
      expect(items.filter((i) => i.key === first)).toHaveLength(12);
      expect(items.filter((i) => i.key === second)).toHaveLength(12);
      for (const item of items) {
        expect(item.id).toMatch(new RegExp(`^${dim.toLowerCase()}(0[1-9]|1\\d|2[0-4])$`));
        expect(item.key).toBe(Number(item.id.slice(2)) % 2 === 1 ? first : second);
        expect(mbtiItem(item.id)).toBe(item);
      }
    }
    expect(mbtiItem('xx01')).toBeUndefined();
  });

  it('has short, distinct statements in both languages', () => {
    const en = new Set<string>();
    const zh = new Set<string>();
    for (const { text } of MBTI_ITEMS) {
      expect(text.en.trim()).toBe(text.en);
      expect(text.en).toMatch(/^[A-Z].*\.$/);
      expect(text.en).not.toMatch(CJK);
      expect(text.en.length).toBeLessThanOrEqual(75);
      expect(text.zh).toMatch(CJK);
      expect(text.zh).toMatch(/。$/);
      expect(text.zh.length).toBeLessThanOrEqual(26);
      expect(text.zh.length).toBeGreaterThan(5);
      en.add(text.en.toLowerCase());
      zh.add(text.zh);
    }
    expect(en.size).toBe(96);
    expect(zh.size).toBe(96);
  });
});

describe('levels', () => {
  it('nests simplified ⊂ standard ⊂ full, each order a prefix of the next', () => {
    expect(MBTI_LEVELS).toEqual(['simplified', 'standard', 'full']);
    const [s, m, f] = MBTI_LEVELS.map((l) => LEVEL_ITEM_IDS[l]);
    expect(m!.slice(0, s!.length)).toEqual(s);
    expect(f!.slice(0, m!.length)).toEqual(m);
    expect([...f!].sort()).toEqual(MBTI_ITEMS.map((i) => i.id).sort());
  });

  it('balances every level: counts per dichotomy and per key', () => {
    for (const level of MBTI_LEVELS) {
      const items = mbtiItems(level);
      const n = ITEMS_PER_DIMENSION[level];
      expect(items).toHaveLength(4 * n);
      expect(new Set(items.map((i) => i.id)).size).toBe(4 * n);
      for (const dim of MBTI_DIMENSIONS) {
        const [first, second] = DIMENSION_POLES[dim];
        expect(items.filter((i) => i.key === first)).toHaveLength(n / 2);
        expect(items.filter((i) => i.key === second)).toHaveLength(n / 2);
        // the lowest-numbered n items of the dichotomy
        const nums = items.filter((i) => i.dimension === dim).map((i) => Number(i.id.slice(2)));
        expect(Math.max(...nums)).toBe(n);
      }
    }
  });

  it('interleaves the dichotomies and mixes the keys', () => {
    for (const level of MBTI_LEVELS) {
      const items = mbtiItems(level);
      for (let i = 1; i < items.length; i++)
        expect(items[i]!.dimension).not.toBe(items[i - 1]!.dimension);
      // every run of four covers all four dichotomies
      for (let i = 0; i + 4 <= items.length; i += 4)
        expect(new Set(items.slice(i, i + 4).map((x) => x.dimension)).size).toBe(4);
      // never more than two statements in a row keyed to first poles (or to second poles)
      const firsts = items.map((x) => x.key === DIMENSION_POLES[x.dimension][0]);
      for (let i = 2; i < firsts.length; i++)
        expect(firsts[i] === firsts[i - 1] && firsts[i] === firsts[i - 2]).toBe(false);
    }
  });

  it('states counts and minutes (6 s an item, rounded up)', () => {
    expect(MBTI_LEVEL_INFO).toEqual([
      { level: 'simplified', items: 24, minutes: 3 },
      { level: 'standard', items: 48, minutes: 5 },
      { level: 'full', items: 96, minutes: 10 },
    ]);
    expect(levelInfo('standard').items).toBe(48);
    expect(isMbtiLevel('full')).toBe(true);
    expect(isMbtiLevel('quick')).toBe(false);
  });

  it('gives clients the statements in one language without keys', () => {
    const zh = mbtiQuestions('simplified', 'zh');
    const en = mbtiQuestions('simplified', 'en');
    expect(zh.map((q) => q.id)).toEqual(LEVEL_ITEM_IDS.simplified);
    expect(zh[0]).toEqual({ id: 'ei01', text: mbtiItem('ei01')!.text.zh });
    expect(en[0]!.text).toBe(mbtiItem('ei01')!.text.en);
    expect(Object.keys(zh[0]!)).toEqual(['id', 'text']);
  });
});

describe('type codes', () => {
  it('lists the 16 codes once each, in the fixed order', () => {
    expect(MBTI_TYPES).toHaveLength(16);
    expect(new Set(MBTI_TYPES).size).toBe(16);
    expect(MBTI_TYPES.slice(0, 4)).toEqual(['ISTJ', 'ISFJ', 'INFJ', 'INTJ']);
    for (const code of MBTI_TYPES) expect(code).toMatch(/^[EI][SN][TF][JP]$/);
    expect(isTypeCode('INFP')).toBe(true);
    expect(isTypeCode('infp')).toBe(false);
    expect(isTypeCode('XNFP')).toBe(false);
    expect(isTypeCode(4)).toBe(false);
  });

  it('groups NT, NF, SJ and SP, four types each', () => {
    expect(typeGroup('INTJ')).toBe('analysts');
    expect(typeGroup('ENFP')).toBe('diplomats');
    expect(typeGroup('ISFJ')).toBe('sentinels');
    expect(typeGroup('ESTP')).toBe('explorers');
    const counts: Record<string, number> = {};
    for (const code of MBTI_TYPES) counts[typeGroup(code)] = (counts[typeGroup(code)] ?? 0) + 1;
    expect(counts).toEqual({ analysts: 4, diplomats: 4, sentinels: 4, explorers: 4 });
  });

  it('re-exports the type profiles from the public surface', () => {
    for (const code of MBTI_TYPES) expect(typeProfile(code, 'zh').nickname).toMatch(CJK);
  });
});

describe('scoreAnswers', () => {
  it('recovers every type (so every letter) at every level from clear-cut answers', () => {
    for (const level of MBTI_LEVELS)
      for (const type of MBTI_TYPES) {
        const result = scoreAnswers(level, answersFor(level, type));
        expect(result.type).toBe(type);
        expect(result.level).toBe(level);
        for (const dim of MBTI_DIMENSIONS) {
          const d = result.dimensions[dim];
          expect(d.letter).toBe(typeLetter(type, dim));
          expect(d.percents[d.poles.indexOf(d.letter)]).toBe(100);
          expect(d).toMatchObject({ clarity: 100, band: 'very_clear', tie: false });
          expect(result.percents[d.poles[0]] + result.percents[d.poles[1]]).toBe(100);
        }
      }
  });

  it('maps the mean contribution from 1–7 to 0–100', () => {
    // agree 5 / disagree 3: every contribution 5 toward the type, so 4/6 of the way → 67
    const r = scoreAnswers('standard', answersFor('standard', 'ESTJ', 5, 3));
    expect(r.type).toBe('ESTJ');
    expect(r.percents).toEqual({ E: 67, I: 33, S: 67, N: 33, T: 67, F: 33, J: 67, P: 33 });
    expect(r.dimensions.EI).toMatchObject({ clarity: 34, band: 'moderate' });
    const i = scoreAnswers('full', answersFor('full', 'INFP', 6, 2));
    expect(i.percents).toEqual({ E: 17, I: 83, S: 17, N: 83, T: 17, F: 83, J: 17, P: 83 });
    expect(i.dimensions.SN).toMatchObject({ letter: 'N', clarity: 66, band: 'clear' });
  });

  it('resolves an exact 50/50 toward I, N, F and P', () => {
    for (const level of MBTI_LEVELS) {
      const r = scoreAnswers(level, neutral(level));
      expect(r.type).toBe('INFP');
      for (const dim of MBTI_DIMENSIONS)
        expect(r.dimensions[dim]).toMatchObject({
          percents: [50, 50],
          clarity: 0,
          band: 'slight',
          tie: true,
        });
    }
    // agreeing with everything is also a tie: balanced keys cancel it out
    const yes = Object.fromEntries(LEVEL_ITEM_IDS.standard.map((id) => [id, 7]));
    expect(scoreAnswers('standard', yes).type).toBe('INFP');
    // a tie in one dichotomy only
    const answers = answersFor('simplified', 'ESTJ');
    for (const id of ['tf01', 'tf02', 'tf03', 'tf04', 'tf05', 'tf06']) answers[id] = 4;
    expect(scoreAnswers('simplified', answers).type).toBe('ESFJ');
  });

  it('does not depend on the order of the answers', () => {
    const rng = mulberry32(7);
    for (let k = 0; k < 50; k++) {
      const ids = [...LEVEL_ITEM_IDS.standard];
      const entries = ids.map((id) => [id, 1 + Math.floor(rng() * 7)] as const);
      const reversed = Object.fromEntries([...entries].reverse());
      expect(scoreAnswers('standard', reversed)).toEqual(
        scoreAnswers('standard', Object.fromEntries(entries)),
      );
    }
  });

  it('moves the score the right way for direct and reverse-keyed items', () => {
    const base = neutral('simplified');
    const e = (answers: Record<string, number>) => scoreAnswers('simplified', answers).percents.E;
    expect(mbtiItem('ei01')!.key).toBe('E');
    expect(mbtiItem('ei02')!.key).toBe('I');
    expect(e({ ...base, ei01: 7 })).toBe(58); // 50 + 50·3/18
    expect(e({ ...base, ei01: 1 })).toBe(42);
    expect(e({ ...base, ei02: 7 })).toBe(42); // agreeing with an I item counts 8 − 7 = 1 toward E
    expect(e({ ...base, ei02: 1 })).toBe(58);
    expect(scoreAnswers('simplified', { ...base, ei02: 5 }).dimensions.EI.letter).toBe('I');
    expect(scoreAnswers('simplified', { ...base, ei02: 3 }).dimensions.EI.letter).toBe('E');
    // other dichotomies' reverse keys
    expect(scoreAnswers('simplified', { ...base, sn02: 6 }).percents.N).toBeGreaterThan(50);
    expect(scoreAnswers('simplified', { ...base, tf04: 6 }).percents.F).toBeGreaterThan(50);
    expect(scoreAnswers('simplified', { ...base, jp02: 2 }).percents.J).toBeGreaterThan(50);
  });

  it('gives mirrored answers mirrored percentages, rounding half away from 50', () => {
    // standard EI: 12 items, D = sum − 48 = 9 → 50 + 50·9/36 = 62.5
    const a = { ...neutral('standard'), ei01: 7, ei03: 7, ei05: 7 };
    const b = { ...neutral('standard'), ei01: 1, ei03: 1, ei05: 1 };
    expect(scoreAnswers('standard', a).dimensions.EI.percents).toEqual([63, 37]);
    expect(scoreAnswers('standard', b).dimensions.EI.percents).toEqual([37, 63]);
    const rng = mulberry32(11);
    for (let k = 0; k < 200; k++) {
      const ans = Object.fromEntries(
        LEVEL_ITEM_IDS.full.map((id) => [id, 1 + Math.floor(rng() * 7)]),
      );
      const mirror = Object.fromEntries(Object.entries(ans).map(([id, v]) => [id, 8 - v]));
      const r = scoreAnswers('full', ans);
      const m = scoreAnswers('full', mirror);
      for (const dim of MBTI_DIMENSIONS) {
        const d = r.dimensions[dim];
        expect(m.dimensions[dim].percents).toEqual([d.percents[1], d.percents[0]]);
        if (!d.tie) expect(m.dimensions[dim].letter).not.toBe(d.letter);
        // the shown percentages always agree with the letter
        expect(d.percents[d.poles.indexOf(d.letter)]).toBeGreaterThanOrEqual(50);
        expect(d.clarity).toBe(Math.abs(d.percents[0] - 50) * 2);
        expect(d.band).toBe(clarityBand(d.clarity));
      }
    }
  });

  it('bands clarity at 20, 50 and 80', () => {
    expect([0, 19, 20, 49, 50, 79, 80, 100].map(clarityBand)).toEqual([
      'slight',
      'slight',
      'moderate',
      'moderate',
      'clear',
      'clear',
      'very_clear',
      'very_clear',
    ]);
  });
});
