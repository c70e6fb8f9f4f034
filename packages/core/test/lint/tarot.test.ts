import { describe, expect, it } from 'vitest';
import { classifyQuestion } from '../../src/question';
import {
  DECK,
  SPREADS,
  composeBrief,
  composeReading,
  detectTopic,
  type DrawnCard,
  type Spread,
} from '../../src/tarot';
import type { Lang } from '../../src/tarot/content';
import { QUESTIONS, prng } from '../tarot-questions';
import { expectClean, type LintSample } from './rules';

const LANGS: readonly Lang[] = ['en', 'zh'];
const PER_LANG = 1100;

/** A spread's cards: distinct, from the majors alone where the spread says so, any orientation. */
function drawCards(spread: Spread, rand: (max: number) => number): DrawnCard[] {
  const pool = DECK.filter((c) => !spread.majorsOnly || c.arcana === 'major').map((c) => c.id);
  return spread.positions.map((position) => {
    const [cardId] = pool.splice(rand(pool.length), 1);
    return { cardId: cardId!, position, reversed: rand(2) === 1 };
  });
}

function* readings(lang: Lang): Generator<LintSample> {
  const rand = prng(lang === 'en' ? 101 : 202);
  const bank = QUESTIONS[lang];
  for (let i = 0; i < PER_LANG; i++) {
    const spread = SPREADS[i % SPREADS.length]!;
    const question = bank[rand(bank.length)]!.text;
    const cards = drawCards(spread, rand);
    const seed = `r${i}`;
    const reading = composeReading({ spreadId: spread.id, question, cards, lang, seed });
    const label = `${spread.id} ${seed} "${question}"`;
    yield {
      text: reading.sections.map((s) => `${s.title}\n\n${s.text}`).join('\n\n'),
      lang,
      opts: { question },
      label,
    };
    const brief = composeBrief({ spreadId: spread.id, question, cards, lang });
    yield { text: brief.join('\n\n'), lang, opts: { question }, label: `brief ${label}` };
  }
}

describe('tarot readings pass the reading linter', () => {
  it('has a question bank of every kind and topic, classified as meant', () => {
    for (const lang of LANGS)
      for (const q of QUESTIONS[lang]) {
        expect(classifyQuestion(q.text).kind, q.text).toBe(q.kind);
        expect(detectTopic(q.text), q.text).toBe(q.topic);
      }
  });

  for (const lang of LANGS)
    it(`${PER_LANG} readings and briefs in ${lang}, across every spread and question kind`, () => {
      expect(expectClean(readings(lang))).toBe(PER_LANG * 2);
    });
});
