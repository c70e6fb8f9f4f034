import { detectTopic } from '../tarot/topic';
import type { Topic } from '../tarot/types';
import { withoutFeelings } from './feelings';
import { matcher, type Words } from './words';

/**
 * What a message is about, read from its words other than feeling words: in "tired of
 * everything" or 「压力好大」 tiredness and pressure are how the person feels, not a topic
 * (health), so the message has none; "my boss stresses me out" is still about work.
 *
 * The tarot topic words are written for questions ("will I get the job"); people talking to a
 * companion say it differently (「他不回我消息」, "my coworkers ignore me", 「胃疼」), so a
 * message the tarot words find no topic in is read again with the phrasing below.
 */
const SPOKEN: Array<[Exclude<Topic, 'general' | 'study'>, Words]> = [
  [
    'love',
    {
      en: [
        'texting me',
        'text me back',
        'ghosted',
        'he likes me',
        'she likes me',
        'my ex',
        'cheated',
      ],
      zh: [
        '不回我',
        '回我消息',
        '冷淡',
        '他喜欢',
        '她喜欢',
        '吵架',
        '冷战',
        '出轨',
        '表白',
        '相亲',
      ],
    },
  ],
  [
    'career',
    {
      en: [
        'coworker',
        'co-worker',
        'manager',
        'job offer',
        'an offer',
        'the offer',
        'salary',
        'overtime',
        'laid off',
        'fired',
        'shift',
      ],
      zh: [
        '上班',
        '加班',
        '老板',
        '领导',
        '同事',
        '辞职',
        '裁员',
        '面试',
        '单位',
        '公司',
        '工资',
        '涨薪',
        '入职',
        '离职',
      ],
    },
  ],
  [
    'money',
    {
      en: ['rent', 'debt', 'loan', 'bills', 'savings', 'saving', 'mortgage', 'broke', 'afford'],
      zh: [
        '钱',
        '欠',
        '信用卡',
        '花呗',
        '房贷',
        '房租',
        '存款',
        '存钱',
        '负债',
        '借款',
        '开销',
        '还款',
      ],
    },
  ],
  [
    'health',
    {
      en: [
        'hurts',
        'pain',
        'ache',
        'doctor',
        'hospital',
        'illness',
        'ill',
        'surgery',
        'check-up',
        'diagnosis',
        'headache',
        'migraine',
        'my back',
        'fever',
      ],
      zh: ['身体', '疼', '痛', '生病', '医院', '看病', '体检', '手术', '检查结果', '住院', '吃药'],
    },
  ],
];
const SPOKEN_MATCHERS = SPOKEN.map(([topic, words]) => [topic, matcher(words)] as const);

/** Family: the people, not the tarot topics (a mother's illness is still about health). */
const FAMILY = matcher({
  en: [
    'mom',
    'mum',
    'mother',
    'dad',
    'father',
    'parent',
    'family',
    'brother',
    'sister',
    'grandma',
    'grandpa',
    'son',
    'daughter',
    'in-law',
  ],
  zh: [
    '妈',
    '爸',
    '母亲',
    '父亲',
    '家人',
    '家里',
    '父母',
    '哥哥',
    '姐姐',
    '弟弟',
    '妹妹',
    '奶奶',
    '爷爷',
    '外婆',
    '外公',
    '婆婆',
    '公公',
    '儿子',
    '女儿',
    '孩子',
    '亲戚',
  ],
});

/** What a companion hears a message is about: a tarot topic, or the member's family. */
export type Subject = Topic | 'family';

/**
 * The message's subject: its topic, else 'family' when it speaks of family (「我和妈妈的关系最近
 * 很紧张」, 「我和妈妈吵架了」), else the spoken words of love. "my mom is ill" stays about
 * health: family comes after every topic but love's spoken words.
 */
export function messageSubject(text: string): Subject {
  const rest = withoutFeelings(text);
  const topic = detectTopic(rest);
  if (topic !== 'general') return topic;
  const spoken = SPOKEN_MATCHERS.find(([, m]) => m.test(rest))?.[0];
  if (spoken && spoken !== 'love') return spoken;
  if (FAMILY.test(rest)) return 'family';
  return spoken ?? 'general';
}

/** The message's tarot topic: its subject, with family read as 'general'. */
export const messageTopic = (text: string): Topic => {
  const subject = messageSubject(text);
  return subject === 'family' ? 'general' : subject;
};
