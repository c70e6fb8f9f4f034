import { describe, expect, it } from 'vitest';
import {
  HOUSE_IDS,
  PLANET_IDS,
  SIGN_IDS,
  composeDiceReading,
  detectDiceTopic,
  type DiceLang,
} from '../../src/dice';
import { classifyQuestion } from '../../src/question';
import { expectClean, hasLean, type LintSample } from './rules';
import { prng as seeded } from './sentences';

/** Questions of every kind (yes/no, A or B, when, open) and topic, in both languages. */
const QUESTIONS: Record<DiceLang, string[]> = {
  en: [
    'Will my sister and I make up after our fight?',
    'How can I get closer to my younger brother?',
    'When will my parents accept my choices?',
    'Should I call my mom tonight or wait until the weekend?',
    'Is my best friend still angry with me?',
    'How do I make new friends in this city?',
    'Will my boyfriend propose this year?',
    'Should I text my ex or let it go?',
    'When will I meet someone who loves me?',
    'What does my crush really think of me?',
    'Will I get the job I interviewed for?',
    'Should I stay at my company or start my own business?',
    'When will I get a promotion?',
    'How can I handle my difficult boss?',
    'Will my savings be enough this year?',
    'Should I invest or keep saving?',
    'When will my money situation improve?',
    'Will I pass my exam next month?',
    'Should I study abroad or stay at my university?',
    'How can I focus better on my studies?',
    'Will my sleep get better soon?',
    'How can I build a healthy routine?',
    'Will my trip to Japan go well?',
    'Should I travel alone or with a group?',
    'When is the right time to plan a holiday?',
    'Will we find a new apartment soon?',
    'Should I move house or stay where I am?',
    'How can I make my home feel calmer?',
    'Will my novel ever be finished?',
    'Should I take up painting or music?',
    'How do I find my creative spark again?',
    'How can I believe in myself more?',
    'Am I on the right path in my life?',
    'What should I focus on this month?',
    'Is this a good time for a fresh start?',
    'When will things feel easier?',
    'Tea or coffee?',
    'What is the lesson I keep missing?',
  ],
  zh: [
    '我和妹妹会和好吗？',
    '怎样才能和哥哥更亲近？',
    '爸妈什么时候才能理解我的选择？',
    '我今晚给妈妈打电话，还是等到周末？',
    '我的好朋友还在生我的气吗？',
    '在新的城市怎样交到朋友？',
    '男朋友今年会求婚吗？',
    '我该联系前任还是放下？',
    '我什么时候才能遇到对的人？',
    '我暗恋的人是怎么看我的？',
    '我能拿到这份工作吗？',
    '我该留在现在的公司还是去创业？',
    '我什么时候能升职？',
    '怎样和难相处的领导打交道？',
    '今年我的存款够用吗？',
    '我该投资还是继续存钱？',
    '我的财务状况什么时候会好转？',
    '下个月的考试我能通过吗？',
    '我该出国留学还是留在国内读研？',
    '怎样才能更专心地学习？',
    '我的睡眠会很快好起来吗？',
    '怎样养成健康的作息？',
    '这次去日本旅行会顺利吗？',
    '我该一个人旅行还是跟团？',
    '什么时候适合安排一次度假？',
    '我们能很快找到新房子吗？',
    '我该搬家还是继续住在这里？',
    '怎样让家里的气氛更平静？',
    '我的小说能写完吗？',
    '我该学画画还是学音乐？',
    '怎样重新找回创作的灵感？',
    '怎样才能更相信自己？',
    '我的人生方向对吗？',
    '这个月我该把重心放在哪里？',
    '现在是重新开始的好时机吗？',
    '事情什么时候会变得轻松一些？',
    '喝茶还是喝咖啡？',
    '我一直没学会的功课是什么？',
  ],
};

const read = (
  question: string,
  lang: DiceLang,
  planet: string,
  sign: string,
  house: number,
  seed: string,
) =>
  composeDiceReading({ question, planet, sign, house, lang, seed })
    .map((s) => `${s.title}\n\n${s.text}`)
    .join('\n\n');

function* samples(lang: DiceLang, count: number): Generator<LintSample> {
  const random = seeded(lang === 'en' ? 11 : 29);
  const any = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < count; i++) {
    const question = any(QUESTIONS[lang]);
    const [planet, sign, house] = [any(PLANET_IDS), any(SIGN_IDS), any(HOUSE_IDS)];
    yield {
      text: read(question, lang, planet, sign, house, `s${i}`),
      lang,
      opts: { question },
      label: `${question} · ${planet} ${sign} ${house}`,
    };
  }
}

