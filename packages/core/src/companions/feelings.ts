import type { Feeling } from './types';
import { enPattern, normalizeEn, type Words } from './words';

const FEELING_WORDS: Record<Feeling, Words> = {
  anxious: {
    en: [
      'anxious',
      'anxiety',
      'nervous',
      'worried',
      'worry',
      'uneasy',
      'on edge',
      'panic',
      'panicky',
      'restless',
    ],
    zh: ['焦虑', '紧张', '担心', '不安', '心慌', '慌', '忐忑', '发愁'],
  },
  sad: {
    en: [
      'sad',
      'unhappy',
      'not happy',
      'feel down',
      'feeling down',
      'so down',
      'miserable',
      'heartbroken',
      'depressed',
      'crying',
      'cry',
      'tears',
      'upset',
      'gutted',
      'feel low',
      'feeling low',
      "can't do anything right",
      'useless',
      'a failure',
      'worthless',
      'not good enough',
    ],
    zh: [
      '难过',
      '伤心',
      '不开心',
      '不高兴',
      '想哭',
      '哭',
      '失落',
      '心碎',
      '郁闷',
      '低落',
      '沮丧',
      '难受',
      '做不好',
      '没用',
      '一无是处',
    ],
  },
  lonely: {
    en: ['lonely', 'alone', 'isolated', 'left out', 'nobody understands', 'no one understands'],
    zh: ['孤独', '孤单', '寂寞', '没人懂', '没人理解', '没人陪'],
  },
  tired: {
    en: [
      'tired',
      'exhausted',
      'drained',
      'burnt out',
      'burned out',
      'worn out',
      'no energy',
      "can't sleep",
      'cannot sleep',
      'sleepless',
      'fatigued',
    ],
    zh: [
      '(?<!积|连)累(?!计|积)',
      '疲惫',
      '心累',
      '没精神',
      '没力气',
      '睡不着',
      '失眠',
      '倦',
      '好困',
    ],
  },
  angry: {
    en: ['angry', 'mad', 'furious', 'annoyed', 'frustrated', 'irritated', 'pissed', 'fed up'],
    zh: ['生气', '愤怒', '气死', '(?<!麻)烦', '恼火', '火大', '不爽', '气愤'],
  },
  lost: {
    en: [
      'feel lost',
      'feeling lost',
      'so lost',
      "i'm lost",
      'confused',
      'stuck',
      "don't know what to do",
      'do not know what to do',
      'unsure',
      'directionless',
      'torn',
    ],
    zh: ['迷茫', '困惑', '纠结', '不知道怎么办', '不知道该怎么办', '不知所措', '卡住', '没有方向'],
  },
  overwhelmed: {
    en: [
      'overwhelmed',
      'stressed',
      'stress',
      'pressure',
      'too much',
      "can't cope",
      'cannot cope',
      'swamped',
    ],
    zh: ['压力', '喘不过气', '崩溃', '扛不住', '撑不住', '透不过气', '忙不过来'],
  },
  scared: {
    en: ['scared', 'afraid', 'fear', 'frightened', 'terrified'],
    zh: ['害怕', '恐惧', '(?<!恐|哪)怕'],
  },
  hurt: {
    en: ['hurt', 'betrayed', 'rejected', 'ignored', 'let down', 'humiliated'],
    zh: ['受伤', '委屈', '被背叛', '被拒绝', '被忽视', '心痛', '被冷落'],
  },
  longing: {
    en: [
      'miss him',
      'miss her',
      'miss them',
      'miss you',
      'missing him',
      'missing her',
      'miss my',
      'missing my',
    ],
    zh: ['好想他', '好想她', '很想他', '很想她', '想念', '思念', '舍不得'],
  },
  happy: {
    en: [
      'happy',
      'glad',
      'relieved',
      'grateful',
      'good news',
      'proud',
      'feel better',
      'feeling better',
    ],
    zh: ['开心', '高兴', '轻松', '感激', '松了口气', '好消息', '骄傲', '好多了', '快乐'],
  },
  excited: {
    en: ['excited', 'thrilled', "can't wait", 'cannot wait', 'looking forward'],
    zh: ['兴奋', '激动', '期待', '迫不及待'],
  },
};

/** Negative feelings are listed first so "not happy" is read before "happy". */
const FEELING_ORDER: Feeling[] = [
  'anxious',
  'sad',
  'lonely',
  'tired',
  'angry',
  'lost',
  'overwhelmed',
  'scared',
  'hurt',
  'longing',
  'happy',
  'excited',
];

const FEELING_MATCHERS = FEELING_ORDER.map((f): [Feeling, RegExp, RegExp] => {
  const w = FEELING_WORDS[f];
  return [f, enPattern(w.en, 'g'), new RegExp(w.zh.join('|'), 'g')];
});

/**
 * The feelings a message names, in the order they first appear; a matched phrase is not read
 * twice (negative feelings are matched first, so "not happy" is sad, not happy).
 */
export function detectFeelings(text: string): Feeling[] {
  let en = normalizeEn(text);
  let zh = text;
  const found: Array<[Feeling, number]> = [];
  for (const [feeling, enRe, zhRe] of FEELING_MATCHERS) {
    let at = Infinity;
    const blank = (m: string, offset: number) => {
      at = Math.min(at, offset);
      return ' '.repeat(m.length);
    };
    en = en.replace(enRe, blank);
    zh = zh.replace(zhRe, blank);
    if (at < Infinity) found.push([feeling, at]);
  }
  return found.sort((a, b) => a[1] - b[1]).map(([f]) => f);
}

/** The message with every feeling phrase blanked out (lower-cased), for reading its topic. */
export function withoutFeelings(text: string): string {
  let out = normalizeEn(text);
  for (const [, enRe, zhRe] of FEELING_MATCHERS) out = out.replace(enRe, ' ').replace(zhRe, ' ');
  return out;
}
