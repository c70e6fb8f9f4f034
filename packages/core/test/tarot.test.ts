import { describe, expect, it } from 'vitest';
import {
  DECK,
  DECK_TEXT,
  SPREADS,
  SPREAD_TEXT,
  analyseDraw,
  composeBrief,
  composeReading,
  detectTopic,
  drawFrom,
  shuffle,
  shuffledDeck,
  spreadById,
  type DrawnCard,
  type SpreadId,
} from '../src/tarot';
import { prng } from './tarot-questions';

const LANGS = ['en', 'zh'] as const;
const TOPICS = ['general', 'love', 'career', 'money', 'health'] as const;

describe('deck', () => {
  it('has 78 unique cards: 22 majors and 14 of each suit', () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78);
    expect(DECK.filter((c) => c.arcana === 'major')).toHaveLength(22);
    for (const suit of ['wands', 'cups', 'swords', 'pentacles'])
      expect(DECK.filter((c) => c.suit === suit)).toHaveLength(14);
  });

  it('has every field of every card in both languages', () => {
    for (const lang of LANGS) {
      expect(Object.keys(DECK_TEXT[lang]).sort()).toEqual(DECK.map((c) => c.id).sort());
      for (const card of DECK) {
        const text = DECK_TEXT[lang][card.id]!;
        expect(text.name.trim(), card.id).not.toBe('');
        for (const o of ['upright', 'reversed'] as const) {
          expect(text.keywords[o].length, `${lang} ${card.id} ${o}`).toBeGreaterThanOrEqual(3);
          for (const topic of TOPICS)
            expect(
              text.meanings[topic][o].length,
              `${lang} ${card.id} ${topic} ${o}`,
            ).toBeGreaterThan(20);
        }
      }
    }
  });

  it('has no meaning written twice', () => {
    for (const lang of LANGS) {
      const all = Object.values(DECK_TEXT[lang]).flatMap((t) =>
        TOPICS.flatMap((topic) => [t.meanings[topic].upright, t.meanings[topic].reversed]),
      );
      expect(new Set(all).size).toBe(all.length);
    }
  });
});

describe('spreads', () => {
  it('are the ten spreads, each position named and explained in both languages', () => {
    expect(SPREADS.map((s) => [s.id, s.positions.length])).toEqual([
      ['single', 1],
      ['three', 3],
      ['highCard', 1],
      ['general', 3],
      ['loversPyramid', 4],
      ['twoChoices', 5],
      ['loversTree', 5],
      ['intuitive', 6],
      ['hexagram', 7],
      ['celticCross', 10],
    ]);
    for (const spread of SPREADS)
      for (const lang of LANGS) {
        const text = SPREAD_TEXT[spread.id][lang];
        expect(text.name).not.toBe('');
        expect(Object.keys(text.positions).sort()).toEqual([...spread.positions].sort());
        for (const p of spread.positions) expect(text.positions[p]!.meaning).not.toBe('');
      }
  });
});

describe('shuffle', () => {
  it('keeps every card once and draws majors only for the high card', () => {
    const deck = shuffledDeck(spreadById('celticCross')!, prng(1));
    expect([...deck].sort()).toEqual(DECK.map((c) => c.id).sort());
    expect(
      shuffledDeck(spreadById('highCard')!, prng(2)).every((id) => id.startsWith('major-')),
    ).toBe(true);
  });

  it('is uniform: chi-square of positions over many shuffles', () => {
    // where card 0 of 10 lands, over 20,000 shuffles: 10 cells of expected 2,000
    const random = prng(42);
    const counts = new Array<number>(10).fill(0);
    const items = [...Array(10).keys()];
    const runs = 20_000;
    for (let i = 0; i < runs; i++) counts[shuffle(items, random).indexOf(0)]!++;
    const expected = runs / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: p = 0.001 at 27.88
    expect(chi2).toBeLessThan(27.88);
  });

  it('draws one card per position from the picks, refusing bad picks', () => {
    const spread = spreadById('three')!;
    const deck = shuffledDeck(spread, prng(3));
    const cards = drawFrom(deck, spread, [5, 0, 77], prng(4));
    expect(cards.map((c) => [c.cardId, c.position])).toEqual([
      [deck[5], 'past'],
      [deck[0], 'present'],
      [deck[77], 'future'],
    ]);
    expect(() => drawFrom(deck, spread, [1, 1, 2], prng(5))).toThrow(RangeError);
    expect(() => drawFrom(deck, spread, [1, 2], prng(5))).toThrow(RangeError);
    expect(() => drawFrom(deck, spread, [1, 2, 78], prng(5))).toThrow(RangeError);
  });
});

