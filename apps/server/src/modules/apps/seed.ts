import type { Db } from '../../db/client';
import { upsertCatalogue } from './repository';

/**
 * The "more applications" catalogue: Starlit's own mini-apps. An entry is enabled only
 * where the app has its screen, so the list never links to a screen that is missing.
 */
export const CATEGORIES = [
  { id: 'divination', sort: 1, nameZh: '占卜', nameEn: 'Divination' },
  { id: 'astrology', sort: 2, nameZh: '星盘与星座', nameEn: 'Astrology' },
  { id: 'self', sort: 3, nameZh: '认识自己', nameEn: 'Know yourself' },
] as const;

export const APPS = [
  {
    id: 'tarot',
    categoryId: 'divination',
    sort: 1,
    nameZh: '塔罗占卜',
    nameEn: 'Tarot',
    descZh: '十种牌阵，抽牌后逐张解读',
    descEn: 'Ten spreads, every card read in its place',
    icon: 'tarot',
    link: '#/drawingCards',
    enabled: true,
  },
  {
    id: 'answers',
    categoryId: 'divination',
    sort: 2,
    nameZh: '答案之书',
    nameEn: 'Answers book',
    descZh: '心里默念问题，翻开一页',
    descEn: 'Hold a question in mind and open a page',
    icon: 'book',
    link: '#/answersBook',
    enabled: true,
  },
  {
    id: 'dice',
    categoryId: 'divination',
    sort: 3,
    nameZh: '星座骰子',
    nameEn: 'Zodiac dice',
    descZh: '行星、星座、宫位三颗骰子',
    descEn: 'Three dice: planet, sign and house',
    icon: 'dice',
    link: '#/drawingDice',
    enabled: true,
  },
  {
    id: 'natal',
    categoryId: 'astrology',
    sort: 1,
    nameZh: '本命星盘',
    nameEn: 'Natal chart',
    descZh: '由真实星历计算的出生星盘',
    descEn: 'Your birth chart from a real ephemeris',
    icon: 'chart',
    link: '#/natalChartReport',
    enabled: false,
  },
  {
    id: 'pairing',
    categoryId: 'astrology',
    sort: 2,
    nameZh: '星座配对',
    nameEn: 'Zodiac pairing',
    descZh: '两个生日的缘分指数',
    descEn: 'How two birthdays get along',
    icon: 'pair',
    link: '#/zodiacPairing',
    enabled: false,
  },
  {
    id: 'ties',
    categoryId: 'astrology',
    sort: 3,
    nameZh: '宿命星缘',
    nameEn: 'Stellar ties',
    descZh: '二十七宿看两人关系',
    descEn: 'Two people through the 27 lunar mansions',
    icon: 'moon',
    link: '#/stellarTies',
    enabled: false,
  },
  {
    id: 'mbti',
    categoryId: 'self',
    sort: 1,
    nameZh: '性格测试',
    nameEn: 'Personality test',
    descZh: '约五分钟，十六种类型',
    descEn: 'About five minutes, sixteen types',
    icon: 'mind',
    link: '#/mbtiHome',
    enabled: false,
  },
] as const;

/** Upserts the catalogue; names and links follow the code, `enabled` too. */
export async function seedApps(db: Db): Promise<void> {
  await upsertCatalogue(db, [...CATEGORIES], [...APPS]);
}
