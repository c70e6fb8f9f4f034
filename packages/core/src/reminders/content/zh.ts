import type { ReminderContent } from '../types';

/** 我们自己写的中文提醒文字；花括号里的位置由 compose.ts 填入。 */
export const ZH: ReminderContent = {
  signs: [
    '白羊座',
    '金牛座',
    '双子座',
    '巨蟹座',
    '狮子座',
    '处女座',
    '天秤座',
    '天蝎座',
    '射手座',
    '摩羯座',
    '水瓶座',
    '双鱼座',
  ],
  phases: {
    new: '新月',
    waxingCrescent: '蛾眉月',
    firstQuarter: '上弦月',
    waxingGibbous: '盈凸月',
    full: '满月',
    waningGibbous: '亏凸月',
    lastQuarter: '下弦月',
    waningCrescent: '残月',
  },
  daily: { title: '{sign}今日运势：{score}分', body: '{line}' },
  dailyTransit: { exact: '今日精确：{transit}。{line}', inOrb: '今日在相位：{transit}。{line}' },
  dailySky: {
    title: '今日星空：月亮在{sign}',
    body: '{sign}的{phase}为今天定下基调，看看它会触动你什么。',
  },
  moon: {
    new: {
      title: '{time}，{sign}新月',
      body: '新的月亮周期在{sign}开启，适合为自己定下一个清晰的心愿。',
    },
    full: {
      title: '{time}，{sign}满月',
      body: '月亮在{sign}圆满，两周前播下的种子正在显现。',
    },
    ingress: {
      title: '{time}，月亮进入{sign}',
      body: '月亮来到你的太阳星座{sign}，接下来两天，你的感受会更贴近真实的自己。',
    },
  },
  mercury: {
    retro: {
      title: '水星在{sign}开始逆行',
      body: '{date} {time}起，水星在{sign}放慢脚步转为逆行：消息多读一遍再发出。',
    },
    direct: {
      title: '水星在{sign}恢复顺行',
      body: '{date} {time}，水星在{sign}重新向前，搁置的计划可以再推动了。',
    },
  },
  streak: {
    title: '你已连续签到{days}天，今晚就要中断了',
    body: '零点前签到就能保住，今天签到可得{points}积分。',
  },
  companion: { title: '{name}回复了你', body: '「{excerpt}」' },
  ellipsis: '……',
};
