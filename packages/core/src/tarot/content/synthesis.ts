import type { Element, Topic } from '../types';
import type { Lang } from './spreads';

/** The composer's own sentences (our text), with {placeholders} filled in by compose.ts. */
export interface SynthesisText {
  topicFocus: Record<Topic, string>;
  /** several openings; the reading's seed picks one */
  intros: string[];
  reversedTag: string;
  uprightTag: string;
  /** a card's name with its orientation, in the language's own punctuation */
  orientedName: string;
  titles: { intro: string; synthesis: string; advice: string };
  majors: { many: string; none: string; one: string; some: string };
  element: Record<Element, string>;
  balancedElements: string;
  reversals: { none: string; one: string; many: string; some: string };
  /** every card upright in a draw that leans heavy: no promise of an easy road */
  uprightHeavy: string;
  courts: string;
  numbers: Record<number, string>;
  numberLead: string;
}

export const SYNTHESIS: Record<Lang, SynthesisText> = {
  en: {
    topicFocus: {
      general: 'your path as a whole',
      love: 'love and relationships',
      career: 'your work and calling',
      money: 'money and resources',
      health: 'your energy and wellbeing',
      study: 'your studies and learning',
    },
    intros: [
      'You asked “{question}” and drew the {spread} spread, read here through the lens of {focus}.',
      'Your question, “{question}”, was laid out in the {spread} spread; here is what the cards say about {focus}.',
      'With “{question}” in mind, you drew the {spread} spread. Let us read it for {focus}.',
    ],
    reversedTag: 'reversed',
    uprightTag: 'upright',
    orientedName: '{card} ({orientation})',
    titles: { intro: 'Your question', synthesis: 'The cards together', advice: 'Advice' },
    majors: {
      many: 'Major Arcana fill {count} of {total} places: large forces are moving, and this is a turning point more than a passing mood.',
      none: 'No Major Arcana appear: this is a matter of everyday choices, and it lies well within your own hands.',
      one: 'One of the {total} cards is a Major Arcana, so a deeper lesson runs beneath the practical details.',
      some: '{count} of {total} cards are Major Arcana, so deeper lessons run beneath the practical details.',
    },
    element: {
      fire: 'Wands lead the spread: fire asks for initiative, courage and a plan you can act on.',
      water: 'Cups lead the spread: water puts feelings, closeness and intuition at the centre.',
      air: 'Swords lead the spread: air asks for clear thinking, honest words and a decision.',
      earth: 'Pentacles lead the spread: earth points to patience, work, money and the body.',
    },
    balancedElements:
      'The suits are evenly spread, so no single element dominates: balance is your strength here.',
    reversals: {
      none: 'Every card is upright: energy flows outward and things can move without much resistance.',
      many: '{count} of {total} cards are reversed: much of this work happens inside you, through delays you can learn from.',
      one: 'One reversed card marks where energy is held back and deserves a closer look.',
      some: '{count} reversed cards mark where energy is held back and deserves a closer look.',
    },
    uprightHeavy:
      'Every card is upright: nothing here is hidden or half-formed, so what stands in the way is as plain to see as what helps.',
    courts:
      '{count} court cards suggest that other people, or sides of yourself, play a real part in this.',
    numbers: {
      1: 'new beginnings',
      2: 'choices and balance',
      3: 'growth and cooperation',
      4: 'stability and structure',
      5: 'friction and change',
      6: 'harmony and give-and-take',
      7: 'reflection and testing',
      8: 'movement and mastery',
      9: 'nearing completion',
      10: 'an ending that opens a new cycle',
    },
    numberLead: 'The number {number} repeats: a theme of {theme}.',
  },
  zh: {
    topicFocus: {
      general: '你的整体走向',
      love: '感情与关系',
      career: '工作与事业',
      money: '金钱与资源',
      health: '精力与身心状态',
      study: '学业与学习',
    },
    intros: [
      '你问的是「{question}」，这次用的是「{spread}」，从{focus}的角度来解读。',
      '你的问题「{question}」已在「{spread}」中展开，下面看看牌面关于{focus}说了什么。',
      '带着「{question}」这个问题，你抽出了「{spread}」，让我们从{focus}来读它。',
    ],
    reversedTag: '逆位',
    uprightTag: '正位',
    orientedName: '{card}（{orientation}）',
    titles: { intro: '你的问题', synthesis: '整体解读', advice: '建议' },
    majors: {
      many: '大阿尔卡那占了{total}张中的{count}张：有更大的力量在推动，这更像一个转折点，而不只是一时的情绪。',
      none: '牌阵中没有大阿尔卡那：这是关于日常选择的事，主动权很大程度在你自己手中。',
      one: '{total}张牌里有一张大阿尔卡那，务实的细节之下还藏着更深的功课。',
      some: '{total}张牌里有{count}张大阿尔卡那，务实的细节之下还藏着几门更深的功课。',
    },
    element: {
      fire: '权杖主导牌阵：火元素要求你主动、勇敢，并拿出能执行的计划。',
      water: '圣杯主导牌阵：水元素把感受、亲密与直觉放在中心。',
      air: '宝剑主导牌阵：风元素要求清晰的思考、坦诚的表达和一个决定。',
      earth: '星币主导牌阵：土元素指向耐心、工作、金钱与身体。',
    },
    balancedElements: '四种花色分布均衡，没有哪个元素占上风：平衡正是你此刻的优势。',
    reversals: {
      none: '所有牌都是正位：能量向外流动，事情可以较为顺畅地推进。',
      many: '{total}张牌中有{count}张逆位：很多功课发生在你的内心，延迟本身也是可以学习的东西。',
      one: '有一张逆位牌，标出了能量受阻的地方，值得多看一眼。',
      some: '{count}张逆位牌标出了能量受阻的地方，值得多看一眼。',
    },
    uprightHeavy: '所有牌都是正位：没有什么是隐藏或半成形的，阻碍和助力都摆在明处。',
    courts: '出现了{count}张宫廷牌，说明他人——或你自己的不同面向——在此事中扮演着真实的角色。',
    numbers: {
      1: '新的开始',
      2: '选择与平衡',
      3: '成长与合作',
      4: '稳定与结构',
      5: '摩擦与变化',
      6: '和谐与互相给予',
      7: '反思与考验',
      8: '行动与精进',
      9: '接近完成',
      10: '一个结束，也是新循环的开始',
    },
    numberLead: '数字{number}重复出现：主题是{theme}。',
  },
};
