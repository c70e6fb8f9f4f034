import { describe, expect, it } from 'vitest';
import { estimateTokens, historyForModel, type ChatTurn } from '../src/companions';

const drawn: ChatTurn[] = [
  { role: 'user', text: 'Will I get the job?' },
  {
    role: 'assistant',
    text: 'Here are your three cards…',
    cards: [
      { cardId: 27, reversed: false },
      { cardId: 31, reversed: true },
      { cardId: 55, reversed: false },
    ],
  },
];

describe('history for a model', () => {
  it('estimates tokens: about one per CJK character, one per four other characters', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('你好世界')).toBe(4);
    expect(estimateTokens('hi 你好')).toBe(3);
  });

  const turn = (role: 'user' | 'assistant', n: number): ChatTurn => ({
    role,
    text: `${role} ${n} `.padEnd(40, '.'),
  });

  it('keeps the newest turns within the budget, oldest first', () => {
    const history = Array.from({ length: 10 }, (_, i) => turn(i % 2 ? 'assistant' : 'user', i));
    const cost = 4 + estimateTokens(history[0]!.text); // 14 per turn
    const kept = historyForModel(history, cost * 3 + 5);
    expect(kept).toEqual(history.slice(-3));
    expect(historyForModel(history, 10_000)).toEqual(history);
    const total = kept.reduce((n, t) => n + 4 + estimateTokens(t.text), 0);
    expect(total).toBeLessThanOrEqual(cost * 3 + 5);
  });

  it('always keeps the latest user turn, even over the budget', () => {
    const history: ChatTurn[] = [
      turn('user', 1),
      turn('assistant', 2),
      { role: 'user', text: 'x'.repeat(4000) },
    ];
    expect(historyForModel(history, 10)).toEqual([history[2]]);
    expect(historyForModel(history, 0)).toEqual([history[2]]);
    const trailing: ChatTurn[] = [
      turn('user', 1),
      { role: 'user', text: 'the question' },
      { role: 'assistant', text: 'y'.repeat(4000) },
    ];
    expect(historyForModel(trailing, 20)).toEqual([trailing[1]]);
    expect(historyForModel([], 100)).toEqual([]);
  });

  it('counts cards as data and leaves them on their turn', () => {
    const history = drawn.concat({ role: 'user', text: 'what does the second card mean?' });
    const kept = historyForModel(history, 1000);
    expect(kept[1]!.cards).toEqual(drawn[1]!.cards);
    const withoutCards = historyForModel(
      history.map(({ role, text }) => ({ role, text })),
      30,
    );
    expect(historyForModel(history, 30).length).toBeLessThanOrEqual(withoutCards.length);
  });
});
