/**
 * The English words of a 八字 (Four Pillars) reading, each Chinese term glossed where it first
 * appears: the Day Master, the five elements, the ten gods' families, the luck pillars and the
 * year. Our own writing.
 */
import { BRANCHES, STEMS } from '../cycle';
import { BRANCH_PINYIN, STEM_PINYIN as PINYIN } from './pinyin';
import type { BaziText } from './types';

const NATURE = [
  'yang Wood',
  'yin Wood',
  'yang Fire',
  'yin Fire',
  'yang Earth',
  'yin Earth',
  'yang Metal',
  'yin Metal',
  'yang Water',
  'yin Water',
];

export const BAZI_EN: BaziText = {
  stem: (s) => `${STEMS[s]} ${PINYIN[s]} (${NATURE[s]})`,
  pillar: (s, b) => `${STEMS[s]}${BRANCHES[b]} ${PINYIN[s]} ${BRANCH_PINYIN[b]}`,
  element: { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' },
  titles: {
    dayMaster: 'Your Day Master and nature',
    elements: 'The five elements: plenty and scarcity',
    gifts: 'Where your gifts lie',
    luck: 'Your current luck pillar',
    year: 'This year',
  },
  dayMaster: [
    'Your Day Master (the stem of your day, which stands for you) is 甲 Jia, yang Wood: the tall tree. Upright and self-directed, you grow towards the light and give shade to the people around you; you hold a course once chosen, and bending costs you more than hard work does.',
    'Your Day Master (the stem of your day, which stands for you) is 乙 Yi, yin Wood: the vine and the flower. Supple and perceptive, you know how to lean on support and how to go around a wall instead of through it; gentle on the surface, you can bloom in the smallest crack.',
    'Your Day Master (the stem of your day, which stands for you) is 丙 Bing, yang Fire: the noon sun. Warm and open-handed, you want to light up the room and be seen doing it; quick to flare and quick to forgive, what you cannot bear is being ignored.',
    'Your Day Master (the stem of your day, which stands for you) is 丁 Ding, yin Fire: the candle and the lamp. Warm and focused, you notice what others miss and light one thing, or one person, at a time; your feelings run deep behind a composed face.',
    'Your Day Master (the stem of your day, which stands for you) is 戊 Wu, yang Earth: the mountain. Steady and dependable, you carry weight and make room for others, and people feel safe near you; slow to warm, you are very hard to move once decided.',
    'Your Day Master (the stem of your day, which stands for you) is 己 Ji, yin Earth: the field. Accommodating and practical, you nourish and organise, and you get the details right; you hold a lot of people in mind, sometimes more than is good for you.',
    'Your Day Master (the stem of your day, which stands for you) is 庚 Geng, yang Metal: the raw blade. Decisive and loyal, you have nerve and an edge, and you step up when it counts; life tempers you, and once tempered you are sharp and utterly reliable.',
    'Your Day Master (the stem of your day, which stands for you) is 辛 Xin, yin Metal: the jewel. Refined and discerning, you care about quality, beauty and dignity, and you see the flaw others overlook; soft outside and firm inside, you do not take rough handling well.',
    'Your Day Master (the stem of your day, which stands for you) is 壬 Ren, yang Water: the river and the sea. Quick and broad-minded, you think in currents and love movement and change; you can hold a great deal, but you need banks to flow well.',
    'Your Day Master (the stem of your day, which stands for you) is 癸 Gui, yin Water: rain and dew. Subtle and intuitive, you refresh the people around you without a sound; you think deeply and often say less than you know.',
  ],
  strength: {
    strong:
      'Your Day Master is strong (its own element and the one that feeds it hold most of the chart): you decide quickly and carry pressure well; what you need is an outlet and a direction, so the surplus turns into work you can show.',
    balanced:
      'Your Day Master is balanced, neither strong nor weak: you can advance or yield as needed, and much depends on where the luck pillars and years push you.',
    weak: 'Your Day Master is on the weak side: observant and sensitive, you do best with allies and the right setting, and you gain more by working with the current than against it.',
  },
  season: {
    with: 'You were born in your element’s own season (得令, "holding the season"): your nature has firm ground, and work that suits it comes easily.',
    against:
      'You were born outside your element’s season: more of what you have is built by effort, which has made you adaptable.',
  },
  abundant: {
    wood: 'Wood is plentiful in your chart: ideas and the urge to grow come easily, and so does starting too many things at once.',
    fire: 'Fire is plentiful in your chart: enthusiasm and expression run high; at a fast pace, watch how much it burns.',
    earth:
      'Earth is plentiful in your chart: you value stability and build reserves, and may wait too long before moving.',
    metal:
      'Metal is plentiful in your chart: principled and decisive, you can be strict with others and with yourself.',
    water:
      'Water is plentiful in your chart: your mind is busy and deep, and easily up too late thinking.',
  },
  scarce: {
    wood: 'Wood is the scarcest: give yourself room to grow on purpose, through learning and new experiences.',
    fire: 'Fire is the scarcest: your warmth does not always show; sunlight and company help you open up.',
    earth:
      'Earth is the scarcest: a sense of ground can be thin; routines and steady saving settle you.',
    metal:
      'Metal is the scarcest: decisions and boundaries take practice; learning to say no is part of your work.',
    water: 'Water is the scarcest: rest and flexibility get neglected; keep quiet time to think.',
  },
  reconcile: {
    weakPlenty: ({ element, own, feeder, pct, season, rooted }) => {
      const why = [!season && 'out of season', !rooted && 'without roots'].filter(Boolean);
      return `${element} shows up more than any other element, yet your Day Master's side (its own ${own} and the ${feeder} that feeds it) holds only about ${pct}% of the chart${why.length ? `, and it stands ${why.join(' and ')}` : ''}; the other elements together outweigh it, so your Day Master is weak, and more ${own} and ${feeder} steadies it rather than overloading it.`;
    },
    strongPlenty: ({ element, own, feeder, pct }) =>
      `${element} shows up more than any other element, yet your own ${own} and the ${feeder} that feeds it together hold about ${pct}% of the chart, so your Day Master is strong; ${element} is where that strength flows out, and leaning on it spends the surplus rather than piling on.`,
    strongScarce: ({ element, own, feeder, pct, other }) =>
      `${element} is the scarcest, yet there is so much ${other} that your Day Master's side (${own} and the ${feeder} that feeds it) holds about ${pct}% of the chart: your Day Master is strong, and what it needs is an outlet, not more ${element}.`,
  },
  helps: (elements, count) =>
    `Lean on ${elements}: borrow ${count === 1 ? 'its' : 'their'} strength in colours, directions, work and daily habits.`,
  gifts: {
    peers:
      'Your chart leans on the Companions (比劫, stems of your own element): your gift is self-reliance and fellowship; you take on hard things alone and stand well beside like-minded people.',
    expression:
      'Your chart leans on the Output stars (食伤, what your element gives birth to): your gift is expression and making; speaking, writing, performing, turning what is inside into something others can see.',
    wealth:
      'Your chart leans on the Wealth stars (财, what your element masters): your gift is practical sense; you read resources, openings and results, and you get things done.',
    authority:
      'Your chart leans on the Officer stars (官杀, what masters your element): your gift is responsibility and structure; disciplined and accountable, you rise well within a system.',
    resource:
      'Your chart leans on the Resource stars (印, what feeds your element): your gift is learning and understanding; you love to study and think, and mentors tend to back you.',
  },
  luckNow: (pillar, from, to) =>
    `You are in the ${pillar} luck pillar (大运, a ten-year phase), from ${from} to ${to}.`,
  decade: {
    peers:
      'A Companion decade: your sense of self grows; good for going independent and finding your people, but watch rivalry over shared gains.',
    expression:
      'An Output decade: your talents want an outlet; good for creative work, teaching, and projects of your own.',
    wealth:
      'A Wealth decade: more opportunities and more practical weighing; good for business and money, and for turning ideas into income.',
    authority:
      'An Officer decade: responsibility and pressure arrive together; the decade in which standing is earned through tests.',
    resource:
      'A Resource decade: good for study, qualifications and depth; mentors help, as long as thinking turns into doing.',
  },
  noLuckYet: (age) =>
    `Your first luck pillar (大运, a ten-year phase) begins at ${age}; until then your month pillar sets the tone.`,
  yearIntro: (year, pillar) => `${year} is a ${pillar} year.`,
  yearTheme: {
    peers:
      'The year brings Companions: more friends, peers and competitors; balance cooperation with knowing where you end.',
    expression:
      'The year brings Output: you will want to say and make things; finish one piece of work, and mind careless words.',
    wealth:
      'The year brings Wealth: more money matters and openings; move practically and avoid impulsive stakes.',
    authority:
      'The year brings the Officer: work and rules weigh more, perhaps a promotion or an assessment; steady is best.',
    resource: 'The year brings Resource: good for study, exams and rest, and for help from elders.',
  },
  yearTouch: {
    冲: 'The year’s branch clashes (冲) with your day branch: a move, a change of setting or a shift in a close relationship is likely, with new openings inside the change.',
    合: 'The year’s branch combines (合) with your day branch: a year of affinity, good for new ties, partnerships and settling a relationship.',
    刑: 'The year’s branch punishes (刑) your day branch: small frictions and repetitions; take more patience with contracts and health.',
    害: 'The year’s branch harms (害) your day branch: misunderstandings and hidden drains; say important things face to face.',
  },
  yearQuiet: 'The year’s branch leaves your day branch alone: the pace is yours to set.',
  pairBond: {
    same: (a, b) =>
      `${a} and ${b} share a Day Master element: two trees side by side, two currents in one direction; you understand each other, and neither likes to give way.`,
    aFeedsB: (a, b) =>
      `${a}'s Day Master feeds ${b}'s (in the cycle in which each element gives birth to the next): ${a} tends to be the giver and supporter, ${b} the one who is nourished.`,
    aMastersB: (a, b) =>
      `${a}'s Day Master masters ${b}'s (in the cycle in which each element restrains another): ${a} tends to lead, and ${b} may feel guided, or held in.`,
    bMastersA: (a, b) =>
      `${b}'s Day Master masters ${a}'s (in the cycle in which each element restrains another): ${b} tends to lead, and ${a} may feel guided, or held in.`,
    bFeedsA: (a, b) =>
      `${b}'s Day Master feeds ${a}'s (in the cycle in which each element gives birth to the next): ${b} tends to be the giver and supporter, ${a} the one who is nourished.`,
  },
  pairCombine: (a, b) =>
    `${a}'s and ${b}'s day stems combine (合), the classic sign of attraction between two charts.`,
  pairDayBranch: {
    冲: (a, b) =>
      `${a}'s and ${b}'s day branches clash (冲): sparks, and tugs over daily habits; give each other room.`,
    合: (a, b) =>
      `${a}'s and ${b}'s day branches combine (合): everyday life together comes naturally.`,
    刑: (a, b) =>
      `${a}'s and ${b}'s day branches punish (刑) each other: small frictions recur; clear agreements work better than silence.`,
    害: (a, b) =>
      `${a}'s and ${b}'s day branches harm (害) each other: it is easy to hurt without meaning to; a little more care prevents a lot of misunderstanding.`,
  },
  pairOverall: {
    warm: 'Across all four pillars, combinations outnumber clashes: an easy affinity.',
    mixed:
      'Across all four pillars, combinations and clashes balance: what you make of it is in how you live it.',
    testing:
      'Across all four pillars, clashes outnumber combinations: a bond that asks for patience and care.',
  },
  and: (a, b) => `${a} and ${b}`,
  age: (years, months) =>
    months === 0 ? `age ${years}` : `age ${years} and ${months} month${months === 1 ? '' : 's'}`,
};
