import type { Topic } from './types';

/**
 * What a question is about, from its words in zh and en. The first topic with the most
 * keyword hits wins; no hit is 'general'. English words match whole words with common
 * endings, so "love" finds "loved" but neither "clove" nor "lovely"; "ex" is not "exam".
 */
const KEYWORDS: Record<Exclude<Topic, 'general'>, { en: string[]; zh: string[] }> = {
  love: {
    en: [
      'love',
      'lover',
      'relationship',
      'partner',
      'boyfriend',
      'girlfriend',
      'husband',
      'wife',
      'crush',
      'dating',
      'date',
      'marriage',
      'marry',
      'romance',
      'ex',
      'soulmate',
      'breakup',
      'feelings for',
    ],
    zh: [
      '爱',
      '恋',
      '感情',
      '喜欢',
      '对象',
      '男朋友',
      '女朋友',
      '男友',
      '女友',
      '老公',
      '老婆',
      '丈夫',
      '妻子',
      '暗恋',
      '复合',
      '分手',
      '结婚',
      '婚姻',
      '桃花',
      '前任',
      '约会',
      '另一半',
      '伴侣',
    ],
  },
  career: {
    en: [
      'career',
      'job',
      'work',
      'boss',
      'promotion',
      'interview',
      'company',
      'business',
      'colleague',
      'office',
      'project',
      'resign',
      'quit',
      'hire',
      'startup',
      'profession',
    ],
    zh: [
      '工作',
      '事业',
      '职业',
      '跳槽',
      '升职',
      '面试',
      '老板',
      '公司',
      '同事',
      '领导',
      '项目',
      '辞职',
      '创业',
      '职场',
      '加薪',
      'offer',
    ],
  },
  money: {
    en: [
      'money',
      'finance',
      'financial',
      'salary',
      'income',
      'invest',
      'investment',
      'debt',
      'loan',
      'rich',
      'wealth',
      'savings',
      'buy a house',
      'rent',
      'spend',
      'budget',
    ],
    zh: [
      '钱',
      '财',
      '收入',
      '工资',
      '薪水',
      '投资',
      '理财',
      '债',
      '贷款',
      '存款',
      '买房',
      '房贷',
      '股票',
      '基金',
      '赚',
      '花销',
      '预算',
    ],
  },
  health: {
    en: [
      'health',
      'healthy',
      'sick',
      'illness',
      'body',
      'sleep',
      'stress',
      'tired',
      'energy',
      'diet',
      'exercise',
      'weight',
      'recovery',
      'anxiety',
    ],
    zh: [
      '健康',
      '身体',
      '生病',
      '睡眠',
      '失眠',
      '压力',
      '疲惫',
      '累',
      '精力',
      '饮食',
      '运动',
      '减肥',
      '康复',
      '焦虑',
    ],
  },
  study: {
    en: [
      'study',
      'studies',
      'exam',
      'school',
      'university',
      'college',
      'degree',
      'grade',
      'test',
      'learn',
      'class',
      'thesis',
      'admission',
      'scholarship',
    ],
    zh: [
      '学习',
      '考试',
      '学校',
      '大学',
      '考研',
      '考公',
      '成绩',
      '留学',
      '论文',
      '录取',
      '毕业',
      '上课',
      '奖学金',
      '高考',
      '学业',
      '学位',
    ],
  },
};

const TOPICS = Object.keys(KEYWORDS) as Array<Exclude<Topic, 'general'>>;

/** Each topic's English words as whole-word patterns, compiled once. */
const PATTERNS = Object.fromEntries(
  TOPICS.map((topic) => [
    topic,
    KEYWORDS[topic].en.map(
      (word) =>
        new RegExp(`(^|[^a-z])${word.replace(/ /g, '\\s+')}(s|es|d|ed|ing|ship|ships)?($|[^a-z])`),
    ),
  ]),
) as Record<Exclude<Topic, 'general'>, RegExp[]>;

function hits(text: string, topic: Exclude<Topic, 'general'>): number {
  const lower = text.toLowerCase();
  let n = 0;
  for (const re of PATTERNS[topic]) if (re.test(lower)) n++;
  for (const word of KEYWORDS[topic].zh) if (text.includes(word)) n++;
  return n;
}

export function detectTopic(question: string): Topic {
  let best: Topic = 'general';
  let bestHits = 0;
  for (const topic of TOPICS) {
    const n = hits(question, topic);
    if (n > bestHits) {
      best = topic;
      bestHits = n;
    }
  }
  return best;
}
