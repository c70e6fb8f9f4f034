import { describe, expect, it } from 'vitest';
import {
  checkAnswers,
  LEVEL_ITEM_IDS,
  MbtiAnswerError,
  mbtiItems,
  scoreAnswers,
  tryScoreAnswers,
  typeLetter,
} from '../src/mbti';

/** A complete, valid simplified answer set (clear-cut ENTP). */
const good = (): Record<string, number> =>
  Object.fromEntries(
    mbtiItems('simplified').map((item) => [
      item.id,
      typeLetter('ENTP', item.dimension) === item.key ? 7 : 1,
    ]),
  );

describe('answer validation', () => {
  it('accepts a complete set', () => {
    expect(checkAnswers('simplified', good())).toBeNull();
    expect(tryScoreAnswers('simplified', good())).toMatchObject({ ok: true });
  });

  it('lists missing items, including the last one', () => {
    const last = LEVEL_ITEM_IDS.simplified.at(-1)!;
    const answers = good();
    delete answers[last];
    delete answers.sn01;
    expect(checkAnswers('simplified', answers)).toEqual({
      missing: ['sn01', last],
      invalid: [],
      unknown: [],
    });
    expect(checkAnswers('simplified', { ...good(), tf01: undefined })?.missing).toEqual(['tf01']);
    expect(checkAnswers('full', {})?.missing).toHaveLength(96);
  });

  it('lists out-of-range, non-integer and non-number answers as invalid', () => {
    const answers: Record<string, unknown> = {
      ...good(),
      ei01: 0,
      sn02: 8,
      tf01: 4.5,
      jp02: '4',
      sn01: null,
      tf02: Number.NaN,
      jp01: true,
    };
    const problems = checkAnswers('simplified', answers);
    expect(problems?.invalid).toEqual(['ei01', 'sn02', 'tf01', 'jp02', 'sn01', 'tf02', 'jp01']);
    expect(problems?.missing).toEqual([]);
  });

  it('lists unknown ids, including items of a longer level', () => {
    const answers = { ...good(), zz01: 4, sn07: 4 };
    expect(checkAnswers('simplified', answers)?.unknown).toEqual(['sn07', 'zz01']);
    const parsed = JSON.parse('{"__proto__": 4}') as Record<string, unknown>;
    expect(checkAnswers('simplified', { ...good(), ...parsed })?.unknown).toEqual(['__proto__']);
  });

  it('throws a typed error from scoreAnswers, and tryScoreAnswers returns the problems', () => {
    const answers: Record<string, unknown> = { ...good(), ei01: 9, nope: 3 };
    delete answers.jp05;
    const outcome = tryScoreAnswers('simplified', answers);
    expect(outcome).toEqual({
      ok: false,
      problems: { missing: ['jp05'], invalid: ['ei01'], unknown: ['nope'] },
    });
    let caught: unknown;
    try {
      scoreAnswers('simplified', answers);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MbtiAnswerError);
    expect(caught).toMatchObject({
      name: 'MbtiAnswerError',
      level: 'simplified',
      missing: ['jp05'],
      invalid: ['ei01'],
      unknown: ['nope'],
    });
    expect((caught as Error).message).toContain('missing: jp05');
    expect(() => scoreAnswers('full', null as unknown as Record<string, number>)).toThrow(
      MbtiAnswerError,
    );
  });
});
