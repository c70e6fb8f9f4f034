/**
 * 每日运势（免费部分）的中文句子部件：与当天的行运、月亮和停滞行星组合成句。
 * 建议务实温和，不给医疗或理财建议。
 */
import type { DailyText } from '../daily-types';
import { DAILY_ADVICE_ZH } from './daily-advice';

const ex = (exact: boolean) => (exact ? '，今天正好精准' : '');

export const DAILY_ZH: DailyText = {
  verb: {
    conjunction: '合相',
    sextile: '六分相',
    square: '四分相',
    trine: '三分相',
    opposition: '对分相',
  },
  natal: (p) => `你的本命${p}`,
  lead: {
    harmonious: [
      (w) =>
        `行运${w.t}与${w.n}形成${w.verb}${ex(w.exact)}，为${w.role}添了一份助力${w.area ? `，在${w.area}上感受最明显` : ''}。`,
      (w) =>
        `${w.exact ? '今天相位精准：' : '今天，'}行运${w.t}与${w.n}形成${w.verb}，给${w.role}打开一扇顺畅的门${w.area ? `，落在${w.area}这一块` : ''}。`,
      (w) =>
        `友善的星空：行运${w.t}与${w.n}形成${w.verb}${ex(w.exact)}，默默支持着${w.role}${w.area ? `，也照顾到${w.area}` : ''}。`,
    ],
    challenging: [
      (w) =>
        `行运${w.t}与${w.n}形成${w.verb}${ex(w.exact)}，给${w.role}带来一些压力${w.area ? `，在${w.area}上尤其明显` : ''}。`,
      (w) =>
        `${w.exact ? '今天相位精准：' : '今天，'}行运${w.t}与${w.n}形成${w.verb}，${w.role}${w.area ? `以及${w.area}` : ''}可能会遇到摩擦。`,
      (w) =>
        `今天的考验来自行运${w.t}：它与${w.n}形成${w.verb}${ex(w.exact)}，需要你对${w.role}${w.area ? `和${w.area}` : ''}多一点耐心。`,
    ],
    conjunction: [
      (w) =>
        `行运${w.t}与${w.n}形成${w.verb}${ex(w.exact)}，把聚光灯打在${w.role}上${w.area ? `，也照亮了${w.area}` : ''}。`,
      (w) =>
        `${w.exact ? '今天相位精准：' : '今天，'}行运${w.t}与${w.n}形成${w.verb}，搅动着${w.role}${w.area ? `，焦点落在${w.area}` : ''}。`,
      (w) =>
        `能量聚于一点：行运${w.t}与${w.n}形成${w.verb}${ex(w.exact)}，为${w.role}${w.area ? `和${w.area}` : ''}注入新的力量。`,
    ],
  },
  quietLead: [
    (mood) => `今天没有行星紧贴你的星盘，一天的基调来自月亮：${mood}。`,
    (mood) => `行星们今天没有打扰你的星盘，给这一天上色的是${mood}。`,
    (mood) => `对你来说是安静的星空：没有紧密的行运，这一天的底色是${mood}。`,
  ],
  moon: [
    (m) =>
      `月亮今天是${m.phase}，行经${m.sign}${m.area ? `，照进你${m.area}的领域` : ''}，带来${m.mood}。`,
    (m) =>
      `${m.sign}里的月亮呈${m.phase}${m.area ? `，正照着${m.area}这一块` : ''}，今天会有${m.mood}。`,
    (m) =>
      `${m.area ? `月亮走过${m.area}的领域，在${m.sign}呈${m.phase}` : `月亮在${m.sign}呈${m.phase}`}，借给这一天的是${m.mood}。`,
    (m) =>
      `月相速览：${m.sign}${m.phase}${m.area ? `，经过${m.area}的领域` : ''}，空气里有${m.mood}。`,
  ],
  phase: ['新月', '娥眉月', '上弦月', '盈凸月', '满月', '亏凸月', '下弦月', '残月'],
  moonMood: [
    '一股急躁而明快的冲劲',
    '一种慢悠悠的踏实与舒适',
    '一种爱聊天、好奇又坐不住的心情',
    '一股想回家、想被照顾的柔软',
    '一种想被看见的温暖',
    '一种想把事情理顺的专注',
    '一种追求平衡、想有人作伴的心情',
    '一种深沉而私密的浓烈',
    '一种渴望空间与意义的躁动',
    '一种冷静务实、埋头做事的状态',
    '一种独立、不随大流的清醒',
    '一种柔软、朦胧、爱做梦的漂浮感',
  ],
  motion: (k, planet, theme, kind, area) => {
    const where = area ? `，位于你${area}的领域` : '';
    if (kind === 'stationR')
      return `${planet}停滞、即将逆行${where}：在${theme}上放慢脚步，留意有什么会回头找你。`;
    if (kind === 'stationD')
      return `${planet}停滞、即将转为顺行${where}：围绕${theme}卡住的事开始松动。`;
    return [
      `${planet}正在逆行${where}，适合重新检视${theme}，而不是另起炉灶。`,
      `${planet}逆行${where}，今天又触动了你的星盘：把${theme}再过一遍。`,
      `${planet}逆行${where}并与你的星盘相连，关于${theme}的再三考虑值得一听。`,
    ][k % 3]!;
  },
  retroTheme: {
    mercury: '消息、计划与出行细节',
    venus: '感情、金钱与你看重的东西',
    mars: '你的精力与脾气的去向',
    jupiter: '你的期望与扩张的尺度',
    saturn: '责任、界限与长期承诺',
    uranus: '你渴望的改变',
    neptune: '梦想与模糊的边界',
    pluto: '权力，以及你准备放下的东西',
  },
  close: {
    0: [
      (s, _b, w) => `总分${s}：沉重的一天，${w}最吃力，把计划放小，早点休息。`,
      (s, _b, w) => `加起来是${s}分，今天要护住${w}，少对自己提要求。`,
      (s, b) => `总分只有${s}，靠还算稳的${b}撑一撑，重大决定往后放。`,
    ],
    1: [
      (s, _b, w) => `总分${s}：进展偏慢，主要卡在${w}，细节多核对，给意外留出余地。`,
      (s, _b, w) => `合计${s}分，略低于平常，${w}最需要照顾。`,
      (s, b, w) => `总分${s}，${b}最稳，让它带着这一天走，${w}慢慢恢复。`,
    ],
    2: [
      (s, b, w) => `总分${s}：平稳的一天，${b}比${w}略好一些。`,
      (s, b) => `合计${s}分，接近寻常日子，在${b}上花点小力气最划算。`,
      (s, _b, w) => `总分停在${s}，没有什么让天平大幅倾斜，只是${w}需要温柔对待。`,
    ],
    3: [
      (s, b) => `总分${s}：不错的一天，${b}领跑，把拖了很久的事拿出来做。`,
      (s, b) => `加起来${s}分，${b}走在前面，适合开口，也适合开始。`,
      (s, b) => `总分${s}，顺风而行，${b}最得助力。`,
    ],
    4: [
      (s, b) => `总分${s}：明亮的一天，${b}状态最好，梦想可以放大一点。`,
      (s, b) => `合计${s}分，出色的一天，主要由${b}撑起，对好机会大方说好。`,
      (s, b) => `总分${s}，是你状态更好的日子之一，${b}领先，把好运分享出去。`,
    ],
  },
  scored: (area, score) => `${area}（${score}分）`,
  areaName: { emotions: '情绪', health: '精力', wealth: '财务', career: '工作' },
  reason: (first, pull, force, dim, second) => {
    const verb =
      pull === 'up'
        ? ['轻轻托起了你的', '托起了你的', '有力地托起了你的'][force]
        : ['轻轻压着你的', '压着你的', '重重压着你的'][force];
    const head = `${first}，${verb}${dim}`;
    if (!second) return head;
    if (second.pull !== pull) return `${head}，不过${second.line}往另一头拉`;
    return pull === 'up' ? `${head}，${second.line}也在帮忙` : `${head}，${second.line}也添了分量`;
  },
  moonIn: (sign, part) => [`${sign}初段`, `${sign}中段`, `${sign}末段`][part]!,
  quietArea: (dim, moonSign) => `今天没有行星触动你的${dim}，${moonSign}的月亮让它停在中间`,
  advice: DAILY_ADVICE_ZH,
  transitName: (t, aspect, n) => `行运${t}${aspect}你的本命${n}`,
  join: '；',
};
