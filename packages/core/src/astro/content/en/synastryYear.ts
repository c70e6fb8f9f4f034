/**
 * English texts of the deep report's year: Jupiter's and Saturn's aspects to the pair, the
 * twelve months and the year at a glance. Every sentence that can occur more than once in a
 * report carries a date, a month or a name.
 */
import type { MonthsText, PlanText, TimingText } from '../deepTypes';
import { cap, DEEP_LABELS_EN } from './synastryDeep';

const list = DEEP_LABELS_EN.list;

export const TIMING_EN: TimingText = {
  sky: (from, to, jupiter, saturn) =>
    `From ${from} to ${to}, Jupiter travels through ${jupiter} and Saturn through ${saturn}.`,
  roles:
    'Jupiter widens and encourages whatever it touches, while Saturn tests it, slows it down and makes it real.',
  when: (exact, from, to) => `exact on ${list(exact)}, in force from ${from} to ${to}.`,
  meaning: {
    jupiter: {
      harmonious: {
        sun: (w) =>
          `Encouragement flows to ${w}, a fine time to back a shared plan, a move or a new step.`,
        moon: (w) =>
          `Home life and moods lift around ${w}, and generosity comes easily between you.`,
        venus: (w) =>
          `Affection grows around ${w}, so time together, gifts and small pleasures pay off now.`,
        asc: (w) =>
          `Doors open through ${w} for the way you appear together, so meet people and accept invitations.`,
      },
      tense: {
        sun: (w) =>
          `Jupiter inflates whatever touches ${w}, so big promises and overcommitment are the risk; trim plans to what you can keep.`,
        moon: (w) =>
          `Feelings run large around ${w}; enjoy the warmth, but watch for overindulgence and for saying yes to everything.`,
        venus: (w) =>
          `Pleasure is abundant around ${w}, and so is spending, so enjoy it without letting bills or expectations grow too big.`,
        asc: (w) =>
          `Jupiter's pressure on ${w} tempts the two of you to take on too much, so choose the offers that truly fit.`,
      },
      conjunction: {
        sun: (w) =>
          `Jupiter sits on ${w}, one of the luckiest touches of the year, bringing growth, confidence and a wider horizon.`,
        moon: (w) =>
          `Jupiter joins ${w}, bringing comfort and generosity and a chance to make home feel larger, even literally.`,
        venus: (w) =>
          `Jupiter joins ${w}, a classic season for warmth and celebration, when the relationship feels abundant.`,
        asc: (w) =>
          `Jupiter crosses ${w}, so you are seen together more, and new friends, travel or a fresh start come your way.`,
      },
    },
    saturn: {
      harmonious: {
        sun: (w) =>
          `Saturn steadies ${w}, and patient work on a shared goal gets real results now.`,
        moon: (w) =>
          `Saturn gives ${w} a calm, settled feeling, a good time for commitments about home and family.`,
        venus: (w) =>
          `Saturn makes ${w} loyal and serious, a good season for promises meant to last.`,
        asc: (w) => `Saturn supports ${w}, and other people start to take you seriously as a pair.`,
      },
      tense: {
        sun: (w) =>
          `Saturn tests ${w} with duties, delays or fatigue; carry the load together instead of blaming each other.`,
        moon: (w) =>
          `Saturn weighs on ${w}, so moods can feel heavy or distant; make room for quiet support and fewer demands.`,
        venus: (w) =>
          `Saturn cools ${w}, which can feel like less warmth; show care in reliable, practical ways until it passes.`,
        asc: (w) =>
          `Saturn presses on ${w}, so outside pressures test how you act as a team; agree on priorities early.`,
      },
      conjunction: {
        sun: (w) =>
          `Saturn joins ${w}, a serious turning point that asks what the relationship is for and rewards clear commitment.`,
        moon: (w) =>
          `Saturn sits on ${w}, so emotional needs become responsibilities, and steady routines help more than grand gestures.`,
        venus: (w) =>
          `Saturn sits on ${w}, a time to define the relationship, settle its commitments or renegotiate its terms.`,
        asc: (w) =>
          `Saturn crosses ${w}, and the life you share takes on more structure, duty and maturity.`,
      },
    },
  },
  none: (a, b) =>
    `Neither Jupiter nor Saturn makes a close aspect to the Sun, Moon or Venus of ${a} and ${b} this year, nor to the composite chart. The slow background rhythm is quiet, so the faster movements in the months below set the pace.`,
  closing: (count) =>
    count === 0
      ? 'Dates in this report are in universal time, and the months with the most movement are named at the end.'
      : `Dates are in universal time; a transit is felt most in the weeks around its exact dates, and the ${count === 1 ? 'aspect above is the slow one' : `${count} aspects above are the slow ones`} that shape your year.`,
};

