/**
 * The English words of the luck-pillar report: each decade's ten god, its branch, the elements
 * it brings against the chart's needs, its meetings with the natal pillars and what it is for.
 * Each Chinese term is glossed. Our own writing.
 */
import type { BranchRelation, PillarKey, StemRelation, TenGod } from '../analysis';
import { BRANCHES, STEMS } from '../cycle';
import { BRANCH_PINYIN, STEM_PINYIN as PINYIN } from './pinyin';
import type { LuckText, MeetEffect, MeetGroup, MeetRels } from './luck-types';

/** The ten gods in English, as the report glosses them. */
export const GOD_EN: Record<TenGod, string> = {
  比肩: 'Companion',
  劫财: 'Rob Wealth',
  食神: 'Eating God',
  伤官: 'Hurting Officer',
  偏财: 'Indirect Wealth',
  正财: 'Direct Wealth',
  七杀: 'Seven Killings',
  正官: 'Direct Officer',
  偏印: 'Indirect Resource',
  正印: 'Direct Resource',
};
const PILLAR: Record<PillarKey, string> = {
  year: 'year pillar (roots and early years)',
  month: 'month pillar (career, parents and siblings)',
  day: 'day pillar (yourself and your partner)',
  hour: 'hour pillar (children, later life and long-range plans)',
};
const BRANCH_REL: Record<BranchRelation, string> = {
  冲: 'branches clash (冲)',
  合: 'branches combine (合)',
  刑: 'branches punish (刑)',
  害: 'branches harm (害)',
};
const STEM_REL: Record<StemRelation, string> = { 合: 'stems combine (合)', 冲: 'stems clash (冲)' };
const EFFECT: Record<MeetEffect, string> = {
  冲: 'expect movement here, a move, a new job or a shift in a relationship, with new openings inside the change.',
  刑: 'friction tends to repeat here; give rules, contracts and your health extra patience.',
  害: 'hidden drains and misunderstandings gather here; say important things face to face.',
  合: 'help and ties gather here, and goodwill and partnerships grow from them.',
  stem冲: 'your intentions here pull two ways, and you will have to choose.',
  stem合: 'affection and chances to work together grow here.',
};
const named = (s: number) => `${STEMS[s]} ${PINYIN[s]}`;

const relsOf = ({ stems, branches }: MeetRels) =>
  [...stems.map((s) => STEM_REL[s]), ...branches.map((b) => BRANCH_REL[b])].join(' and ');
const pillarList = (pillars: PillarKey[]) => {
  const list = pillars.map((k) => PILLAR[k]);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0]!;
};
/** "year pillar (…) and hour pillar (…), the branches harm (害), and with your day pillar the stems
 * combine (合) as well": the pillars, what they share, what one of them adds */
const metWith = (g: MeetGroup, again = '') =>
  `${pillarList(g.pillars)}, the ${relsOf(g.shared)}${again}` +
  g.extra.map((e) => `, and with your ${e.pillar} pillar the ${relsOf(e.rels)} as well`).join('');

