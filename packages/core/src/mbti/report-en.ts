/** English texts of the paid 16-type report (our own writing). */
import type { DimensionFacts, ReportContent } from './report-shape';
import { GROUPS_EN, STYLES_EN } from './report-groups-en';

const list = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const split = (d: DimensionFacts) => `You came out ${d.p}% ${d.pole} and ${d.q}% ${d.otherPole}`;

export const REPORT_EN: ReportContent = {
  titles: {
    overview: 'Your type at a glance',
    strengths: 'Your strengths',
    blindSpots: 'Blind spots to watch',
    relationships: 'Love and friendship',
    work: 'Work and careers',
    growth: 'Your growth plan',
  },
  dimensionTitle: (name, first, second) => `${name}: ${first} and ${second}`,
  levels: { simplified: 'simplified', standard: 'standard', full: 'full' },
  bands: { slight: 'slight', moderate: 'moderate', clear: 'clear', very_clear: 'very clear' },
  dimensions: {
    EI: {
      name: 'Energy',
      flex: 'Near the middle, you are what some people call an ambivert: a lively evening and a quiet one can both refill you, and which one you need may change from week to week. Check in with yourself rather than with a label.',
    },
    SN: {
      name: 'Perception',
      flex: 'Near the middle, you move between the concrete and the conceptual: you notice the facts in front of you and also wonder what they point to. You may be the translator between the detail people and the big-picture people.',
    },
    TF: {
      name: 'Decisions',
      flex: 'Near the middle, head and heart tend to take turns: you weigh what is logical and what is kind, and you may take a little longer to decide because both count. That is a balance many people never reach.',
    },
    JP: {
      name: 'Structure',
      flex: "Near the middle, you like a plan but don't cling to it: you schedule what matters and leave the rest open. Your style may shift with the setting, organised at work and loose on holiday, or the other way round.",
    },
  },
  poles: {
    E: {
      lean: 'Leaning toward Extraversion often means you warm up by engaging: you think better when you talk an idea through, you sense the mood of a room quickly, and when you are unsure, action comes easier than waiting. Long stretches alone may leave you restless rather than rested.',
      offers:
        "speaking up early, thinking out loud with a trusted friend, and letting other people's energy spark a new idea",
      strength: 'You start conversations easily, rally people and turn ideas into action quickly.',
      risk: 'speaking or acting before everyone has been heard, and filling the quiet moments that others need for thinking',
      love: 'You may show care by making plans and sharing time; tell a quieter partner or friend that their need for space is not a rejection, and ask what recharges them.',
      work: 'You likely do your best thinking in meetings, workshops and quick exchanges, so build some talking time into solitary tasks.',
      stretch:
        'Once a week, spend an hour alone with a question before you discuss it with anyone, and write down what you concluded.',
    },
    I: {
      lean: 'Leaning toward Introversion often means you recharge in quiet: you prefer to think before you speak, enjoy one deep conversation more than five light ones, and may feel drained after a long day with people, however much you liked them.',
      offers:
        'the pause before answering, time alone to sort out your thoughts, and conversations that go one layer deeper',
      strength:
        'You bring focus and careful listening, and the ideas you share have usually been thought through.',
      risk: 'keeping good ideas to yourself until the moment has passed, and withdrawing without telling people why',
      love: 'You may show care through attention and small, thoughtful gestures; let the people close to you know when you need quiet time, so they do not read it as distance.',
      work: 'You likely work best with stretches of uninterrupted time; ask for an agenda before meetings so you can prepare your thoughts.',
      stretch:
        'Once a week, share a half-formed idea out loud, in a meeting or with a friend, before it feels finished.',
    },
    S: {
      lean: 'Leaning toward Sensing often means you trust what you can see, test and remember. You notice details others miss, like instructions that are clear and concrete, and tend to improve things step by step rather than start over.',
      offers:
        'the facts on the ground, a careful look at what has worked before, and a realistic sense of what a plan will take',
      strength:
        'You are practical and observant: you ground plans in facts and catch problems early.',
      risk: 'dismissing an idea because it has no track record yet, or staying with the details after the bigger picture has changed',
      love: "You may show care in practical ways, remembering preferences and making everyday life smoother; share a dream or a 'what if' now and then, too.",
      work: 'You likely shine where accuracy and realism count; when a project starts from a vague vision, ask for one concrete first step.',
      stretch:
        "Once a week, spend ten minutes asking 'what could this become in five years?' about something you normally handle practically.",
    },
    N: {
      lean: 'Leaning toward Intuition often means you read between the lines: you notice patterns, meanings and possibilities, get bored by repetition, and may jump ahead to the future before the present is settled.',
      offers:
        "the long view, a fresh link between things that seemed unrelated, and the question 'what if we did it differently?'",
      strength:
        'You see patterns early, imagine alternatives and can explain the meaning behind the facts.',
      risk: 'overlooking practical details, or falling for an idea before checking whether it fits reality',
      love: 'You may show care by sharing ideas, dreams and long talks; remember the practical things too, such as dates, chores and promises, because they speak loudly to many people.',
      work: 'You likely enjoy strategy, design and hard problems; team up with a detail-minded colleague when it is time to deliver.',
      stretch:
        'Once a week, take one idea and write down its first three concrete steps, with dates, before moving on to the next idea.',
    },
    T: {
      lean: 'Leaning toward Thinking often means you step back to decide: you weigh pros and cons, look for what is fair and consistent, and value honest feedback even when it stings.',
      offers:
        'a cool look at cause and effect, a fair rule applied the same way to everyone, and a straight answer',
      strength: 'You bring clarity and fairness, and the courage to name a problem plainly.',
      risk: 'coming across as blunt, or treating feelings, your own included, as a problem to be solved',
      love: 'You may show care by solving problems and being honest; before offering a fix, ask whether the other person wants advice or simply wants to be heard.',
      work: "You likely do well where decisions follow clear reasoning; explaining the 'why' is what brings people along.",
      stretch:
        'Once a week, before a decision, write down who it affects and how they might feel, and let that count.',
    },
    F: {
      lean: 'Leaning toward Feeling often means you decide with people in mind: you weigh what matters to you and to those affected, sense tension quickly and care about keeping relationships warm.',
      offers:
        'attention to how people will be affected, a sense of what matters most, and the warmth that makes hard news easier to hear',
      strength:
        'You bring empathy and loyalty to your values, and you have a gift for making people feel seen.',
      risk: 'avoiding a conflict that needs to happen, or hearing criticism of your work as criticism of you',
      love: 'You may show care through warmth and attunement; say what you need directly as well, rather than hoping it will be noticed.',
      work: 'You likely give the most where your work helps people or reflects your values; ask for feedback in private and in concrete terms.',
      stretch:
        'Once a week, make one decision by listing its pros and cons first, and notice what that adds.',
    },
    J: {
      lean: 'Leaning toward Judging often means you like things settled: you make lists, plan ahead and feel relief once a decision is made. The word describes a taste for order and closure, and says nothing about judging others.',
      offers: 'a plan with dates, a decision made on time, and the calm of knowing what comes next',
      strength:
        'You are organised and dependable: you finish what you start and help others finish too.',
      risk: 'deciding too early, or feeling thrown when plans change at the last minute',
      love: 'You may show care by planning ahead and keeping promises; leave some room in your time together for the unplanned, too.',
      work: 'You likely do your best with clear deadlines and a visible plan; build a small buffer for surprises into every schedule.',
      stretch:
        'Once a week, leave an evening or an afternoon unplanned and follow whatever you feel like doing.',
    },
    P: {
      lean: 'Leaning toward Perceiving often means you like to keep options open: you adapt as you go, gather more information before deciding, and often do your best work in a burst near the deadline.',
      offers:
        'room to change course, curiosity about new information, and the ease of adapting when plans fall through',
      strength:
        'You are adaptable and open-minded: you respond well to change and spot options others miss.',
      risk: 'putting off decisions until they are made for you, or leaving others unsure what you will do',
      love: 'You may show care through spontaneity and openness; agree on a few fixed points, such as dates and promises, that the other person can count on.',
      work: 'You likely work well with variety and some freedom in how you reach a goal; break big tasks into short sprints, each with its own small deadline.',
      stretch:
        'Once a week, settle one thing you have been leaving open, and write down the date you will act on it.',
    },
  },
  groups: GROUPS_EN,
  styles: STYLES_EN,
  list,
  overview: {
    intro: (o) =>
      o.variant % 2 === 0
        ? `Your result is ${o.type} (${o.nickname}), one of the ${o.groupName}. ${o.tagline}`
        : `You came out as ${o.type} (${o.nickname}), among the types we call the ${o.groupName}. ${o.tagline}`,
    line: (d) =>
      d.tie ? `${d.pole} ${d.p}% (an even split)` : `${d.pole} ${d.p}% (${d.bandName})`,
    lines: (o, lines) =>
      `This report is written from your own answers to the ${o.levelName} test (${o.count} statements), not only from a general description of ${o.type}. Here is how clearly each preference came out: ${list(lines)}.`,
    clearest: (d) =>
      `Your clearest preference is ${d.pole} at ${d.p}% (clarity ${d.clarity} out of 100): this is the part of your type you can lean on most.`,
    balanced: (d) =>
      `Your most balanced pair is ${d.pole} and ${d.otherPole}, at ${d.p}/${d.q}: hold the ${d.letter} lightly, because you can work from either side.`,
    leastStillReal: (d) =>
      `Even your least pronounced preference, ${d.pole} at ${d.p}%, is a real lean rather than a coin toss.`,
    allClear:
      'All four preferences came out clearly, so this portrait should feel familiar; the sections below show where each one comes from.',
    neighbours: (middle, types) =>
      `Because your ${list(middle.map((d) => `${d.letter}/${d.other}`))} ${middle.length > 1 ? 'results sit' : 'result sits'} close to the middle, you may also recognise yourself in ${list(types)}. Read those descriptions too and keep what fits.`,
    typeName: (type, nickname) => `${type} (${nickname})`,
    levelNote: {
      simplified:
        'The simplified test is short (24 statements), so a letter near the middle can change from one sitting to the next; the standard or full test gives a steadier picture.',
      standard:
        'Results near 50% can change from one sitting to the next; the full test (96 statements) gives the steadiest picture.',
      full: 'Even on the full test, results near 50% can change from one sitting to the next.',
    },
  },
  dimension: {
    tie: (d) =>
      `Your answers on ${d.name.toLowerCase()} came out exactly 50/50. The test's tie rule gives an even split to ${d.pole}, so your letter here is ${d.letter}, but treat it as open: both sides are equally yours.`,
    lead: {
      slight: (d) =>
        `${split(d)}, a slight lean (clarity ${d.clarity} out of 100). On ${d.name.toLowerCase()}, a split this close reads as flexible rather than fixed.`,
      moderate: (d) =>
        `${split(d)}, a moderate preference (clarity ${d.clarity} out of 100). ${d.pole} is your usual way, and the other side is still within easy reach.`,
      clear: (d) =>
        `${split(d)}, a clear preference (clarity ${d.clarity} out of 100). ${d.pole} is your home ground, and you probably notice when a situation asks you to work the other way.`,
      very_clear: (d) =>
        `${split(d)}, a very clear preference (clarity ${d.clarity} out of 100), near the end of the scale. ${d.pole} shapes your days consistently, and the opposite style may feel like a language you rarely speak.`,
    },
    borrow: {
      near: (d, offers) => `From the ${d.otherPole} side you also draw on ${offers}.`,
      reach: (d, offers) =>
        `When you need it, you can still borrow from ${d.otherPole}: ${offers}.`,
      far: (d, offers) => `What ${d.otherPole} could add, in small doses: ${offers}.`,
    },
  },
  strengths: {
    line: (d, text) => `• ${d.pole}, ${d.p}%: ${text}`,
    more: (lines) => `The rest of your result adds its own strengths:\n${lines.join('\n')}`,
    intro: (lines) =>
      `Your strengths come most directly from your clearest preferences:\n${lines.join('\n')}`,
    balanced: (dims) =>
      `No single preference dominates your result (${list(dims.map((d) => `${d.pole} ${d.p}%`))}), and that is a strength of its own: you can switch styles as the situation asks. Each of your four letters still brings something of its own.`,
  },
  blindSpots: {
    intro: (d, risk) =>
      `Blind spots are usually strengths used a little too much. With ${d.pole} at ${d.p}%, watch for ${risk}.`,
    also: (d, risk) => `With ${d.pole} at ${d.p}% as well, notice ${risk}.`,
    balanced: (dims) =>
      `With every preference between 50% and ${Math.max(...dims.map((d) => d.p))}%, the main risk is a different one: hesitating between two good ways of doing something. When you notice it, pick one on purpose and review it later.`,
  },
  relationships: {
    lead: 'How your own numbers show up with the people close to you:',
    line: (d, text) => `• ${d.pole} (${d.p}%): ${text}`,
    middle: (d) =>
      `• ${d.letter}/${d.other} (${d.p}/${d.q}): you sit near the middle, so partners and friends of either style can feel familiar; tell them which one you need today.`,
  },
  work: {
    lead: 'What your numbers suggest about how you work:',
    line: (d, text) => `• ${d.pole} (${d.p}%): ${text}`,
    middle: (d) =>
      `• ${d.letter}/${d.other} (${d.p}/${d.q}): you can work either way, which makes you a natural bridge between colleagues who can't.`,
    careers: (type, careers) =>
      `Fields that often suit ${type}: ${careers.join('; ')}. Treat them as ideas, not limits: people of every type do well in every field.`,
  },
  growth: {
    intro: 'A plan for the next month, built from your own result:',
    stretch: (d, exercise) =>
      `• Stretch toward ${d.otherPole}. With ${d.pole} at ${d.p}%, the other side gets the least practice. ${exercise}`,
    flex: (d) =>
      `• Keep your range on ${d.letter}/${d.other}. At ${d.p}/${d.q} you already move between ${d.pole} and ${d.otherPole}; notice which one you reach for under stress, and choose the other once on purpose.`,
    step: (week, text) => `• Week ${week}: ${text}`,
    closing: (level) =>
      `In a few months, take the ${level === 'full' ? 'full test again' : 'full test'} and compare: preferences can shift with life and mood, especially those near 50%. This report is for self-reflection and enjoyment; it is not a diagnosis and not a tool for hiring or selection.`,
  },
};
