/**
 * 付费本命报告的中文文字：每颗行星的补充解读与相位总述。Starlit 自己的文字，与英文分别写成；
 * 这里没有一句与免费页面（日月升总览、今日运势、单星座解读）重复。
 */
import type { DestinyText } from '../destiny-types';
import { DESTINY_THEMES_ZH } from './destiny-themes';

const list = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`;

export const DESTINY_ZH: DestinyText = {
  titles: {
    elements: '元素与模式的平衡',
    ruler: '你的命主星',
    gathering: '行星聚集之处',
    nodes: '南北交点：你的成长方向',
    saturn: '土星回归：人生的关键年份',
    yearAhead: '未来一年：重要行运与日期',
  },
  role: {
    sun: '你的自我认同',
    moon: '你的情感需要',
    mercury: '你思考与表达的方式',
    venus: '你爱人的方式与你看重的东西',
    mars: '你的行动力与勇气',
    jupiter: '你的成长与机遇',
    saturn: '你的自律与责任感',
    uranus: '你对自由的渴望',
    neptune: '你的梦想与理想',
    pluto: '你蜕变重生的力量',
  },
  area: {
    1: '你的身体、形象与做事的起手式',
    2: '金钱、财物与自我价值',
    3: '日常沟通、兄弟姐妹、邻里与短途往来',
    4: '家庭、原生家庭与内心的根基',
    5: '恋爱、创作、玩乐与子女',
    6: '日常工作、作息与健康',
    7: '伴侣、婚姻与亲密的合作者',
    8: '共同资源、亲密关系与深层的转变',
    9: '远行、深造与信念',
    10: '事业、名声与社会角色',
    11: '朋友、团体与对未来的期许',
    12: '独处、潜意识与默默的付出',
  },
  element: { fire: '火象', earth: '土象', air: '风象', water: '水象' },
  modality: { cardinal: '基本', fixed: '固定', mutable: '变动' },
  elementStyle: {
    fire: '带着热度与一股冲劲',
    earth: '踏实而有耐心',
    air: '借着想法、言语和人际往来',
    water: '凭着感受、直觉与亲近',
  },
  modalityStyle: {
    cardinal: '喜欢开个头、先行一步',
    fixed: '一旦投入就坚持到底',
    mutable: '善于调整、随机应变',
  },
  list,
  date: (d) => {
    const day = d.getUTCDate();
    const part = day <= 10 ? '上旬' : day <= 20 ? '中旬' : '下旬';
    return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${part}`;
  },
  planet: {
    dignity: {
      domicile: (f) =>
        `${f.sign}是${f.planet}守护的星座，${f.role}在这里如鱼得水，不太需要外力就能发挥到位。`,
      exaltation: (f) =>
        `${f.planet}在${f.sign}入旺，这个位置抬升了${f.role}，往往能引出它最大方、最饱满的一面。`,
      detriment: (f) =>
        `${f.sign}与${f.planet}的本位星座相对，${f.role}得用一种陌生的语言来表达，起步更吃力，最后却常常更有智慧。`,
      fall: (f) =>
        `${f.planet}在${f.sign}落陷，${f.role}一开始可能显得低调压抑，直到你找到属于自己的、不那么显眼的用法。`,
      neutral: (f) =>
        `${f.planet}在${f.sign}既不得力也不受制，它与其他行星形成的相位，才是为${f.role}定调的主要力量。`,
    },
    style: (f, element, modality, eStyle, mStyle) =>
      `${f.sign}属于${element}星座中的${modality}星座：${f.planet}表达${f.role}时，往往${eStyle}，而且${mStyle}。`,
    retrograde: (f) =>
      `你出生时${f.planet}正在逆行，这让${f.role}更向内收：你常常先反复琢磨、修改，再付诸行动，这方面的成熟也往往比别人来得晚一些。`,
    degree: (f, deg, phase) =>
      phase === 0
        ? `${f.planet}位于${f.sign}${deg}°，处在星座的开端，${f.role}带着一股新鲜的探索感，好像还在摸索这个星座能做什么。`
        : phase === 1
          ? `${f.planet}位于${f.sign}${deg}°，正在星座的中段，${f.role}把${f.sign}的特质表现得清楚而鲜明。`
          : `${f.planet}位于${f.sign}${deg}°，已到星座的末段，${f.role}带着一种老练又略显急切的气质，仿佛早已学过这个星座的功课。`,
    aspect: (f, other, otherRole, aspect, orb, flavor) =>
      flavor === 'harmonious'
        ? `${f.planet}最紧密的相位是与${other}的${aspect}（容许度 ${orb}°），${f.role}与${otherRole}彼此成全，几乎不费力气。`
        : flavor === 'challenging'
          ? `${f.planet}最紧密的相位是与${other}的${aspect}（容许度 ${orb}°），${f.role}与${otherRole}互相拉扯，也逼着你成长。`
          : `${f.planet}与${other}合相（容许度 ${orb}°），${f.role}与${otherRole}拧成一股，好处和难处都加倍。`,
    alone: (f) =>
      `${f.planet}没有形成紧密的主要相位，${f.role}按自己的节奏运作，时强时弱，不太与你的其他部分混在一起。`,
    house: (f, house, area) =>
      `${f.planet}落在你的${house}，${f.role}在${area}这片天地里发挥作用：在这里，你最需要感到自己是重要的。`,
  },
  aspects: {
    intro: (total, h, c, j) =>
      `你的星盘中行星之间共有 ${total} 个主要相位：和谐相位 ${h} 个，紧张相位 ${c} 个，合相 ${j} 个。下面是其中最紧密的几个，也是你最容易在自己身上认出来的。`,
    closing: {
      harmonious:
        '和谐相位多于紧张相位，很多事情对你来说是自然而然的；功课在于有意识地运用这些天赋，而不是把它们当成理所当然。给自己一点主动选择的挑战，天赋才会保持锋利。',
      challenging:
        '紧张相位多于和谐相位，你的星盘是为努力而生的：摩擦就是你成长的方式，你的很多力量都来自已经解决过的难题。对自己内在那些还在学习合作的部分，多一点耐心。',
      even: '和谐与紧张在你的星盘里旗鼓相当，所以在大多数领域，你既有一份天生的才能，也有一道值得攻克的难题。当某一面主导了一阵子，就去找找另一面。',
    },
    again: (a, b, aspect, flavor) =>
      flavor === 'challenging'
        ? `${a}与${b}的${aspect}，从另一个角度重现了前面提到过的张力。`
        : `${a}与${b}的${aspect}，从另一个角度呼应了前面提到过的主题。`,
    none: '你的行星之间没有形成紧密的主要相位，这并不常见：你的每个部分都按自己的方式运作。在不同场合，你可能像换了一个人，而这份跨度本身就是资源。学会在什么场合拿出哪一面，是你独有的本事。',
  },
  ...DESTINY_THEMES_ZH,
};