export const LUCK_EN: LuckText = {
  element: { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' },
  and: ' and ',
  ages: (from, to) => `ages ${from}–${to}`,
  pillar: (s, b) => `${STEMS[s]}${BRANCHES[b]} ${PINYIN[s]} ${BRANCH_PINYIN[b]}`,
  echo: {
    ground: (prev) =>
      `Its branch sets the same ground as the ${prev} decade did; what you built then comes into use again.`,
    fit: (prev) => `Its elements weigh on the chart as the ${prev} decade's did.`,
    quiet: (prev) =>
      `Like the ${prev} decade, it leaves your natal pillars undisturbed, and the pace is yours to set.`,
    purpose: (prev) =>
      `Its work carries on from the ${prev} decade: what was left unfinished then can be finished now.`,
  },
  title: (s, b, ages) => `${STEMS[s]}${BRANCHES[b]} ${PINYIN[s]} ${BRANCH_PINYIN[b]} · ${ages}`,
  head: (s, b, _god, h, hiddenGod) =>
    `Its stem is ${named(s)} and its branch ${BRANCHES[b]} ${BRANCH_PINYIN[b]}, whose main hidden stem is ${named(h)} (${hiddenGod} ${GOD_EN[hiddenGod]}).`,
  god: {
    比肩: 'A Companion (比肩) decade: your sense of self rises; you want to make your own calls and walk your own road, and like-minded people gather round.',
    劫财: 'A Rob Wealth (劫财) decade: competition and partnership grow together; you dare more, but money and credit are easily split, so settle the terms of any partnership first.',
    食神: 'An Eating God (食神) decade: you ease up and enjoy life; talents and small pleasures flourish, good for turning an interest into a craft.',
    伤官: 'A Hurting Officer (伤官) decade: your edge shows; ideas and the urge to speak run high, good for innovation and going your own way, though words can offend and rules chafe.',
    偏财: 'An Indirect Wealth (偏财) decade: chances come fast and go fast; good for business, investment and widening your circle, with a quick hand and a clear head.',
    正财: 'A Direct Wealth (正财) decade: steady earning; income grows through diligence, and it is often when people settle a home and a household.',
    七杀: 'A Seven Killings (七杀) decade: pressure and challenge arrive in force and make you grow fast; withstand them, and this is the decade that earns you authority.',
    正官: 'A Direct Officer (正官) decade: rules, duty and reputation matter more; good for rising steadily inside an organisation, and for settling marriage and standing.',
    偏印: 'An Indirect Resource (偏印) decade: your interests turn to the unusual, the esoteric or the specialised; thinking runs deep and solitary, so watch for thinking much and doing little.',
    正印: 'A Direct Resource (正印) decade: study, qualifications, elders and mentors are on your side; good for deepening and taking root, a time of being supported.',
  },
  ground: {
    peers:
      'Its branch holds a Companion star (比劫): in the later five years your own circle and footing come first, and friends and siblings take up more of your life.',
    expression:
      'Its branch holds an Output star (食伤): in the later five years daily life asks for expression and making, and your work speaks for you.',
    wealth:
      'Its branch holds a Wealth star (财): in the later five years the ground under you is money, results and practical arrangements.',
    authority:
      'Its branch holds an Officer star (官杀): in the later five years rules and duties weigh more, whether a post, an assessment or a load at home.',
    resource:
      'Its branch holds a Resource star (印): in the later five years you have backing; good for further study and rest, and elders look out for you.',
  },
  fit: {
    needed: (brought, needed) =>
      `It brings ${brought}, just what the chart needs (${needed}), and much will feel like moving with the current.`,
    surplus: (brought, _needed, plenty) =>
      `It brings ${brought}, while the chart already has plenty of ${plenty}: too much of a good thing, so hold back and spend your strength where it counts.`,
    mixed: (brought, needed, plenty) =>
      `It brings ${brought}: it supplies the ${needed} the chart needs but adds to its ${plenty}, already plentiful; gains and costs come together, and choosing well is the decade's lesson.`,
    neutral: (brought) =>
      `It brings ${brought}, which leaves the chart's balance much as it is; where the decade goes depends more on your own choices.`,
  },
  meets: (g) => `With your ${metWith(g)}: ${EFFECT[g.effect]}`,
  meetsAgain: (g, prev) =>
    `With your ${metWith(g, ' again')}, as in the ${prev} decade; look back at what that brought.`,
  quiet:
    'This decade neither clashes nor combines with your natal pillars: change comes mostly from your own hand.',
  purpose: {
    early: {
      peers:
        'In the years of school and growing up, it teaches independence early and brings friends who stay for life.',
      expression:
        'In the years of school and growing up, it brings talent and imagination to the surface; give interests plenty of room.',
      wealth:
        'In the years of school and growing up, it brings early contact with money and the practical world; you grow up fast, but do not let study slip.',
      authority:
        'In the years of school and growing up, it brings rules and high demands, and the hardship turns into discipline and confidence later.',
      resource:
        'In the years of school and growing up, it favours learning above all: good teachers, a good setting, a decade for laying foundations.',
    },
    prime: {
      peers:
        'In the working prime, it is for setting up on your own and building your own team; choosing the right people to travel with is the key.',
      expression:
        'In the working prime, it is for your signature work: turning a speciality into your name and your income.',
      wealth:
        'In the working prime, it is home ground for building wealth, a business and a household.',
      authority:
        'In the working prime, it is for responsibility and promotion: the most pressure, and the most solid reward.',
      resource:
        'In the working prime, it is for retraining, qualifications and changing course, or for slowing down and putting roots deeper.',
    },
    later: {
      peers:
        'In the unhurried years, it is full of people; enjoy old friends and kindred spirits, and keep your savings in your own hands.',
      expression:
        'In the unhurried years, it is for passing on what you know: writing, teaching and bringing on the young will satisfy you.',
      wealth:
        'In the unhurried years, it is for putting the family’s affairs in order; keeping matters more than expanding, so settle your finances and what you will hand on.',
      authority:
        'In the unhurried years, it still brings duties and standing; take on what you can, and hand your place to someone you trust.',
      resource:
        'In the unhurried years, its blessing is rest and wisdom: reading, inner work and looking after your health.',
    },
  },
  intro: (forward, years, months) =>
    `Your luck pillars (大运, ten-year phases) run ${forward ? 'forward' : 'backward'} (the direction follows the year stem's polarity and your sex), starting at age ${years}${months > 0 ? ` and ${months} month${months === 1 ? '' : 's'}` : ''}, one every ten years.`,
  needs: (elements) =>
    `Your chart is helped by ${elements}: decades that bring them tend to run smoother. Here they are one by one.`,
};
