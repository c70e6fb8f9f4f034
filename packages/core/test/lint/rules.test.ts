import { describe, expect, it } from 'vitest';
import { classifyQuestion } from '../../src/question';
import { expectClean, hasLean, lintReading } from './rules';

describe('the reading linter', () => {
  it('passes clean prose in both languages', () => {
    expect(lintReading('宝剑十（逆位）说明最难的时刻已经过去。你可以慢慢站起来。', 'zh')).toEqual(
      [],
    );
    expect(lintReading('The Ten of Swords, reversed, says the worst is behind you.', 'en')).toEqual(
      [],
    );
  });

  it('finds half-width punctuation beside Chinese, and 您', () => {
    expect(lintReading('在过去(塑造局面的事)的位置上', 'zh')[0]).toMatch(/half-width/);
    expect(lintReading('建议:放慢脚步。', 'zh')[0]).toMatch(/half-width/);
    expect(lintReading('您今天会很顺利。', 'zh')[0]).toMatch(/您/);
  });

  it('finds a definition stitched into a sentence', () => {
    const before =
      'In the place of Past (What shaped the situation and still echoes.), Ten of Swords appears.';
    expect(lintReading(before, 'en')[0]).toMatch(/stitched/);
    expect(lintReading('Calm returns. Key notes: recovery, survival.', 'en')[0]).toMatch(
      /stitched/,
    );
    expect(
      lintReading('在“过去”的位置（塑造了现状的因素。），出现了宝剑十。', 'zh').join(),
    ).toMatch(/stitched/);
    expect(lintReading('它会慢慢好转。关键词：复原、熬过难关。', 'zh')[0]).toMatch(/stitched/);
  });

  it('finds a repeated sentence, a slot left unfilled, and the other script', () => {
    const twice = 'Your Sun in Leo gives you a warm heart. Your Sun in Leo gives you a warm heart.';
    expect(lintReading(twice, 'en')[0]).toMatch(/repeated/);
    expect(lintReading('Dear {name}, today is good.', 'en')[0]).toMatch(/slot/);
    expect(lintReading('The card is undefined here.', 'en')[0]).toMatch(/slot/);
    expect(lintReading('你的 Sun 在狮子座。', 'zh')[0]).toMatch(/English/);
    expect(lintReading('Your card is 宝剑十.', 'en')[0]).toMatch(/CJK/);
    expect(lintReading('你的类型是 INTJ。', 'zh', { allow: ['INTJ'] })).toEqual([]);
  });

  it('asks a yes/no question for a lean, and only a yes/no question', () => {
    const noLean = 'The cards speak of patience and of a slow thaw between you.';
    expect(lintReading(noLean, 'en', { question: 'Will he call me?' })[0]).toMatch(/lean/);
    expect(lintReading(noLean, 'en', { question: 'What should I know about us?' })).toEqual([]);
    expect(hasLean('On balance the cards lean toward yes, because…', 'en')).toBe(true);
    expect(hasLean('This is a cautious yes.', 'en')).toBe(true);
    expect(hasLean('整体来看，牌面倾向于「是」。', 'zh')).toBe(true);
    expect(hasLean('这组牌更像是「不会」。', 'zh')).toBe(true);
    expect(hasLean('牌面说了很多。', 'zh')).toBe(false);
  });

  it('reports how many failed, with labels', () => {
    expect(() => expectClean([{ text: 'fine text here.', lang: 'en' }])).not.toThrow();
    expect(() =>
      expectClean([
        { text: 'ok.', lang: 'en' },
        { text: 'bad {slot}.', lang: 'en', label: 'tarot#7' },
      ]),
    ).toThrow(/1 of 2 readings fail[\s\S]*tarot#7/);
  });
});

describe('classifyQuestion', () => {
  it.each([
    ['Will he call me back?', 'yesno'],
    ['Is this relationship worth it or not?', 'yesno'],
    ['When will I meet someone?', 'when'],
    ['What should I focus on this month?', 'open'],
    ['他会联系我吗？', 'yesno'],
    ['他还是爱我吗', 'yesno'],
    ['要不要辞职', 'yesno'],
    ['什么时候能找到工作', 'when'],
    ['我该怎么办', 'open'],
    ['我需要看清什么？', 'open'],
    ['他为什么这么冷淡', 'open'],
  ])('%s → %s', (q, kind) => {
    expect(classifyQuestion(q).kind).toBe(kind);
  });

  it('names both options of a choice', () => {
    expect(classifyQuestion('Should I take the job in Paris or London?')).toEqual({
      kind: 'choice',
      options: ['take the job in Paris', 'London'],
    });
    expect(classifyQuestion('我应该去北京还是上海？')).toEqual({
      kind: 'choice',
      options: ['去北京', '上海'],
    });
    expect(classifyQuestion('Is yoga or running better for my body?')).toEqual({
      kind: 'choice',
      options: ['yoga', 'running'],
    });
    expect(classifyQuestion('考研还是工作')).toEqual({ kind: 'choice', options: ['考研', '工作'] });
  });
});
