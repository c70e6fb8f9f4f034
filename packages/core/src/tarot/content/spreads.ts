import type { SpreadId } from '../spreads';

export type Lang = 'en' | 'zh';

export interface SpreadText {
  name: string;
  description: string;
  positions: Record<string, { name: string; meaning: string }>;
}

/** Spread and position names and what each position asks, in both languages (our own text). */
export const SPREAD_TEXT: Record<SpreadId, Record<Lang, SpreadText>> = {
  single: {
    en: {
      name: 'Single card',
      description: 'One card for a quick, clear message about today or a simple question.',
      positions: {
        focus: { name: 'The message', meaning: 'What you most need to see right now.' },
      },
    },
    zh: {
      name: '单张牌',
      description: '一张牌，快速回应今天的状态或一个简单的问题。',
      positions: { focus: { name: '指引', meaning: '此刻你最需要看见的讯息。' } },
    },
  },
  three: {
    en: {
      name: 'Three cards',
      description: 'Past, present and future: how the story got here and where it is heading.',
      positions: {
        past: { name: 'Past', meaning: 'What shaped the situation and still echoes in it.' },
        present: { name: 'Present', meaning: 'Where things stand and the energy around you now.' },
        future: { name: 'Future', meaning: 'Where the current path leads if nothing changes.' },
      },
    },
    zh: {
      name: '三张牌',
      description: '过去、现在、未来：事情如何走到这里，又将去往何方。',
      positions: {
        past: { name: '过去', meaning: '塑造了现状、至今仍有回响的因素。' },
        present: { name: '现在', meaning: '事情此刻的状态与你身边的能量。' },
        future: { name: '未来', meaning: '若保持现状，这条路将通向哪里。' },
      },
    },
  },
  highCard: {
    en: {
      name: 'High card',
      description: 'One card drawn only from the 22 Major Arcana, for the big questions of life.',
      positions: {
        answer: { name: 'The great theme', meaning: 'The archetype at work behind your question.' },
      },
    },
    zh: {
      name: '大牌指引',
      description: '只从22张大阿尔卡那中抽一张，回答人生的重要问题。',
      positions: { answer: { name: '核心主题', meaning: '你的问题背后正在运作的原型力量。' } },
    },
  },
  general: {
    en: {
      name: 'General reading',
      description: 'Situation, obstacle and advice: a practical look at any question.',
      positions: {
        situation: { name: 'Situation', meaning: 'The heart of the matter as it stands.' },
        obstacle: { name: 'Obstacle', meaning: 'What stands in the way or needs attention.' },
        advice: { name: 'Advice', meaning: 'The most helpful step you can take.' },
      },
    },
    zh: {
      name: '综合牌阵',
      description: '现状、阻碍与建议：务实地看待任何问题。',
      positions: {
        situation: { name: '现状', meaning: '事情此刻的核心。' },
        obstacle: { name: '阻碍', meaning: '挡在前面、需要留意的事。' },
        advice: { name: '建议', meaning: '你能迈出的最有帮助的一步。' },
      },
    },
  },
  loversPyramid: {
    en: {
      name: "Lovers' pyramid",
      description: 'Four cards on a relationship: each heart, the bond, and where it is going.',
      positions: {
        you: { name: 'You', meaning: 'What you bring and feel in this relationship.' },
        partner: { name: 'Your partner', meaning: 'What they bring and feel, as it appears now.' },
        bond: { name: 'The bond', meaning: 'The connection itself: its strength and its strain.' },
        future: { name: 'The future', meaning: 'Where the two of you are heading together.' },
      },
    },
    zh: {
      name: '恋人金字塔',
      description: '四张牌看一段关系：双方的心意、彼此的连结，以及未来的走向。',
      positions: {
        you: { name: '你', meaning: '你在这段关系中的付出与感受。' },
        partner: { name: '对方', meaning: '对方此刻呈现的付出与感受。' },
        bond: { name: '关系', meaning: '连结本身：它的力量与压力。' },
        future: { name: '未来', meaning: '你们正一同走向的方向。' },
      },
    },
  },
  twoChoices: {
    en: {
      name: 'Two choices',
      description: 'Five cards for a decision: where you stand, each path, and where each leads.',
      positions: {
        now: { name: 'Where you stand', meaning: 'Your state of mind as you face the choice.' },
        pathA: { name: 'Choice A', meaning: 'What the first path is really like.' },
        pathB: { name: 'Choice B', meaning: 'What the second path is really like.' },
        outcomeA: { name: 'Outcome of A', meaning: 'Where the first path is likely to lead.' },
        outcomeB: { name: 'Outcome of B', meaning: 'Where the second path is likely to lead.' },
      },
    },
    zh: {
      name: '二选一',
      description: '五张牌帮你做决定：你的处境、两条路，以及各自的去向。',
      positions: {
        now: { name: '你的处境', meaning: '面对选择时你的心态。' },
        pathA: { name: '选择A', meaning: '第一条路的真实样貌。' },
        pathB: { name: '选择B', meaning: '第二条路的真实样貌。' },
        outcomeA: { name: 'A的结果', meaning: '第一条路可能带你去的地方。' },
        outcomeB: { name: 'B的结果', meaning: '第二条路可能带你去的地方。' },
      },
    },
  },
  loversTree: {
    en: {
      name: "Lovers' tree",
      description: 'Five cards that grow a relationship like a tree, from roots to fruit.',
      positions: {
        roots: { name: 'Roots', meaning: 'What the relationship is built on.' },
        yourHeart: { name: 'Your heart', meaning: 'What you truly feel and want.' },
        theirHeart: { name: 'Their heart', meaning: 'What they seem to feel and want.' },
        growth: { name: 'Growth', meaning: 'What helps the relationship grow now.' },
        fruit: { name: 'Fruit', meaning: 'What the relationship can bear in time.' },
      },
    },
    zh: {
      name: '恋人之树',
      description: '五张牌像一棵树一样展开一段关系，从根到果。',
      positions: {
        roots: { name: '树根', meaning: '这段关系赖以建立的基础。' },
        yourHeart: { name: '你的心', meaning: '你真正的感受与渴望。' },
        theirHeart: { name: '对方的心', meaning: '对方看起来的感受与渴望。' },
        growth: { name: '生长', meaning: '此刻能让关系成长的力量。' },
        fruit: { name: '果实', meaning: '这段关系假以时日能结出的果。' },
      },
    },
  },
  intuitive: {
    en: {
      name: 'Intuitive connection',
      description: 'Six cards that look beneath the surface and listen to your intuition.',
      positions: {
        surface: { name: 'On the surface', meaning: 'What everyone can see.' },
        hidden: { name: 'Beneath', meaning: 'What is felt but not yet said.' },
        past: { name: 'Past influence', meaning: 'An old pattern still at work.' },
        present: { name: 'Present energy', meaning: 'The current that carries you now.' },
        guidance: { name: 'Inner guidance', meaning: 'What your intuition is telling you.' },
        outcome: { name: 'Outcome', meaning: 'Where listening to it can lead.' },
      },
    },
    zh: {
      name: '直觉连结',
      description: '六张牌看见表面之下的东西，倾听你的直觉。',
      positions: {
        surface: { name: '表面', meaning: '人人都看得见的部分。' },
        hidden: { name: '内在', meaning: '感受到却还未说出口的部分。' },
        past: { name: '过去的影响', meaning: '仍在起作用的旧模式。' },
        present: { name: '当下能量', meaning: '此刻推动你的那股力量。' },
        guidance: { name: '内在指引', meaning: '你的直觉在告诉你什么。' },
        outcome: { name: '结果', meaning: '听从它可能带来的方向。' },
      },
    },
  },
  hexagram: {
    en: {
      name: 'Hexagram',
      description: 'Seven cards in a six-pointed star: time, response, surroundings and result.',
      positions: {
        past: { name: 'Past', meaning: 'What came before.' },
        present: { name: 'Present', meaning: 'What is happening now.' },
        future: { name: 'Future', meaning: 'What is coming.' },
        response: { name: 'Response', meaning: 'How best to respond.' },
        environment: { name: 'Surroundings', meaning: 'The people and conditions around you.' },
        attitude: { name: 'Your attitude', meaning: 'How you hold the matter inside.' },
        result: { name: 'Result', meaning: 'The likely outcome of it all.' },
      },
    },
    zh: {
      name: '六芒星',
      description: '七张牌排成六芒星：时间、对策、环境与结果。',
      positions: {
        past: { name: '过去', meaning: '之前发生的事。' },
        present: { name: '现在', meaning: '正在发生的事。' },
        future: { name: '未来', meaning: '即将到来的事。' },
        response: { name: '对策', meaning: '最好的应对方式。' },
        environment: { name: '环境', meaning: '你身边的人与条件。' },
        attitude: { name: '你的态度', meaning: '你内心如何看待此事。' },
        result: { name: '结果', meaning: '这一切最可能的结局。' },
      },
    },
  },
  celticCross: {
    en: {
      name: 'Celtic cross',
      description: 'Ten cards for a deep look at a complex situation, inside and out.',
      positions: {
        present: { name: 'The present', meaning: 'The heart of the situation.' },
        challenge: { name: 'The challenge', meaning: 'What crosses you: the tension to resolve.' },
        foundation: { name: 'The foundation', meaning: 'The root beneath it all.' },
        recentPast: { name: 'The recent past', meaning: 'What is passing away.' },
        potential: { name: 'The potential', meaning: 'The best that can come of it.' },
        nearFuture: { name: 'The near future', meaning: 'What is approaching.' },
        self: { name: 'Yourself', meaning: 'How you stand in the matter.' },
        environment: {
          name: 'Your surroundings',
          meaning: 'How others and circumstances weigh in.',
        },
        hopesFears: { name: 'Hopes and fears', meaning: 'What you long for and dread.' },
        outcome: { name: 'The outcome', meaning: 'Where it all is heading.' },
      },
    },
    zh: {
      name: '凯尔特十字',
      description: '十张牌深入看清一个复杂的处境，由内而外。',
      positions: {
        present: { name: '现状', meaning: '处境的核心。' },
        challenge: { name: '挑战', meaning: '横在你面前、需要化解的张力。' },
        foundation: { name: '根基', meaning: '一切之下的根源。' },
        recentPast: { name: '近期的过去', meaning: '正在离去的事物。' },
        potential: { name: '潜能', meaning: '此事可能达到的最好状态。' },
        nearFuture: { name: '近期的未来', meaning: '正在靠近的事物。' },
        self: { name: '自我', meaning: '你在此事中的立场。' },
        environment: { name: '外部环境', meaning: '他人与环境带来的影响。' },
        hopesFears: { name: '希望与恐惧', meaning: '你所期盼与担忧的。' },
        outcome: { name: '结果', meaning: '一切正在走向的方向。' },
      },
    },
  },
};
