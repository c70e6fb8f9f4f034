/** Chinese pairing texts by element pair and by modality pair. */
import type { PairingContent } from '../types';

export const ELEMENT_ZH: PairingContent['element'] = {
  'fire-fire': {
    summary: '两个火象星座凑在一起，热情加倍：说走就走，日子很少无聊。',
    strength: '共同的活力与勇气，总能互相鼓动着去尝试新鲜事。',
    friction: '两人都容易一点就着，而且谁也不愿先低头。',
  },
  'earth-earth': {
    summary: '两个土象星座脚踏实地，看重同样实在的东西，相信行动胜过言语。',
    strength: '彼此靠得住：都知道对方会出现、会兑现。',
    friction: '日常容易变得一成不变，心里的感受也可能一直没说出口。',
  },
  'air-air': {
    summary: '两个风象星座在思想上相遇，点子、玩笑和聊天让关系始终轻快。',
    strength: '话题聊不完，对新想法和身边的人都同样好奇。',
    friction: '容易绕着感受打转，谈了很多，却没谈到心里去。',
  },
  'water-water': {
    summary: '两个水象星座共享一股深深的情感暗流，常常不用开口就能感知对方的情绪。',
    strength: '情感上的理解和温柔，几乎是与生俱来的。',
    friction: '情绪容易互相传染，一个人的低落可能变成两个人的低潮。',
  },
  'fire-air': {
    summary: '火与风相互成就：风的点子让火烧得更旺，火的热情让风的计划动起来。',
    strength: '灵感源源不断：一个出主意，一个就有劲头去开始。',
    friction: '两人都静不下来，落实细节的事容易没人管。',
  },
  'earth-water': {
    summary: '土与水是一片沃土：水带来情感，土给出形状与照料。',
    strength: '彼此滋养、互相守护，两人在一起都很有安全感。',
    friction: '两人都可能躲进谨慎里，把该有的改变一拖再拖。',
  },
  'fire-earth': {
    summary: '火与土的速度不同：火想一跃而起，土想先踩实脚下。',
    strength: '合在一起，能把大胆的想法变成看得见、留得住的成果。',
    friction: '火嫌土太慢，土嫌火太冒失。',
  },
  'fire-water': {
    summary: '火与水相遇会冒出蒸汽：热情与感受都很浓烈，误会有时也一样多。',
    strength: '浓烈而温暖，谁对谁都不会不冷不热。',
    friction: '火的直来直去容易伤到水的心，水的情绪也可能浇灭火的兴头。',
  },
  'earth-air': {
    summary: '土与风看世界的角度不同：一个看什么行得通，一个看什么有可能。',
    strength: '新点子和务实感互相平衡，是很实用的组合。',
    friction: '风觉得土太固执，土觉得风太飘、不好依靠。',
  },
  'air-water': {
    summary: '风与水是头脑与内心的相遇：一个想弄明白，一个想好好感受。',
    strength: '彼此让对方看见自己独自看不到的那一面生活。',
    friction: '风的抽离让水觉得冷，水的深沉又让风觉得沉重。',
  },
};

export const MODALITY_ZH: PairingContent['modality'] = {
  'cardinal-cardinal': {
    strength: '两人都是行动派，主动又有开创性，什么事都不会卡太久。',
    friction: '两个领头人凑在一起，容易在“谁说了算”上拔河。',
  },
  'fixed-fixed': {
    strength: '两人都忠诚而有韧性，一旦认定就不轻易离开。',
    friction: '谁都不肯轻易让步，分歧容易变成僵持。',
  },
  'mutable-mutable': {
    strength: '两人都很会变通，适应变化、彼此妥协都不难。',
    friction: '两人都随遇而安，该做的决定容易一拖再拖。',
  },
  'cardinal-fixed': {
    strength: '一个负责开头，一个负责坚持，分工恰到好处。',
    friction: '开头的人觉得被拖住，坚持的人觉得被催着走。',
  },
  'cardinal-mutable': {
    strength: '一个定方向，一个灵活补位、把细节填上。',
    friction: '计划改得太勤，定方向的一方会觉得没人撑腰。',
  },
  'fixed-mutable': {
    strength: '稳定遇上灵活，各自的长处都能在对方身上派上用场。',
    friction: '稳的一方嫌对方不靠谱，自己也可能被嫌太死板。',
  },
};
