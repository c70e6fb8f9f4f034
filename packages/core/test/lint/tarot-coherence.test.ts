import { describe, expect, it } from 'vitest';
import { HOUSE_IDS, PLANET_IDS, SIGN_IDS, composeDiceReading } from '../../src/dice';
import { classifyQuestion } from '../../src/question';
import { DECK, SPREADS, composeReading, type DrawnCard, type Spread } from '../../src/tarot';
import { READING_TEXT, type Lang } from '../../src/tarot/content';
import { QUESTIONS, prng } from '../tarot-questions';
import {
  adviceFromTrouble,
  closingOf,
  closingShares,
  timingClash,
  verdictContradicted,
} from './coherence';
import { prng as seeded } from './sentences';

/** Readings per spread kind, half in each language. */
const PER_SPREAD = 1000;
/** No closing sentence may end more than this share of one spread kind's readings. */
const MAX_CLOSING_SHARE = 0.02;

function drawCards(spread: Spread, rand: (max: number) => number): DrawnCard[] {
  const pool = DECK.filter((c) => !spread.majorsOnly || c.arcana === 'major').map((c) => c.id);
  return spread.positions.map((position) => {
    const [cardId] = pool.splice(rand(pool.length), 1);
    return { cardId: cardId!, position, reversed: rand(2) === 1 };
  });
}

/** The two options as a reading quotes them: the question's own, else the defaults. */
function optionsOf(question: string, lang: Lang): [string, string] {
  const t = READING_TEXT[lang];
  const named = classifyQuestion(question).options;
  return named
    ? [t.quote.replace('{text}', named[0]), t.quote.replace('{text}', named[1])]
    : [t.optionDefaults[0], t.optionDefaults[1]];
}

interface Tally {
  readings: number;
  trouble: number;
  timing: number;
  verdict: number;
  examples: string[];
  closings: string[];
}

function lintSpread(spread: Spread): Tally {
  const tally: Tally = {
    readings: 0,
    trouble: 0,
    timing: 0,
    verdict: 0,
    examples: [],
    closings: [],
  };
  const rand = prng(spread.id.length * 7919 + spread.positions.length);
  for (let i = 0; i < PER_SPREAD; i++) {
    const lang: Lang = i % 2 === 0 ? 'en' : 'zh';
    const bank = QUESTIONS[lang];
    const question = bank[rand(bank.length)]!.text;
    const cards = drawCards(spread, rand);
    const { sections } = composeReading({
      spreadId: spread.id,
      question,
      cards,
      lang,
      seed: `c${i}`,
    });
    // as the composer answers: a yes/no or a when question is answered as such in any spread
    const kind = classifyQuestion(question).kind;
    const choice = kind === 'choice' || (spread.id === 'twoChoices' && kind === 'open');
    const found = {
      trouble: adviceFromTrouble(sections, lang),
      timing: timingClash(sections, lang),
      verdict: verdictContradicted(sections, lang, choice ? optionsOf(question, lang) : null),
    };
    tally.readings += 1;
    for (const rule of ['trouble', 'timing', 'verdict'] as const)
      if (found[rule].length > 0) {
        tally[rule] += 1;
        if (tally.examples.length < 6)
          tally.examples.push(`[${spread.id} c${i} ${lang} "${question}"] ${found[rule][0]}`);
      }
    tally.closings.push(closingOf(sections, lang));
  }
  return tally;
}

describe('tarot readings never contradict themselves', () => {
  for (const spread of SPREADS)
    it(`${spread.id}: ${PER_SPREAD} readings, no flaw and varied closings`, () => {
      const t = lintSpread(spread);
      const shares = closingShares(t.closings);
      const figures = `${spread.id}: ${t.readings} readings; negative-key advice ${t.trouble}, timing clash ${t.timing}, verdict contradicted ${t.verdict}; distinct closings ${(shares.distinctShare * 100).toFixed(1)}%, commonest ${(shares.topShare * 100).toFixed(1)}% "${shares.top}"`;
      if (process.env.LINT_FIGURES) console.info(figures);
      expect(
        { trouble: t.trouble, timing: t.timing, verdict: t.verdict },
        t.examples.join('\n'),
      ).toEqual({
        trouble: 0,
        timing: 0,
        verdict: 0,
      });
      expect(shares.topShare, figures).toBeLessThanOrEqual(MAX_CLOSING_SHARE);
    });
});

