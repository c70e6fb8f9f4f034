import type { NatalPointId, TransitAspect } from '../../transits';
import type { TransitAspectText, TransitFrame, TransitPointText } from '../transits-types';

/** 各相位的作用：第一句话。我们自己的文字。 */
export const TRANSIT_ASPECTS_ZH: Record<TransitAspect, TransitAspectText> = {
  conjunction: {
    title: '合相',
    opening: '{planet}正好落在你的{point}上，把{brings}直接带进{means}。',
  },
  sextile: {
    title: '六分相',
    opening: '{planet}与你的{point}形成六分相，为{means}送来{brings}，只要你愿意先迈出一步。',
  },
  square: {
    title: '四分相',
    opening:
      '{planet}与你的{point}形成四分相：一边是{brings}，一边是{means}，两者互相拉扯，直到某一方做出调整。',
  },
  trine: {
    title: '三分相',
    opening: '{planet}与你的{point}形成三分相，{brings}顺畅地流进{means}，几乎不费力气。',
  },
  opposition: {
    title: '对分相',
    opening:
      '{planet}与你的{point}形成对分相，{brings}往往借由身边的人来到你面前，你需要在它与{means}之间找到平衡。',
  },
};

/** 各本命点代表的意义。 */
export const TRANSIT_POINTS_ZH: Record<NatalPointId, TransitPointText> = {
  sun: { name: '本命太阳', means: '你的自我认同、活力和人生方向', topic: '你的人生方向' },
  moon: {
    name: '本命月亮',
    means: '你的情绪、对安全感的需要和你所依靠的人',
    topic: '你的情绪世界',
  },
  mercury: { name: '本命水星', means: '你思考、学习和沟通的方式', topic: '你思考和表达的方式' },
  venus: {
    name: '本命金星',
    means: '你爱人的方式、你享受的事物和你珍视的价值',
    topic: '爱与你珍视的东西',
  },
  mars: { name: '本命火星', means: '你的干劲、勇气和争取所愿的方式', topic: '你的行动力' },
  jupiter: { name: '本命木星', means: '你对生活的信心、你的慷慨和成长的胃口', topic: '你的希望' },
  saturn: {
    name: '本命土星',
    means: '你的责任感、你的恐惧和你学会与之相处的界限',
    topic: '你肩上的承诺',
  },
  uranus: {
    name: '本命天王星',
    means: '你对自由的需要和不愿随波逐流的那一面',
    topic: '你对自由的需要',
  },
  neptune: { name: '本命海王星', means: '你的想象力、理想和安静的敏感', topic: '你的理想' },
  pluto: {
    name: '本命冥王星',
    means: '你最深处的驱动力，以及你掌握力量或害怕失去它的地方',
    topic: '你最深处的驱动力',
  },
  ascendant: {
    name: '上升点',
    means: '你面对世界的姿态、你的身体和你给人的第一印象',
    topic: '你展现自己的方式',
  },
  mc: { name: '天顶', means: '你的事业、名声和你为人生掌舵的方向', topic: '你的事业和地位' },
};

export const TRANSIT_FRAME_ZH: TransitFrame = {
  house: '{planet}此时行经你的第{ordinal}宫，这股力量最常体现在{area}：{hint}。',
  noHouse: '你的出生时间不详，宫位无法定出；留意它在生活的哪个角落冒出来，那里就是它起作用的地方。',
  title: '行运{planet}{aspect}{point}',
};
