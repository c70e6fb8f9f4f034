/** Chinese texts for the eight letters (the result bars) and the four type groups. */
import type { GroupContent, LetterContent } from '../types-shape';

export const LETTERS_ZH: LetterContent = {
  E: {
    name: '外向',
    short: '从人群和行动中获得能量',
    description:
      '走出去、和人聊、动手试的时候，你可能最有活力。和别人待在一起往往能给你“充电”，你也常常是边说边想清楚的。',
  },
  I: {
    name: '内向',
    short: '在安静和独处中恢复能量',
    description:
      '即使是愉快的聚会，结束后你也可能需要一个人待一会儿来“回血”。你常常先在心里想清楚再开口，比起广泛结交，更偏爱深入的交流。',
  },
  S: {
    name: '实感',
    short: '相信事实、细节和经验',
    description:
      '你往往更留意真实、眼前的东西：看得见、量得出、记得住的那些。你通常信任实际经验，也习惯一步一步来。',
  },
  N: {
    name: '直觉',
    short: '留意规律和可能性',
    description:
      '你常常先注意到事物之间的联系、背后的意义和“可能会怎样”，有时细节还没清楚，方向已经有了。你可能喜欢想法、比喻和对未来的想象。',
  },
  T: {
    name: '思考',
    short: '用逻辑和一致性做决定',
    description:
      '做决定时，你可能会先权衡利弊、是否公平、因果是否说得通。你往往看重坦诚和清晰的道理，哪怕听起来不那么舒服。',
  },
  F: {
    name: '情感',
    short: '用价值观和同理心做决定',
    description:
      '做决定时，你常常会考虑这件事会怎样影响身边的人，以及什么对你最重要。你往往看重和睦、善意和个人意义。',
  },
  J: {
    name: '判断',
    short: '喜欢计划、定论和秩序',
    description:
      '事情定下来、排好了、有了结论，你可能才觉得踏实；你也常常喜欢订好计划，再一步步把它完成。这里说的是偏爱条理，并不是爱评判别人。',
  },
  P: {
    name: '感知',
    short: '喜欢弹性和开放的选项',
    description:
      '你可能更喜欢给自己留有余地，边走边调整。你往往享受随性，面对临时的变化也能应付自如。',
  },
};

export const GROUPS_ZH: GroupContent = {
  analysts: {
    name: '观星者',
    description:
      '好奇而独立的头脑：想弄懂万物如何运转，习惯看长远的图景，也总想把手边的一切变得更好。',
  },
  diplomats: {
    name: '提灯人',
    description: '温暖而怀抱理想的心：寻找意义，看见人身上的好，在别人走夜路时为他们提一盏灯。',
  },
  sentinels: {
    name: '守炉人',
    description:
      '踏实而负责的灵魂：守着承诺、传统和身边的集体，让炉火一直温暖，让大家总有地方可回。',
  },
  explorers: {
    name: '漫游者',
    description: '自由而爱动手的人：活在当下，在实践中学习，把每一天的天气都当成一场冒险。',
  },
};
