/**
 * The day pillar's line in English: what the day's stem is to the Day Master (its ten god)
 * and how the day's branch meets the day and year branches. Our own writing; each Chinese
 * term glossed.
 */
import type { BaziDayText } from './daily-types';

export const BAZI_DAY_EN: BaziDayText = {
  intro: (pillar) => `Today is a ${pillar} day`,
  god: (stem, god, dayMaster, hint) =>
    `Its stem, ${stem}, is ${god} to your Day Master ${dayMaster}: ${hint}`,
  godName: {
    比肩: 'the Friend (比肩)',
    劫财: 'the Rob Wealth (劫财)',
    食神: 'the Eating God (食神)',
    伤官: 'the Hurting Officer (伤官)',
    偏财: 'Indirect Wealth (偏财)',
    正财: 'Direct Wealth (正财)',
    七杀: 'the Seven Killings (七杀)',
    正官: 'the Direct Officer (正官)',
    偏印: 'the Indirect Resource (偏印)',
    正印: 'the Direct Resource (正印)',
  },
  hint: {
    比肩: 'a day for working side by side with people like you, as long as each says plainly what they want',
    劫财: 'favours and obligations pile up, so keep an eye on spending, lending and splitting bills',
    食神: 'an easy mood, good for a proper meal, some writing and letting ideas come out slowly',
    伤官: 'ideas and edge run high; think about how it will land before you speak',
    偏财: 'chances turn up from unexpected corners and people are easy to reach; take only what you can carry',
    正财: 'a day for steady work and tidy accounts, where effort pays back in kind',
    七杀: 'pressure and challenge come head on; meet them, but do not force your way through',
    正官: 'rules and duties come first, and doing things properly is what gets noticed',
    偏印: 'your intuition is sharp; time alone with an unusual subject suits you',
    正印: 'good for study and rest, and help from elders or mentors comes more easily',
  },
  branch: [
    '子 Zi',
    '丑 Chou',
    '寅 Yin',
    '卯 Mao',
    '辰 Chen',
    '巳 Si',
    '午 Wu',
    '未 Wei',
    '申 Shen',
    '酉 You',
    '戌 Xu',
    '亥 Hai',
  ],
  touchDay: {
    冲: (d, o) =>
      `The day's branch ${d} clashes (冲) with your day branch ${o}: home routines and close ties may shift, so leave yourself some room`,
    合: (d, o) =>
      `The day's branch ${d} combines (合) with your day branch ${o}: the people near you are easy company, good for meeting up and talking things over`,
    刑: (d, o) =>
      `The day's branch ${d} punishes (刑) your day branch ${o}: small things tend to repeat, so check the details patiently`,
    害: (d, o) =>
      `The day's branch ${d} harms (害) your day branch ${o}: misunderstandings come easily, so say what matters face to face`,
  },
  touchYear: {
    冲: (d, o) =>
      `The day's branch ${d} clashes (冲) with your year branch ${o}: family matters or older relatives may weigh on your mind`,
    合: (d, o) =>
      `The day's branch ${d} combines (合) with your year branch ${o}: a good day to call family and old friends`,
    刑: (d, o) =>
      `The day's branch ${d} punishes (刑) your year branch ${o}: take extra patience when deciding things with family`,
    害: (d, o) =>
      `The day's branch ${d} harms (害) your year branch ${o}: old grievances are best left where they are`,
  },
  selfPunish: (d) =>
    `The day's branch ${d} is your own day branch, punishing itself (自刑): you may argue with yourself, so do not make small things heavy`,
  quiet: (d) =>
    `The day's branch ${d} leaves your day and year branches alone: the pace today is yours to set`,
  join: '. ',
};
