/** 大运详批的中文文字：每步大运的十神、地支、五行得失、与原局的冲合和这十年的功课。我们自己的写作。 */
import type { BranchRelation, PillarKey, StemRelation } from '../analysis';
import { BRANCHES, STEMS } from '../cycle';
import type { LuckText, MeetEffect, MeetGroup, MeetRels } from './luck-types';

const PILLAR: Record<PillarKey, string> = {
  year: '年柱（祖上与早年）',
  month: '月柱（事业、父母与手足）',
  day: '日柱（你自己与伴侣）',
  hour: '时柱（子女、晚景与长远打算）',
};
const BRANCH_REL: Record<BranchRelation, string> = {
  冲: '地支相冲',
  合: '地支六合',
  刑: '地支相刑',
  害: '地支相害',
};
const STEM_REL: Record<StemRelation, string> = { 合: '天干相合', 冲: '天干相冲' };
const EFFECT: Record<MeetEffect, string> = {
  冲: '容易有变动，搬迁、换岗或关系的调整多落在这里，动中也藏着新的机会。',
  刑: '容易反复磨合，规矩、合同和身体都值得多一分耐心。',
  害: '容易有暗耗和误会，要紧的话当面说清。',
  合: '多得助力和牵绊，人缘与合作由此而来。',
  stem冲: '的想法容易两头拉扯，需要取舍。',
  stem合: '多了情分与合作的机缘。',
};

const SHORT: Record<PillarKey, string> = { year: '年柱', month: '月柱', day: '日柱', hour: '时柱' };
const relsOf = ({ stems, branches }: MeetRels) =>
  [...stems.map((s) => STEM_REL[s]), ...branches.map((b) => BRANCH_REL[b])].join('、');
/** 「年柱（…）、时柱（…）都地支相害，与日柱还天干相合」: the pillars, what they share, what one adds */
const metWith = (g: MeetGroup, verb = '') =>
  `${g.pillars.map((k) => PILLAR[k]).join('、')}${g.pillars.length > 1 ? '都' : ''}${verb}${relsOf(g.shared)}` +
  g.extra.map((e) => `，与${SHORT[e.pillar]}还${relsOf(e.rels)}`).join('');