describe('dice readings pass the reading linter', () => {
  for (const lang of ['en', 'zh'] as const)
    it(`${lang}: 1,200 seeded rolls over every kind and topic`, () => {
      expect(expectClean(samples(lang, 1200))).toBe(1200);
    });

  it('the question bank covers every kind and the topics beyond the tarot five', () => {
    for (const lang of ['en', 'zh'] as const) {
      const kinds = new Set(QUESTIONS[lang].map((q) => classifyQuestion(q).kind));
      expect([...kinds].sort()).toEqual(['choice', 'open', 'when', 'yesno']);
      const topics = new Set(QUESTIONS[lang].map(detectDiceTopic));
      for (const topic of ['family', 'friends', 'travel', 'home', 'creativity', 'self'] as const)
        expect(topics, `${lang} ${topic}`).toContain(topic);
    }
  });
});

describe('a dice reading answers the question asked', () => {
  const MONEY =
    /\b(money|financ\w*|cash|income|salary|wealth|earn\w*|spend\w*|debts?|invest\w*|budget|savings)\b|钱|财|收入|工资|存款|投资|债/i;

  it('about a sister, it speaks of her and never of money, whatever the house', () => {
    for (const house of HOUSE_IDS)
      for (const planet of PLANET_IDS) {
        const en = read(
          'How are things going to be with my sister?',
          'en',
          planet,
          'taurus',
          house,
          'a',
        );
        expect(en, `${planet} ${house}`).not.toMatch(MONEY);
        expect(en).toContain('your sister');
        const zh = read('我和妹妹的关系会怎样？', 'zh', planet, 'taurus', house, 'a');
        expect(zh, `${planet} ${house}`).not.toMatch(MONEY);
        expect(zh).toContain('妹妹');
      }
  });

  it('a money question does read the second house as money', () => {
    const en = read('Will my income grow this year?', 'en', 'jupiter', 'taurus', 2, 'a');
    expect(en).toMatch(/money, possessions/);
  });

  it('leans yes or no, and the lean follows the dice', () => {
    const q = 'Will my sister forgive me?';
    const good = read(q, 'en', 'jupiter', 'sagittarius', 4, 'a');
    const hard = read(q, 'en', 'saturn', 'virgo', 12, 'a');
    expect(good).toMatch(/a clear yes/);
    expect(hard).toMatch(/leans toward no/);
    expect(hasLean(read('妹妹会原谅我吗？', 'zh', 'saturn', 'virgo', 12, 'a'), 'zh')).toBe(true);
    expect(read('妹妹会原谅我吗？', 'zh', 'jupiter', 'sagittarius', 4, 'a')).toMatch(
      /明确倾向于「是」/,
    );
  });

  it('weighs both options of a choice and names the one the dice back', () => {
    const q = 'Should I stay in Paris or move to Berlin?';
    const bold = read(q, 'en', 'uranus', 'aries', 9, 'a');
    expect(bold).toContain('“stay in Paris”');
    expect(bold).toMatch(/points to “move to Berlin”/);
    const steady = read(q, 'en', 'saturn', 'taurus', 9, 'a');
    expect(steady).toMatch(/points to “stay in Paris”/);
    const zh = read('我该留在现在的公司还是去创业？', 'zh', 'saturn', 'taurus', 10, 'a');
    expect(zh).toMatch(/指向「留在现在的公司」/);
  });

  it('speaks about timing for a "when" question', () => {
    const en = read('When will I find a new apartment?', 'en', 'moon', 'aries', 4, 'a');
    expect(en).toMatch(/days rather than weeks/);
    expect(en).toMatch(/cardinal sign/);
    const zh = read('什么时候能找到新房子？', 'zh', 'saturn', 'leo', 4, 'a');
    expect(zh).toMatch(/大半年/);
    expect(zh).toMatch(/固定型星座/);
  });

  it('names no person and quotes nothing from a question in the other language', () => {
    const en = read('我和妹妹会和好吗？', 'en', 'venus', 'libra', 7, 'a');
    expect(en).toContain('your question');
    expect(en).not.toMatch(/\p{Script=Han}/u);
    const zh = read('Will my sister call me?', 'zh', 'venus', 'libra', 7, 'a');
    expect(zh).not.toMatch(/[A-Za-z]{2,}/);
  });
});
