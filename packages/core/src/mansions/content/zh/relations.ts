/**
 * 宿曜关系（中文）：十一种关系各从一方看对方的感受（{self} 看 {other}），三种距离怎样影响
 * 关系，以及深度报告的小标题。Starlit 原创文字，与英文分开撰写。
 */
import type { DistanceText, RelationText, TiesLabels } from '../types';
import type { MansionRelationKey } from '../../mansions';

export const RELATIONS_ZH: Record<MansionRelationKey, RelationText> = {
  life: {
    name: '命',
    view: '{other}和{self}同属一宿，这段关系像一面镜子：{self}很容易看懂{other}的想法与习惯，也会在{other}身上照见自己的长处和盲点。',
  },
  prosperity: {
    name: '荣',
    view: '在{self}看来，{other}是带来好运与成长的人。和{other}在一起时，{self}更容易被看见、被鼓励，做事也更有底气。',
  },
  decline: {
    name: '衰',
    view: '{other}让{self}感到放松，却也容易让人松懈。相处时{self}会不自觉地卸下防备，时间久了，冲劲可能慢慢少了一些。',
  },
  safety: {
    name: '安',
    view: '{other}给{self}一种安定感。{self}在这段关系里往往更有主导权，做决定也更轻松，但要留意别把对方的迁就当作理所当然。',
  },
  danger: {
    name: '危',
    view: '{self}会觉得{other}有点难以捉摸：两人的价值观和节奏不太一样，相处中常有新鲜和启发，也少不了需要磨合的紧张时刻。',
  },
  success: {
    name: '成',
    view: '对{self}来说，{other}是能把事情“做成”的搭档。{other}的想法常能补上{self}缺的那一块，一起做事时格外顺手。',
  },
  destruction: {
    name: '坏',
    view: '{other}常会打乱{self}原有的节奏。这种冲击未必是坏事，它常推着{self}放下旧习惯、重新调整方向，只是过程难免吃力。',
  },
  friendship: {
    name: '友',
    view: '{self}把{other}当作一个自在的朋友：聊得来，不需要刻意经营，待在一起没什么压力。',
  },
  intimacy: {
    name: '亲',
    view: '{self}对{other}有种天然的亲近感，愿意照顾和支持对方；看到{other}过得好，{self}自己也觉得踏实。',
  },
  karma: {
    name: '业',
    view: '{self}和{other}之间有种说不清的熟悉感，仿佛早就认识。{other}往往会在{self}身上留下深刻的影响，促使{self}重新审视自己。',
  },
  womb: {
    name: '胎',
    view: '{other}像是{self}生命里的一颗种子，会唤起{self}新的念头与可能。这份缘分不一定立刻显现，却会随着时间慢慢长大。',
  },
};

export const DISTANCES_ZH: Record<'near' | 'middle' | 'far', DistanceText> = {
  near: {
    label: '近距离',
    summary: '你们是近距离的组合，这份关系的特点会表现得很鲜明，常常体现在日常相处的点点滴滴里。',
    strong:
      '你们是近距离的组合。对这类组合来说距离最关键：近距离时张力最大，影响来得又快又直接，好的与难的都会被放大，需要更多耐心和分寸。',
    view: '两人距离近，这种感受在{self}的日常里很明显，几乎每次相处都能体会到。',
  },
  middle: {
    label: '中距离',
    summary: '你们是中距离的组合，这份关系的影响适中，有起伏但不至于剧烈，比较容易把握。',
    strong:
      '你们是中距离的组合。对这类组合来说距离很关键：中距离时张力有所缓和，摩擦和收获都比较温和，彼此留有调整的余地。',
    view: '两人是中距离，这种感受对{self}来说时强时弱，多在一起做事时才显现出来。',
  },
  far: {
    label: '远距离',
    summary: '你们是远距离的组合，这份关系的影响比较温和，往往要相处久了才慢慢显现。',
    strong:
      '你们是远距离的组合。对这类组合来说距离最关键：远距离时张力最小，即使有摩擦也比较平淡，影响要过很久才会浮现。',
    view: '两人距离较远，这种感受对{self}来说比较淡，往往要过一段时间才会察觉。',
  },
};

export const TIES_LABELS_ZH: TiesLabels = {
  overview: '关系总览：{title}',
  view: '{a}眼中的{b}',
  advice: '相处建议',
  separator: ' · ',
  roles: '{a}生于{ma}，{b}生于{mb}。在{a}看来{b}是“{ra}”，在{b}看来{a}是“{rb}”。',
  same: '{a}和{b}都生于{ma}，彼此互为“命”。',
  join: '',
};