describe('the coherence rules catch what a user test found', () => {
  const advice = (text: string) => [{ kind: 'advice', text }];
  it('advice built from a negative key, unless it is named as something to watch', () => {
    const bad =
      'For what to do next, look to the Five of Pentacles at the end of “stay”: the keys are hardship and feeling left out.';
    expect(adviceFromTrouble(advice(bad), 'en')).toHaveLength(1);
    expect(
      adviceFromTrouble(
        advice('For your work, it calls for self-neglect and work-home imbalance.'),
        'en',
      ),
    ).toHaveLength(1);
    expect(
      adviceFromTrouble(
        advice('最清晰的指引来自未来位的圣杯五（正位），归结起来就是悲伤与遗憾。'),
        'zh',
      ),
    ).toHaveLength(1);
    expect(
      adviceFromTrouble(
        advice('Keep an eye on hardship and feeling left out, and do not let them set the pace.'),
        'en',
      ),
    ).toEqual([]);
    expect(
      adviceFromTrouble(
        advice('要当心星币五（正位）带出的困顿与被排斥感，别让它们替你定节奏。'),
        'zh',
      ),
    ).toEqual([]);
    expect(adviceFromTrouble(advice('Lean on recovery and accepting help.'), 'en')).toEqual([]);
  });

  it('two timings that disagree', () => {
    const answer = (text: string) => [{ kind: 'answer', text }];
    expect(
      timingClash(
        answer('With Wands, that can happen within days. By suit, the likeliest season is autumn.'),
        'en',
      ),
    ).toHaveLength(1);
    expect(
      timingClash(
        answer('权杖的节奏快，可能几天之内就会发生。从花色看，季节上更可能落在秋天。'),
        'zh',
      ),
    ).toHaveLength(1);
    expect(
      timingClash(
        answer(
          'Expect this to ripen over months rather than days. The likeliest season is spring.',
        ),
        'en',
      ),
    ).toEqual([]);
  });

  it('a verdict contradicted later', () => {
    const options = ['“take the offer”', '“stay”'] as const;
    const sections = [
      { kind: 'answer', text: 'Of your two options, the cards clearly favour “take the offer”.' },
      {
        kind: 'advice',
        text: 'For what to do next, look to the Sun at the end of “stay”: lean on joy.',
      },
    ];
    expect(verdictContradicted(sections, 'en', options)).toHaveLength(1);
    sections[1]!.text =
      'For what to do next, look to the Sun at the end of “take the offer”: lean on joy.';
    expect(verdictContradicted(sections, 'en', options)).toEqual([]);
    const yes = [
      { kind: 'answer', text: 'The cards give a clear yes.' },
      { kind: 'advice', text: 'All told, the cards lean toward no.' },
    ];
    expect(verdictContradicted(yes, 'en', null)).toHaveLength(1);
    const zh = [
      { kind: 'answer', text: '这是一个谨慎的「是」：牌面只是稍稍倾向于肯定。' },
      { kind: 'advice', text: '总的来说，答案是「否」。' },
    ];
    expect(verdictContradicted(zh, 'zh', null)).toHaveLength(1);
    expect(
      verdictContradicted([zh[0]!, { kind: 'advice', text: '守住希望。' }], 'zh', null),
    ).toEqual([]);
  });

  it('the same closing across readings', () => {
    const same = Array.from(
      { length: 100 },
      () => '这周就迈出一步，去做牌面肯定的事；同时放下一件牌面质疑的事。',
    );
    expect(closingShares(same).topShare).toBe(1);
    expect(closingShares(['a', 'b', 'c', 'a']).distinctShare).toBe(0.75);
  });
});

describe('dice readings never contradict themselves', () => {
  const QUESTIONS = {
    en: [
      'Will my sister forgive me?',
      'When will I get a promotion?',
      'Should I invest or keep saving?',
      'What should I focus on this month?',
      'When will things feel easier?',
    ],
    zh: [
      '妹妹会原谅我吗？',
      '我什么时候能升职？',
      '我该投资还是继续存钱？',
      '这个月我该把重心放在哪里？',
      '事情什么时候会变得轻松一些？',
    ],
  } as const;
  for (const lang of ['en', 'zh'] as const)
    it(`${lang}: ${PER_SPREAD} rolls, one timing each and varied closings`, () => {
      const random = seeded(lang === 'en' ? 5 : 6);
      const any = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
      const closings: string[] = [];
      let clashes = 0;
      for (let i = 0; i < PER_SPREAD; i++) {
        const parts = composeDiceReading({
          question: any(QUESTIONS[lang]),
          planet: any(PLANET_IDS),
          sign: any(SIGN_IDS),
          house: any(HOUSE_IDS),
          lang,
          seed: `d${i}`,
        });
        // the dice reading's fifth part answers the question, its last gives the advice
        const sections = parts.map((p, k) => ({
          kind: k === 4 ? 'answer' : k === parts.length - 1 ? 'advice' : 'face',
          text: p.text,
        }));
        if (timingClash(sections, lang).length > 0) clashes += 1;
        closings.push(closingOf(sections, lang));
      }
      expect(clashes).toBe(0);
      expect(closingShares(closings).topShare).toBeLessThanOrEqual(MAX_CLOSING_SHARE);
    });
});