const NEW = [
  'a fresh push for a joint plan',
  'a good start for practical or money matters',
  'a moment to open a new conversation',
  'a quiet start for emotional renewal',
];
const FULL = [
  'bringing feelings about freedom and pride to a peak',
  'showing what needs finishing or settling',
  'bringing something said or unsaid into the open',
  'bringing emotions to the surface, to be met kindly',
];

export const MONTHS_EN: MonthsText = {
  intro: (a, b, first, last) =>
    `Each month from ${first} to ${last} is read from that month's sky for ${a} and ${b}: the Sun's change of sign, the new and full moons, Venus and Mars, and the dates they touch your charts.`,
  sun: (date, sign, theme) => `On ${date} the Sun enters ${sign}, ${theme}.`,
  season: [
    'a push to start something new together',
    'a season for comfort, money matters and slowing down',
    'a busy stretch of messages, visits and short trips',
    'turning attention to home and family',
    'a time for play, warmth and generosity',
    'a good moment to sort out routines and health',
    'putting the relationship itself at the centre',
    'a season for depth, honesty and shared money',
    'bringing plans for travel, study and bigger ideas',
    'a season for goals, work and long-term decisions',
    'turning attention to friends and future plans',
    'a quieter season for rest, kindness and dreams',
  ],
  ingress: (planet, date, sign, meaning) =>
    planet === 'venus'
      ? `Venus enters ${sign} on ${date}, and ${meaning}.`
      : `Mars moves into ${sign} on ${date}, and ${meaning}.`,
  stay: (month, venus, mars) =>
    `Through ${month} Venus stays in ${venus} and Mars in ${mars}, so the tone of the last weeks carries on.`,
  venusIn: [
    'affection turns bold and spontaneous',
    'affection slows down and seeks comfort',
    'warmth travels in words and messages',
    'shared meals and closeness matter more',
    'affection asks for compliments and celebration',
    'care shows in small acts of help',
    'outings and peacemaking go gracefully',
    'feelings deepen and jealousy needs watching',
    'affection wants adventure and plenty of laughter',
    'affection turns serious and committed',
    'affection wants freedom and a friendly tone',
    'tenderness and forgiveness come easily',
  ],
  marsIn: [
    'energy runs high while tempers run short',
    'energy turns steady, practical and stubborn',
    'energy scatters into talk and quick errands',
    'energy goes into the home, and moods can turn prickly',
    'energy turns proud, playful and competitive',
    'energy is best spent on chores and fixing things',
    'energy goes into negotiating, though indecision can frustrate',
    'energy runs deep and determined, with little patience for games',
    'energy wants movement, sport and travel',
    'energy is disciplined and good for hard work',
    'energy turns restless and keen on change',
    'energy ebbs, so rest and gentle effort suit you',
  ],
  station: (planet, turn, date) => {
    if (planet === 'mercury')
      return turn === 'retro'
        ? `Mercury turns retrograde on ${date}: double-check plans and messages, and revisit old conversations rather than starting new ones.`
        : `Mercury turns direct on ${date}, and stalled plans and talks start to move again.`;
    if (planet === 'venus')
      return turn === 'retro'
        ? `Venus turns retrograde on ${date}, a time to review the relationship rather than rush big decisions about it.`
        : `Venus turns direct on ${date}, and affection and shared spending find their footing again.`;
    return turn === 'retro'
      ? `Mars turns retrograde on ${date}, so old frustrations may resurface; slow down before reacting.`
      : `Mars turns direct on ${date}, and energy that felt stuck starts moving forward.`;
  },
  lunation: (kind, date, sign, where, element) =>
    `The ${kind} moon on ${date} falls in ${sign}${where ? ` ${where}` : ''}, ${(kind === 'new' ? NEW : FULL)[element]}.`,
  lunationWhere: {
    house: (house) => `in your composite ${house}`,
    touches: (target, kind) =>
      kind === 'opposition' ? `opposite ${target}` : `right on ${target}`,
  },
  fast: (planet, tone, date, head) => {
    const tail = {
      sun: {
        harmonious: 'a day when it is easy to be seen and supported',
        tense: 'pride may clash, so keep the day simple',
        conjunction: 'a day that puts this part of your bond in the spotlight',
      },
      venus: {
        harmonious: 'a sweet day for time together or a kind gesture',
        tense: 'small disappointments or overspending are possible, so keep expectations light',
        conjunction: 'one of the most affectionate days of the month',
      },
      mars: {
        harmonious: 'a good day to tackle a task together',
        tense: 'tempers may flare, so avoid big arguments that day',
        conjunction: 'energy and drive run high, for better or worse',
      },
    }[planet][tone];
    return `On ${date}, ${head}: ${tail}.`;
  },
  slow: (head, month, exactIn) =>
    exactIn
      ? `${cap(head)} is exact on ${exactIn}, the heart of this month.`
      : `${cap(head)} is still in force through ${month}.`,
  focus: {
    warm: (m) => `All in all, ${m} is a warm month: plan the things that need goodwill.`,
    mixed: (m) =>
      `All in all, ${m} is mixed, with easy days and edgy ones, so check the dates above before planning.`,
    tense: (m) => `All in all, ${m} asks for patience, so keep big talks for the calmer days.`,
    quiet: (m) => `All in all, ${m} is quiet for the two of you, good for routine and rest.`,
  },
};

