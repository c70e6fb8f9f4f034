import type { AstroLang } from './types';

/** The short labels and templates the astrology composers put around the texts. */
export interface AstroLabels {
  house(n: number): string;
  /** "{planet} in {sign}" */
  inSign(planet: string, sign: string): string;
  /** "{planet} in {sign}, {house}" */
  inSignHouse(planet: string, sign: string, house: string): string;
  rising(sign: string): string;
  /** "{transiting planet} {aspect} your natal {planet}" */
  transit(t: string, aspect: string, n: string): string;
  aspectLine(a: string, aspect: string, b: string): string;
  titles: {
    overview: string;
    rising: string;
    aspects: string;
    today: string;
    emotions: string;
    health: string;
    wealth: string;
    career: string;
    transits: string;
  };
  timeUnknown: string;
  porphyry: string;
  quietDay: string;
  /** the day's transits section when no planet touches the chart */
  quietSky: string;
  /** the day's transits section when every close transit was told in the sections above */
  allTold: string;
}

const ORDINAL = [
  '',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];
/** English month names, January first (dates in the reports' texts). */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ZH_NUM = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

export const ASTRO_LABELS: Record<AstroLang, AstroLabels> = {
  en: {
    house: (n) => `${ORDINAL[n]} house`,
    inSign: (p, s) => `${p} in ${s}`,
    inSignHouse: (p, s, h) => `${p} in ${s}, ${h}`,
    rising: (s) => `${s} rising`,
    transit: (t, a, n) => `Transit ${t} ${a} your natal ${n}`,
    aspectLine: (a, k, b) => `${a} ${k} ${b}`,
    titles: {
      overview: 'Sun, Moon and Rising',
      rising: 'Your Ascendant',
      aspects: 'Key aspects',
      today: 'Today',
      emotions: 'Emotions',
      health: 'Health',
      wealth: 'Wealth',
      career: 'Career',
      transits: 'What the sky is doing',
    },
    timeUnknown:
      'Your birth time is unknown, so this reading is drawn for 12:00: the Moon may be a few degrees off, and the rising sign and houses are left out.',
    porphyry:
      'You were born beyond the polar circle, where Placidus houses cannot be drawn; the houses here are Porphyry houses.',
    quietDay:
      'No planet makes a close aspect to your chart today: a quiet day to follow your own rhythm.',
    quietSky:
      'The sky leaves your chart alone today. Use the calm for something you have been postponing, and let the day set its own pace.',
    allTold:
      'Every close aspect of the day has been described above; the rest of the sky is only passing by. Let the areas with the strongest contacts guide your plans, and take the others lightly.',
  },
  zh: {
    house: (n) => `第${ZH_NUM[n]}宫`,
    inSign: (p, s) => `${p}落${s}`,
    inSignHouse: (p, s, h) => `${p}落${s} · ${h}`,
    rising: (s) => `上升${s}`,
    transit: (t, a, n) => `行运${t}${a}你的本命${n}`,
    aspectLine: (a, k, b) => `${a}${k}${b}`,
    titles: {
      overview: '日月升：你的三大核心',
      rising: '你的上升星座',
      aspects: '主要相位',
      today: '今日总览',
      emotions: '情感',
      health: '健康',
      wealth: '财富',
      career: '事业',
      transits: '今日星象',
    },
    timeUnknown:
      '你的出生时间未知，本解读按中午 12:00 起盘：月亮位置可能相差几度，上升星座与宫位不作解读。',
    porphyry: '你出生在极圈以内，无法绘制普拉西度宫位，这里使用的是波菲利宫制。',
    quietDay: '今天没有行星与你的星盘形成紧密相位，是顺着自己节奏过日子的平静一天。',
    quietSky:
      '今天的天空没有打扰你的星盘。趁着这份平静，去做一件拖了很久的事，让这一天按它自己的步调走。',
    allTold:
      '今天所有紧密的相位都已在上面说过，天空里其余的星体只是路过。让接触最强的那几个领域引导你的安排，其余的轻轻带过就好。',
  },
};
