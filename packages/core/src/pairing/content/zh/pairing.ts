/** Chinese pairing texts: summaries, angles, Moons, advice. */
import type { PairingContent } from '../types';
import { ELEMENT_ZH, MODALITY_ZH } from './elements';

export const PAIRING_ZH: PairingContent = {
  opener: [
    (a, sa, b, sb, name, rel) => `${a}的太阳在${sa}，${b}的太阳在${sb}，两者构成${name}：${rel}`,
    (a, sa, b, sb, name, rel) => `${a}是${sa}，${b}是${sb}，两人的太阳形成${name}：${rel}`,
  ],
  angleNames: { 1: '半六分相', 5: '梅花相' },
  angle: {
    0: {
      relation: '同一个星座，彼此的本能一看就懂。',
      strength: '不用多解释，也能读懂对方的动机。',
      friction: '盲点相同，坏习惯也可能被互相放大。',
      advice: '各自保留一些独立的兴趣，温和地提醒对方看不到的地方——相像是一种安慰，而不是规矩。',
    },
    1: {
      relation: '相邻的两个星座，只差一步，本能各不相同，正好互相学习。',
      strength: '对方身上恰好有自己缺的东西，两人安静地互补。',
      friction: '本能上的细微差别，很容易被误读。',
      advice: '对方的反应出乎意料时，先假设是善意，再问问这件事对对方意味着什么。',
    },
    2: {
      relation: '相隔两个星座，元素彼此友好，是轻松合作的组合。',
      strength: '合作来得容易，两人是很好的队友。',
      friction: '关系舒服，却可能停留在表面，需要两人都愿意投入。',
      advice: '把轻松的好感变成深度：计划一件必须两人一起完成的事，并且一起把它做完。',
    },
    3: {
      relation: '相隔三个星座，节奏相同而元素不同，活力与摩擦并存。',
      strength: '摩擦会制造能量，两人互相推着对方成长。',
      friction: '节奏一样、元素不同，容易起冲突、互相较劲。',
      advice: '气氛紧张时，先说出两人共同的目标；差异就会从武器变成工具。',
    },
    4: {
      relation: '相隔四个星座，同属一个元素，是经典的省心组合。',
      strength: '天然和谐：价值观相近，相处的节奏很轻松。',
      friction: '太舒服了，努力和成长反而容易悄悄松懈。',
      advice: '别让轻松变成自动驾驶：时不时给关系带来新计划、小挑战和一点惊喜。',
    },
    5: {
      relation: '相隔五个星座，元素与节奏都少有交集，需要多一点“翻译”。',
      strength: '学着理解彼此，会让两人都得到可贵的成长。',
      friction: '有时会觉得两人在说不同的语言。',
      advice: '与其期待被懂，不如把话说明白；也别忘了留意、欣赏对方为你做出的调整。',
    },
    6: {
      relation: '在黄道上遥遥相对，像两半互相吸引、彼此补全。',
      strength: '吸引力很强：在对方身上看到自己缺少的那一面。',
      friction: '往相反方向拉扯时，容易变成“谁让步”的跷跷板。',
      advice: '寻找中间地带，轮流做决定；对立的两端，当搭档比当对手好得多。',
    },
  },
  element: ELEMENT_ZH,
  modality: MODALITY_ZH,
  moon: {
    twin: (a, sa, b) => `${a}和${b}的月亮都在${sa}，需要被安慰的方式几乎一模一样。`,
    same: (a, sa, b, sb) =>
      `${a}的月亮在${sa}，${b}的月亮在${sb}，同属一个元素，需要被安慰的方式很相似。`,
    compatible: (a, sa, b, sb) =>
      `${a}的月亮在${sa}，${b}的月亮在${sb}，元素相合，情感上的支持来得不费力。`,
    different: (a, sa, b, sb) =>
      `${a}的月亮在${sa}，${b}的月亮在${sb}，感受世界的方式不同，多问一句对方需要什么，胜过自己去猜。`,
  },
  contact: (head, text) => `${head}：${text}`,
  contactNote: {
    conjunction: {
      harmonious: '两个点合为一体，彼此这一面都被对方强烈地感受到。',
      tense: '两个点合为一体，彼此这一面容易挤占对方的空间。',
    },
    sextile: {
      harmonious: '一个友好的开口，两边都稍微用点心就有回报。',
      tense: '一个需要两边都主动伸手才会起作用的开口。',
    },
    square: {
      harmonious: '一股推力，用心对待时能把摩擦变成前进的动力。',
      tense: '一个尖锐的角度，两边各往一处用力，直到找到共同的节奏。',
    },
    trine: {
      harmonious: '一股顺畅的流动，不用开口就自然运转的那种连结。',
      tense: '一股顺畅的流动，也容易滑向把对方视为理所当然。',
    },
    opposition: {
      harmonious: '同一条线的两端，互相吸引，补上对方缺的那一块。',
      tense: '同一条线的两端，各自拉扯，直到听见对方那一边的声音。',
    },
  },
  closing: [
    '太阳星座只勾勒出轮廓，剩下的要靠两人每天怎样对待彼此来书写。',
    '把这当作一张倾向地图，而不是定论：用心和坦诚，能让任何两个人相处得更好。',
    '合不合得来，是两个人一起练出来的；这些话只是一个开始。',
  ],
};