describe('reading composition', () => {
  const drawCards = (spreadId: SpreadId, seed: number): DrawnCard[] => {
    const spread = spreadById(spreadId)!;
    const deck = shuffledDeck(spread, prng(seed));
    return drawFrom(
      deck,
      spread,
      spread.positions.map((_, i) => i),
      prng(seed + 1),
    );
  };

  it('detects the question topic in both languages', () => {
    expect(detectTopic('Will he come back to me? I still love him')).toBe('love');
    expect(detectTopic('我下个月能升职吗')).toBe('career');
    expect(detectTopic('这次考研能上岸吗？考试好紧张')).toBe('study');
    expect(detectTopic('What does the week hold?')).toBe('general');
  });

  it('speaks of every drawn card in its position, in both languages', () => {
    for (const spread of SPREADS)
      for (const lang of LANGS) {
        const cards = drawCards(spread.id, 7);
        const reading = composeReading({
          spreadId: spread.id,
          question: 'What should I know about love?',
          cards,
          lang,
          seed: 'r1',
        });
        const cardSections = reading.sections.filter((s) => s.kind === 'card');
        expect(cardSections.map((s) => [s.cardId, s.position])).toEqual(
          cards.map((c) => [c.cardId, c.position]),
        );
        const all = reading.sections.map((s) => s.text).join('\n');
        for (const [i, c] of cards.entries()) {
          const text = DECK_TEXT[lang][c.cardId]!;
          expect(cardSections[i]!.text).toContain(text.name);
          expect(all).toContain(text.meanings.love[c.reversed ? 'reversed' : 'upright']);
          expect(cardSections[i]!.title).toContain(
            SPREAD_TEXT[spread.id][lang].positions[c.position]!.name,
          );
          // the position is woven into the sentence, not glossed in brackets
          expect(all).not.toContain(SPREAD_TEXT[spread.id][lang].positions[c.position]!.meaning);
        }
        expect(reading.sections.at(-1)!.kind).toBe('advice');
      }
  });

  it('reads two different draws differently, and the same draw the same', () => {
    const a = drawCards('celticCross', 11);
    const b = drawCards('celticCross', 12);
    const read = (cards: DrawnCard[], seed: string) =>
      composeReading({ spreadId: 'celticCross', question: 'My career?', cards, lang: 'en', seed });
    expect(read(a, 'x')).toEqual(read(a, 'x'));
    const textA = read(a, 'x')
      .sections.map((s) => s.text)
      .join();
    const textB = read(b, 'y')
      .sections.map((s) => s.text)
      .join();
    expect(textA).not.toBe(textB);
  });

  it('synthesises majors, the dominant element, reversals, courts and repeated numbers', () => {
    const cards: DrawnCard[] = [
      { cardId: 'cups-03', position: 'past', reversed: false },
      { cardId: 'cups-13', position: 'present', reversed: true },
      { cardId: 'wands-03', position: 'future', reversed: false },
    ];
    const facts = analyseDraw(cards);
    expect(facts).toMatchObject({
      majors: 0,
      reversed: 1,
      courts: 1,
      dominant: 'water',
      repeated: [3],
    });
    const synthesis = composeReading({
      spreadId: 'three',
      question: 'love',
      cards,
      lang: 'en',
      seed: 's',
    }).sections.find((s) => s.kind === 'synthesis')!.text;
    expect(synthesis).toContain('No Major Arcana');
    expect(synthesis).toContain('Cups lead the spread');
    expect(synthesis).toContain('The number 3 repeats');
    expect(composeBrief({ spreadId: 'three', question: 'love', cards, lang: 'zh' })[2]).toContain(
      '圣杯王后（逆位）',
    );
  });

  it("writes a card with its orientation in each language's own punctuation", () => {
    const cards = [
      { cardId: 'swords-10', position: 'past', reversed: true },
      { cardId: 'cups-02', position: 'present', reversed: false },
      { cardId: 'wands-03', position: 'future', reversed: false },
    ];
    const zh = composeBrief({ spreadId: 'three', question: '感情', cards, lang: 'zh' });
    expect(zh[1]).toMatch(/^过去位的宝剑十（逆位）.+。$/);
    expect(zh[2]).toMatch(/^现在位的圣杯二（正位）/);
    for (const line of zh) expect(line).not.toMatch(/[()]|: /);
    const en = composeBrief({ spreadId: 'three', question: 'love', cards, lang: 'en' });
    expect(en[1]).toMatch(/^The Ten of Swords reversed in the past [a-z ]+ recovery/);
    const titles = composeReading({
      spreadId: 'three',
      question: '感情',
      cards,
      lang: 'zh',
      seed: 's',
    })
      .sections.filter((s) => s.kind === 'card')
      .map((s) => s.title);
    expect(titles[0]).toBe('过去 · 宝剑十（逆位）');
    expect(titles[1]).not.toMatch(/[（(]/);
  });
});
