import type { QuestionKind } from '../src/question';
import type { Topic } from '../src/tarot';
import type { Lang } from '../src/tarot/content';
import { mulberry32 } from '../src/util';

/** A question bank for the tarot tests: every kind and topic, in both languages. */
export interface BankQuestion {
  text: string;
  kind: QuestionKind;
  topic: Topic;
}

type Bank = Record<Topic, Record<QuestionKind, string[]>>;

const EN: Bank = {
  love: {
    yesno: [
      'Will my ex come back to me?',
      'Is this relationship right for me?',
      'Should I tell my crush how I feel?',
    ],
    choice: [
      'Should I stay with my partner or leave?',
      'Should I move in with my boyfriend or wait another year?',
    ],
    when: ['When will I meet my soulmate?', 'How long until my partner and I make up?'],
    open: [
      'What do I need to know about my relationship?',
      'How can I bring more romance into my marriage?',
    ],
  },
  career: {
    yesno: ['Will I get the promotion?', 'Should I quit my job?', 'Is this company a good fit?'],
    choice: [
      'Should I take the new job or stay at my company?',
      'Should I freelance or join a startup?',
    ],
    when: ['When will I find a new job?', 'How soon will my business take off?'],
    open: ['What is holding my career back?', 'How can I work better with my boss?'],
  },
  money: {
    yesno: [
      'Will my investment pay off?',
      'Should I take out a loan?',
      'Can I pay off my debt this year?',
    ],
    choice: ['Should I save the money or invest it?', 'Should I rent or buy a house?'],
    when: ['When will my finances improve?', 'How long will it take to clear my debt?'],
    open: ['What should I know about my money right now?', 'How can I build my savings?'],
  },
  health: {
    yesno: [
      'Will my sleep get better?',
      'Should I see a doctor about my stress?',
      'Is my energy coming back?',
    ],
    choice: [
      'Should I rest this month or start a new exercise plan?',
      'Is yoga or running better for my body?',
    ],
    when: ['When will I feel healthy again?', 'How long until my recovery is complete?'],
    open: ['What is draining my energy?', 'How can I handle my anxiety better?'],
  },
  study: {
    yesno: [
      'Will I pass the exam?',
      'Should I apply to this university?',
      'Is this degree worth finishing?',
    ],
    choice: [
      'Should I study abroad or stay home for college?',
      'Should I take the exam this spring or next autumn?',
    ],
    when: ['When will I get my admission results?', 'How long until my thesis is done?'],
    open: ['What helps me learn best right now?', 'How can I focus on my studies?'],
  },
  general: {
    yesno: [
      'Will things get easier soon?',
      'Is this the right moment for a fresh start?',
      'Should I trust my instinct here?',
    ],
    choice: [
      'Should I move to the city or stay in my hometown?',
      'Should I say yes to the trip or stay home?',
    ],
    when: ['When will this difficult period end?', 'How long will this uncertainty last?'],
    open: ['What do I need to see right now?', 'What does the coming month hold for me?'],
  },
};

const ZH: Bank = {
  love: {
    yesno: ['前任还会回来找我吗？', '这段感情适合我吗？', '我该向暗恋的人表白吗?'],
    choice: ['我该继续这段感情还是放手？', '和男朋友同居还是再等一年？'],
    when: ['我什么时候能遇到对的另一半？', '我们的感情多久能回暖？'],
    open: ['这段感情里我需要看清的是哪一点？', '怎样让婚姻更亲密？'],
  },
  career: {
    yesno: ['我能升职吗？', '我该辞职吗?', '这家公司适合我吗？'],
    choice: ['接受新工作还是留在现在的公司？', '自己创业还是继续在公司上班？'],
    when: ['我什么时候能找到新工作？', '项目多久能有起色？'],
    open: ['是什么在拖住我的事业？', '怎样和领导相处得更好？'],
  },
  money: {
    yesno: ['这笔投资会赚钱吗？', '我该贷款吗？', '今年能还清债务吗？'],
    choice: ['这笔钱存起来还是拿去投资？', '租房还是买房？'],
    when: ['我的财运什么时候好转？', '多久能还清贷款？'],
    open: ['关于理财，我现在最需要知道的是哪一点？', '怎样才能攒下存款？'],
  },
  health: {
    yesno: ['我的睡眠会好起来吗？', '我该为压力去看医生吗？', '我的精力能恢复吗？'],
    choice: ['这个月先休息还是开始运动？', '练瑜伽还是跑步对身体更好？'],
    when: ['我什么时候能恢复健康？', '失眠多久能好？'],
    open: ['是什么在消耗我的精力？', '怎样更好地应对焦虑？'],
  },
  study: {
    yesno: ['我能通过考试吗？', '我该申请这所大学吗？', '这个学位值得读完吗？'],
    choice: ['出国留学还是在国内读大学？', '今年考研还是明年再考？'],
    when: ['录取结果什么时候出来？', '论文多久能写完？'],
    open: ['现在怎样学习最有效？', '怎样在学业上保持专注？'],
  },
  general: {
    yesno: ['事情很快会变容易吗？', '现在是重新开始的好时机吗？', '我该相信自己的直觉吗？'],
    choice: ['搬去大城市还是留在家乡？', '答应这次旅行还是待在家里？'],
    when: ['这段艰难的日子什么时候结束？', '这种不确定还会持续多久？'],
    open: ['此刻我最需要看见的是哪一面？', '接下来一个月会怎样？'],
  },
};

function flatten(bank: Bank): BankQuestion[] {
  return Object.entries(bank).flatMap(([topic, kinds]) =>
    Object.entries(kinds).flatMap(([kind, texts]) =>
      texts.map((text) => ({ text, kind: kind as QuestionKind, topic: topic as Topic })),
    ),
  );
}

export const QUESTIONS: Record<Lang, BankQuestion[]> = { en: flatten(EN), zh: flatten(ZH) };

/** A seeded PRNG (mulberry32): an integer below max, the same run after run. */
export function prng(seed: number) {
  const next = mulberry32(seed);
  return (max: number) => Math.floor(next() * max);
}