export const LUCK_ZH: LuckText = {
  element: { wood: '木', fire: '火', earth: '土', metal: '金', water: '水' },
  and: '与',
  ages: (from, to) => `${from}至${to}岁`,
  pillar: (s, b) => `${STEMS[s]}${BRANCHES[b]}`,
  echo: {
    ground: (prev) => `地支的底色与${prev}大运相近，那时打下的底子在这里还会用上。`,
    fit: (prev) => `五行上的得失与${prev}大运相同。`,
    quiet: (prev) => `和${prev}大运一样，这步运与原局四柱相安无事，节奏由你自己来定。`,
    purpose: (prev) => `这十年的功课与${prev}大运一脉相承，上一次没做完的，这次可以接着做完。`,
  },
  title: (s, b, ages) => `${STEMS[s]}${BRANCHES[b]}大运 · ${ages}`,
  head: (s, b, _god, h, hiddenGod) =>
    `天干${STEMS[s]}、地支${BRANCHES[b]}，${BRANCHES[b]}中主气为${STEMS[h]}（${hiddenGod}）。`,
  god: {
    比肩: '比肩当运，自我意识抬头，想自己拿主意、走自己的路，身边也多了志同道合的同伴。',
    劫财: '劫财当运，竞争与合伙同时增多，敢闯敢拼，但钱财和功劳容易被分走，合作之前先把账算清。',
    食神: '食神当运，心情舒展，才艺与口福俱佳，适合把兴趣慢慢做成手艺。',
    伤官: '伤官当运，锋芒外露，想法多、表达欲强，适合创新和自立门户，也要留意言语得罪人、与规矩起冲突。',
    偏财: '偏财当运，机会来得快也去得快，适合做生意、投资和拓展人脉，手要活，心里要有数。',
    正财: '正财当运，讲究踏实经营，收入靠勤恳积累，也常是成家置业、把日子过稳的时期。',
    七杀: '七杀当运，压力与挑战成倍而来，逼人快速成长；扛得住，便是建立威望的十年。',
    正官: '正官当运，规矩、责任和名声变得要紧，适合在组织里稳步上升，也利于确立婚姻与身份。',
    偏印: '偏印当运，兴趣转向冷门、玄学或专门的技艺，思考深而独，要提防想得多、做得少，与人渐渐疏远。',
    正印: '正印当运，学习、证书、长辈与贵人都站在你这边，适合深造和沉淀，是被照顾、被支持的时期。',
  },
  ground: {
    peers: '地支藏比劫，后五年更看重自己的圈子和底气，朋友、兄弟姐妹的事会多起来。',
    expression: '地支藏食伤，后五年日常里多了表达与创作的需要，手上的作品会替你说话。',
    wealth: '地支藏财星，后五年脚下的事多与钱、工作成果和现实安排有关。',
    authority: '地支藏官杀，后五年规矩和责任更重，职位、考核或家中的担子会落到你肩上。',
    resource: '地支藏印星，后五年有靠山，适合进修、调养，也容易得到长辈和前辈的照应。',
  },
  fit: {
    needed: (brought, needed) =>
      `这步运带来${brought}，正是命局所需的${needed}，许多事会有顺水推舟之感。`,
    surplus: (brought, _needed, plenty) =>
      `这步运带来${brought}，而命局里${plenty}本已偏多，容易过犹不及；这十年宜收不宜放，把力气用在刀刃上。`,
    mixed: (brought, needed, plenty) =>
      `这步运带来${brought}，一面补上所需的${needed}，一面又加重了本已偏多的${plenty}，得失参半，取舍是这十年的功课。`,
    neutral: (brought) =>
      `这步运带来${brought}，对命局的平衡影响不大，走向更多取决于你自己的选择。`,
  },
  meets: (g) => {
    const where = g.pillars.length > 1 ? '这几处' : '这一块';
    return `这步运与你的${metWith(g)}，${where}${EFFECT[g.effect]}`;
  },
  meetsAgain: (g, prev) =>
    `这步运与你的${metWith(g, '又是')}，和${prev}大运时一样，不妨回头看看那时的经历。`,
  quiet: '这步大运与原局四柱之间没有明显的冲合，变化多由你自己主导。',
  purpose: {
    early: {
      peers: '在求学成长的年纪，这步运让你早早学会独立，也会结交影响一生的朋友。',
      expression: '在求学成长的年纪，这步运让才艺和想象力冒头，值得给兴趣留足空间。',
      wealth: '在求学成长的年纪，这步运让你早早接触现实与金钱，懂事早，也要留心别荒废了学业。',
      authority: '在求学成长的年纪，这步运管束多、要求严，吃下的苦会变成日后的规矩与底气。',
      resource: '在求学成长的年纪，这步运最利读书，有好老师、好环境，是打底子的十年。',
    },
    prime: {
      peers: '正值打拼的年纪，这十年适合独立门户、组建自己的团队，关键是选对同行的人。',
      expression: '正值打拼的年纪，这十年适合做出代表作，把专长变成名片和收入。',
      wealth: '正值打拼的年纪，这十年是积累财富、经营事业与家庭的主场。',
      authority: '正值打拼的年纪，这十年是担当与晋升的时期，压力最大，回报也最实在。',
      resource: '正值打拼的年纪，这十年适合进修转型、考取资格，也适合放慢脚步、把根扎深。',
    },
    later: {
      peers: '到了从容的年纪，这十年身边人事热闹，适合与老友同好为伴，也要守好自己的积蓄。',
      expression: '到了从容的年纪，这十年宜把经验传下去，写作、授艺、带后辈，都会带来满足。',
      wealth: '到了从容的年纪，这十年宜把家业理顺，守成重于开拓，安排好财务与传承。',
      authority: '到了从容的年纪，这十年仍有担子和名望，量力而行，把位置留给值得托付的人。',
      resource: '到了从容的年纪，这十年的福气在于安养与智慧：读书、修身，照顾好身体。',
    },
  },
  intro: (forward, years, months) =>
    `你的大运${forward ? '顺行' : '逆行'}（方向由年干阴阳与性别而定），${years}岁${months > 0 ? `${months}个月` : ''}起运，此后每十年换一步。`,
  needs: (elements) =>
    `你的命局喜${elements}：带来它们的大运，往往是更顺的十年。下面一步一步来看。`,
};
