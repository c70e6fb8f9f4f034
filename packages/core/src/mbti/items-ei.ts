import { defineItems } from './types';

/**
 * Extraversion–Introversion: where a person draws energy and how readily they engage. Odd ids
 * are keyed E, even ids I. ei01–ei06 make the simplified test, ei01–ei12 the standard one,
 * all 24 the full one.
 */
export const EI_ITEMS = defineItems('EI', [
  // simplified
  {
    id: 'ei01',
    key: 'E',
    en: "I start conversations with people I've just met.",
    zh: '我会主动和刚认识的人聊天。',
    source: 'ipip',
  },
  {
    id: 'ei02',
    key: 'I',
    en: 'After a busy day with people, I need time alone to recharge.',
    zh: '和人打了一整天交道之后，我需要一个人待着充充电。',
  },
  {
    id: 'ei03',
    key: 'E',
    en: 'Being in a lively crowd gives me energy.',
    zh: '待在热闹的人群里，我会越来越有精神。',
  },
  {
    id: 'ei04',
    key: 'I',
    en: 'I prefer a quiet evening at home to a big party.',
    zh: '比起热闹的大聚会，我更喜欢在家安安静静地过一晚。',
  },
  {
    id: 'ei05',
    key: 'E',
    en: 'I think best when I talk things through out loud.',
    zh: '把想法说出来，我才想得更清楚。',
  },
  {
    id: 'ei06',
    key: 'I',
    en: 'In a group, I listen more than I talk.',
    zh: '在一群人里，我通常听得多、说得少。',
    source: 'ipip',
  },
  // standard
  {
    id: 'ei07',
    key: 'E',
    en: 'I enjoy being the center of attention.',
    zh: '我挺享受成为大家焦点的感觉。',
    source: 'ipip',
  },
  {
    id: 'ei08',
    key: 'I',
    en: "I'd rather send a message than make a call.",
    zh: '能发消息解决的事，我就不想打电话。',
  },
  {
    id: 'ei09',
    key: 'E',
    en: 'I make new friends easily.',
    zh: '我很容易交到新朋友。',
    source: 'ipip',
  },
  {
    id: 'ei10',
    key: 'I',
    en: 'I prefer one-on-one chats to group conversations.',
    zh: '比起一大群人一起聊，我更喜欢一对一聊天。',
  },
  {
    id: 'ei11',
    key: 'E',
    en: "When I'm bored, I reach out to friends to meet up.",
    zh: '无聊的时候，我第一反应是约朋友出来。',
  },
  {
    id: 'ei12',
    key: 'I',
    en: "I'm quiet around people I don't know well.",
    zh: '在不太熟的人面前，我话比较少。',
    source: 'ipip',
  },
  // full
  {
    id: 'ei13',
    key: 'E',
    en: 'At a gathering, I talk with lots of different people.',
    zh: '参加聚会时，我会和很多不同的人聊天。',
    source: 'ipip',
  },
  {
    id: 'ei14',
    key: 'I',
    en: 'I spend most of my free time on things I do alone.',
    zh: '空闲时间里，我大多在做一个人就能做的事。',
  },
  {
    id: 'ei15',
    key: 'E',
    en: 'I like working in a busy place full of people.',
    zh: '我喜欢在人来人往的热闹地方工作。',
  },
  {
    id: 'ei16',
    key: 'I',
    en: 'Meeting many new people in one day wears me out.',
    zh: '一天里见太多新面孔，会让我很累。',
  },
  {
    id: 'ei17',
    key: 'E',
    en: 'I speak up early in meetings.',
    zh: '开会的时候，我通常很早就发言。',
  },
  {
    id: 'ei18',
    key: 'I',
    en: 'I think things over before I say them.',
    zh: '我习惯先在心里想清楚，再开口。',
  },
  {
    id: 'ei19',
    key: 'E',
    en: 'A weekend without seeing anyone feels dull to me.',
    zh: '整个周末都不和人见面，我会觉得很闷。',
  },
  {
    id: 'ei20',
    key: 'I',
    en: "I'm happy to spend a whole day by myself.",
    zh: '一个人待上一整天，我也很自在。',
  },
  {
    id: 'ei21',
    key: 'E',
    en: "I'm usually the one who suggests getting together.",
    zh: '在朋友里，张罗聚会的通常是我。',
  },
  {
    id: 'ei22',
    key: 'I',
    en: "I'd rather stay in the background.",
    zh: '我更愿意待在不起眼的位置。',
    source: 'ipip',
  },
  {
    id: 'ei23',
    key: 'E',
    en: 'I easily strike up a chat with strangers while waiting in line.',
    zh: '排队的时候，我很容易和旁边的陌生人聊起来。',
  },
  {
    id: 'ei24',
    key: 'I',
    en: 'I open up to people only once I know them well.',
    zh: '只有和人很熟了，我才会敞开心扉。',
  },
]);
