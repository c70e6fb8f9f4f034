import type { PositionPhrase } from '../reading';

/** Every spread position in Chinese: the card in passing, and two openings of its paragraph. */
export const POSITIONS_ZH: Record<string, PositionPhrase> = {
  focus: {
    placed: '指引位的{card}',
    leads: ['这次抽到的讯息是{card}。', '此刻你最需要看见的，是{card}。'],
  },
  past: {
    placed: '过去位的{card}',
    leads: [
      '过去的位置上是{card}，它塑造了今天的局面，至今仍有回响。',
      '回头看，把你带到这里的是{card}。',
    ],
  },
  present: {
    placed: '现在位的{card}',
    leads: ['眼下，你身边的能量是{card}。', '现在的位置落着{card}，说的是事情此刻的样子。'],
  },
  future: {
    placed: '未来位的{card}',
    leads: ['往前看，若保持现状，这条路通向{card}。', '未来的位置上出现了{card}。'],
  },
  answer: {
    placed: '核心位的{card}',
    leads: ['你的问题背后，站着{card}这股原型力量。', '这件事的核心主题是{card}。'],
  },
  situation: {
    placed: '现状位的{card}',
    leads: ['事情的核心是{card}。', '眼下的处境，由{card}来描述。'],
  },
  obstacle: {
    placed: '阻碍位的{card}',
    leads: ['挡在路上的是{card}。', '需要留意的阻碍是{card}。'],
  },
  advice: {
    placed: '建议位的{card}',
    leads: ['你能迈出的最有帮助的一步，牌面给出的是{card}。', '建议的位置上是{card}。'],
  },
  you: {
    placed: '代表你的{card}',
    leads: ['在这段关系里，你这一方是{card}。', '你带进这段关系的付出与感受，是{card}。'],
  },
  partner: {
    placed: '代表对方的{card}',
    leads: ['对方那一方呈现的是{card}。', '就目前看来，对方带来的是{card}。'],
  },
  bond: {
    placed: '关系位的{card}',
    leads: ['你们之间的连结是{card}。', '关系本身，连同它的力量与压力，显示为{card}。'],
  },
  now: {
    placed: '处境位的{card}',
    leads: ['面对这个选择，你此刻的状态是{card}。', '站在岔路口的你，心境是{card}。'],
  },
  pathA: {
    placed: '代表{a}的{card}',
    leads: ['{a}这条路本身，看起来像{card}。', '走向{a}，会是{card}的感觉。'],
  },
  pathB: {
    placed: '代表{b}的{card}',
    leads: ['至于{b}，那条路呈现为{card}。', '通往{b}的路上是{card}。'],
  },
  outcomeA: {
    placed: '代表{a}结果的{card}',
    leads: ['一路走下去，{a}很可能通向{card}。', '{a}的落点，由{card}来显示。'],
  },
  outcomeB: {
    placed: '代表{b}结果的{card}',
    leads: ['如果选{b}，可能的去处是{card}。', '{card}显示了{b}会把你带到哪里。'],
  },
  roots: {
    placed: '树根位的{card}',
    leads: ['这段关系的根扎在{card}上。', '你们赖以建立的基础是{card}。'],
  },
  yourHeart: {
    placed: '代表你心意的{card}',
    leads: ['你自己的心里，是{card}。', '你真正的感受与渴望，显现为{card}。'],
  },
  theirHeart: {
    placed: '代表对方心意的{card}',
    leads: ['就牌面所见，对方心里是{card}。', '对方看起来的感受与渴望，是{card}。'],
  },
  growth: {
    placed: '生长位的{card}',
    leads: ['此刻能让关系成长的，是{card}。', '在生长的位置上，牌面带来了{card}。'],
  },
  fruit: {
    placed: '果实位的{card}',
    leads: ['假以时日，这段关系能结出{card}。', '这棵树的果实是{card}。'],
  },
  surface: {
    placed: '表面位的{card}',
    leads: ['表面上，人人都看得见的是{card}。', '从外面看得到的，是{card}。'],
  },
  hidden: {
    placed: '内在位的{card}',
    leads: ['表面之下，感受到却还没说出口的，是{card}。', '水面下流动着{card}的暗流。'],
  },
  guidance: {
    placed: '内在指引位的{card}',
    leads: ['你的直觉借{card}在说话。', '这里的内在指引是{card}。'],
  },
  outcome: {
    placed: '结果位的{card}',
    leads: ['这一切正走向{card}。', '结果的位置上是{card}。'],
  },
  response: {
    placed: '对策位的{card}',
    leads: ['最好的应对方式，由{card}来显示。', '怎样好好面对这件事，要向{card}学习。'],
  },
  environment: {
    placed: '环境位的{card}',
    leads: ['你身边的人与条件，带来了{card}。', '周遭的环境里有{card}。'],
  },
  attitude: {
    placed: '态度位的{card}',
    leads: ['在内心，你看待这件事的方式是{card}。', '你自己的态度显现为{card}。'],
  },
  result: {
    placed: '结果位的{card}',
    leads: ['这一切最可能的结局是{card}。', '一切最终归于{card}。'],
  },
  challenge: {
    placed: '挑战位的{card}',
    leads: ['横在你面前的是{card}，这是需要化解的张力。', '你要面对的挑战是{card}。'],
  },
  foundation: {
    placed: '根基位的{card}',
    leads: ['在一切之下，根基是{card}。', '这件事的根源是{card}。'],
  },
  recentPast: {
    placed: '近期过去位的{card}',
    leads: ['刚刚过去、正在离开的是{card}。', '近期的过去带来了{card}。'],
  },
  potential: {
    placed: '潜能位的{card}',
    leads: ['此事能达到的最好状态是{card}。', '充分发挥时，它会成为{card}。'],
  },
  nearFuture: {
    placed: '近期未来位的{card}',
    leads: ['正在靠近的，是{card}。', '不久之后，{card}会进入画面。'],
  },
  self: {
    placed: '自我位的{card}',
    leads: ['你在这件事里的立场是{card}。', '你自己在这里显现为{card}。'],
  },
  hopesFears: {
    placed: '希望与恐惧位的{card}',
    leads: ['你所期盼、也所担忧的，是{card}。', '你的希望与恐惧都围绕着{card}。'],
  },
};