export const PLAN_EN: PlanText = {
  intro: (a, b) => `Putting the year together for ${a} and ${b}, a few months stand out.`,
  best: (months) =>
    `The warmest months look like ${months}, good times for plans, trips or conversations that need goodwill.`,
  careful: (months) =>
    `Take more care in ${months}: keep big decisions for calmer weeks and be generous with each other.`,
  mercury: (windows) =>
    `Mercury is retrograde ${windows}; use those weeks to review, repair and reread, not to sign or launch.`,
  noMercury:
    'Mercury is not retrograde in these months, so communication has no built-in slow periods this year.',
  venus: (window) =>
    `Venus is retrograde ${window}, a season to reflect on what you both want from each other rather than to force it.`,
  span: (from, to) =>
    from === null ? `until ${to}` : to === null ? `from ${from} onwards` : `from ${from} to ${to}`,
  area: {
    love: (a, b) =>
      `Affection is your lowest score, so this year ${a} and ${b} can tend it on purpose: a regular hour together with no agenda, and thanks said out loud.`,
    friendship: (a, b) =>
      `Friendship is your lowest score, so this year ${a} and ${b} can build it up with a shared hobby or friends you see together.`,
    communication: (a, b) =>
      `Communication is your lowest score, so this year ${a} and ${b} can keep a short weekly check-in about plans, money and feelings.`,
    longTerm: (a, b) =>
      `The long term is your lowest score, so this year ${a} and ${b} can set one concrete shared goal and review it each season.`,
  },
  closing: (a, b) =>
    `None of this fixes what will happen; it shows the weather, and ${a} and ${b} decide how to travel through it.`,
};
