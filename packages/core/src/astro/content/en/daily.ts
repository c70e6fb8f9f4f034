/**
 * English texts of the free daily fortune: sentence parts that compose_daily joins with the
 * day's transits, Moon and stations. Advice stays practical: no medical or financial advice.
 */
import type { DailyText } from '../daily-types';

const ex = (exact: boolean) => (exact ? ' exactly today' : '');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const DAILY_EN: DailyText = {
  verb: {
    conjunction: 'meets',
    sextile: 'sextiles',
    square: 'squares',
    trine: 'trines',
    opposition: 'opposes',
  },
  natal: (p) => `your natal ${p}`,
  lead: {
    harmonious: [
      (w) =>
        `${cap(w.t)} ${w.verb} ${w.n}${ex(w.exact)}, a helping hand for ${w.role}${w.area ? `, felt most around ${w.area}` : ''}.`,
      (w) =>
        `${w.exact ? 'Exact today, ' : 'Today '}${w.t} ${w.verb} ${w.n} and opens an easy door for ${w.role}${w.area ? ` in ${w.area}` : ''}.`,
      (w) =>
        `A friendly sky: ${w.t} ${w.verb} ${w.n}${ex(w.exact)}, lending support to ${w.role}${w.area ? ` and to ${w.area}` : ''}.`,
    ],
    challenging: [
      (w) =>
        `${cap(w.t)} ${w.verb} ${w.n}${ex(w.exact)}, putting pressure on ${w.role}${w.area ? `, most of all around ${w.area}` : ''}.`,
      (w) =>
        `${w.exact ? 'Exact today, ' : 'Today '}${w.t} ${w.verb} ${w.n}: expect some friction around ${w.role}${w.area ? ` and in ${w.area}` : ''}.`,
      (w) =>
        `The day's test comes from ${w.t}, which ${w.verb} ${w.n}${ex(w.exact)} and asks for patience with ${w.role}${w.area ? ` in ${w.area}` : ''}.`,
    ],
    conjunction: [
      (w) =>
        `${cap(w.t)} ${w.verb} ${w.n}${ex(w.exact)}, turning the spotlight on ${w.role}${w.area ? ` and on ${w.area}` : ''}.`,
      (w) =>
        `${w.exact ? 'Exact today, ' : 'Today '}${w.t} ${w.verb} ${w.n}, stirring ${w.role}${w.area ? ` with the focus on ${w.area}` : ''}.`,
      (w) =>
        `All eyes on one point: ${w.t} ${w.verb} ${w.n}${ex(w.exact)}, charging ${w.role}${w.area ? ` and ${w.area}` : ''} with fresh energy.`,
    ],
  },
  quietLead: [
    (mood) =>
      `No planet is pressing on your chart today, so the tone comes from the Moon: ${mood}.`,
    (mood) => `The planets leave your chart in peace today; what colours the hours is ${mood}.`,
    (mood) =>
      `A quiet sky for you: no transit is close, and the day takes its colour from ${mood}.`,
  ],
  moon: [
    (m) =>
      `The Moon is ${m.phase} in ${m.sign}${m.area ? `, crossing ${m.area}` : ''}, and brings ${m.mood}.`,
    (m) =>
      `In ${m.sign} the Moon is ${m.phase}${m.area ? ` and lights up ${m.area}` : ''}; expect ${m.mood}.`,
    (m) =>
      `${m.area ? `The Moon moves through ${m.area}, ${m.phase} in ${m.sign}` : `The Moon is ${m.phase} in ${m.sign}`}, and the mood it lends is ${m.mood}.`,
    (m) =>
      `Moon watch: ${m.phase} in ${m.sign}${m.area ? `, passing through ${m.area}` : ''}, with ${m.mood} in the air.`,
  ],
  phase: [
    'new',
    'a waxing crescent',
    'at first quarter',
    'waxing gibbous',
    'full',
    'waning gibbous',
    'at last quarter',
    'a waning crescent',
  ],
  moonMood: [
    'a quick, impatient spark',
    'a slow, comfortable steadiness',
    'a chatty, curious restlessness',
    'a tender pull towards home',
    'a warm wish to be seen',
    'a tidy, useful focus',
    'a wish for balance and good company',
    'an intense, private depth',
    'a hunger for space and meaning',
    'a sober, get-it-done mood',
    'a cool, independent streak',
    'a soft, dreamy drift',
  ],
  motion: (k, planet, theme, kind, area) => {
    const where = area ? `, in ${area}` : '';
    if (kind === 'stationR')
      return `${planet} stands still before turning retrograde${where}: slow down on ${theme} and watch what comes back.`;
    if (kind === 'stationD')
      return `${planet} stands still before turning direct${where}: what stalled around ${theme} starts to move again.`;
    return [
      `${planet} is retrograde${where}, a time to revisit ${theme} rather than start afresh.`,
      `${planet} moves backwards${where} and touches your chart today: go over ${theme} once more.`,
      `With ${planet} retrograde${where} and in contact with your chart, second thoughts about ${theme} are worth hearing.`,
    ][k % 3]!;
  },
  retroTheme: {
    mercury: 'messages, plans and travel details',
    venus: 'love, money and what you value',
    mars: 'where your energy and temper go',
    jupiter: 'your hopes and how far you stretch',
    saturn: 'duties, limits and long commitments',
    uranus: 'the changes you crave',
    neptune: 'dreams and blurry boundaries',
    pluto: 'power and what you are ready to let go',
  },
  close: {
    0: [
      (s, _b, w) =>
        `Overall ${s}: a heavy day, hardest on ${w}, so keep plans small and rest early.`,
      (s, _b, w) => `It adds up to ${s}, a day to protect ${w} and ask little of yourself.`,
      (s, b) =>
        `With the total at ${s}, lean on what still works, ${b}, and postpone big decisions.`,
    ],
    1: [
      (s, _b, w) =>
        `Overall ${s}: slow going, mostly around ${w}, so double-check details and leave room for delays.`,
      (s, _b, w) => `The sum is ${s}, a little below par, with ${w} needing the most care.`,
      (s, b, w) => `At ${s} overall, ${b} holds up best; let it carry the day while ${w} recovers.`,
    ],
    2: [
      (s, b, w) => `Overall ${s}: an even day, with ${b} a little ahead of ${w}.`,
      (s, b) => `It comes to ${s}, close to an ordinary day, and ${b} is where small efforts pay.`,
      (s, _b, w) =>
        `The total sits at ${s}; nothing tips the scale far, though ${w} wants a gentle hand.`,
    ],
    3: [
      (s, b) =>
        `Overall ${s}: a good day, led by ${b}, so use it for something you have been putting off.`,
      (s, b) => `It adds up to ${s}, with ${b} in front, so speak up and start things.`,
      (s, b) => `At ${s} overall the wind is with you, most of all for ${b}.`,
    ],
    4: [
      (s, b) => `Overall ${s}: a bright day, with ${b} at its best, so dream a little bigger.`,
      (s, b) => `It comes to ${s}, an excellent total carried by ${b}, so say yes to good chances.`,
      (s, b) => `The sum is ${s}, one of your better days, led by ${b}; share the luck.`,
    ],
  },
  scored: (area, score) => `${area} at ${score}`,
  areaName: {
    emotions: 'your heart',
    health: 'your energy',
    wealth: 'your money',
    career: 'your work',
  },
  reason: (first, pull, force, dim, second) => {
    const verb =
      pull === 'up'
        ? ['gives a gentle lift to', 'lifts', 'gives a strong lift to'][force]
        : ['weighs lightly on', 'weighs on', 'weighs heavily on'][force];
    const head = `${cap(first)} ${verb} ${dim}`;
    if (!second) return head;
    if (second.pull !== pull) return `${head}, though ${second.line} pulls the other way`;
    return pull === 'up'
      ? `${head}, helped by ${second.line}`
      : `${head}, and ${second.line} adds to it`;
  },
  moonIn: (sign, part) => [`early ${sign}`, `mid-${sign}`, `late ${sign}`][part]!,
  quietArea: (dim, moonSign) =>
    `No planet leans on ${dim} today, and the Moon in ${moonSign} keeps it near the middle`,
  advice: {
    emotions: {
      lift: [
        'say the warm thing you have been saving',
        'make time for someone who makes you laugh',
        'a heartfelt talk goes further than usual',
        'reach out first, and it will be welcomed',
        'let yourself enjoy being liked',
        'plan a small treat for two',
        'accept the invitation you were unsure about',
        'tell someone what you admire in them',
        'let an old friend know you thought of them',
      ],
      even: [
        'a short check-in with a friend keeps things warm',
        'quiet company suits you better than a crowd',
        'notice what you feel before you explain it',
        'keep promises small and keep them',
        'write a line to someone you miss',
        'let ordinary kindness be enough',
        'share a meal without phones on the table',
        'ask someone how they really are',
        'leave a little room for your own quiet',
      ],
      weigh: [
        'pause before you reply to anything that stings',
        'name what you need instead of hinting',
        'give a misunderstanding a night to cool',
        'spend some time alone without guilt',
        'choose one trusted person to talk to',
        'go easy on yourself and on them',
        'keep tonight simple and familiar',
        'do not settle big questions by message',
        'let a walk take the edge off the mood',
      ],
    },
    health: {
      lift: [
        'a brisk walk or a ride will feel good',
        'try a workout you actually enjoy',
        'cook something fresh and colourful',
        'start a habit you want to keep',
        'use the spare energy outdoors',
        'stretch long and sleep on time',
        'add ten minutes to your usual walk',
        'take the stairs and enjoy the stretch',
        'book the class you keep putting off',
      ],
      even: [
        'keep meals and bedtime regular',
        'a short walk after lunch helps',
        'drink water before the coffee',
        'balance sitting with some movement',
        'stop before you are tired, not after',
        'an early night pays off tomorrow',
        'get some daylight before noon',
        'pack a proper lunch',
        'loosen your neck and wrists between tasks',
      ],
      weigh: [
        'rest counts as progress today',
        'swap the hard session for gentle stretching',
        'keep screens out of the last hour before bed',
        'eat something warm and simple',
        'breathe slowly when your shoulders climb',
        'say no to one extra errand',
        'keep the evening slow and warm',
        'skip the late night and the second coffee',
        'lie down for a short rest if you can',
      ],
    },
    wealth: {
      lift: [
        'a good moment to plan a purchase you have weighed',
        'ask calmly about pay or a fair price',
        'finish the task that brings money in',
        'put a little aside while it feels easy',
        'review a long-term money goal',
        'be generous in a way you can afford',
        'send the invoice you have been holding',
        'look into a course that raises your worth',
        'negotiate one bill down politely',
      ],
      even: [
        'keep to the budget you already have',
        'sort receipts and small bills',
        'cancel one subscription you forgot about',
        'set a modest saving target',
        'compare before you buy',
        'check one account you rarely look at',
        'plan the meals of the week to spend less',
        'note one purchase you are glad you skipped',
        'check that your savings transfer went through',
      ],
      weigh: [
        'skip impulse buys and sleep on big ones',
        'avoid lending or borrowing for now',
        'double-check every bill and transfer',
        'put needs ahead of wants',
        'leave money talks for a calmer day',
        'write down what comes in and what goes out',
        'wait a day before any purchase over your usual',
        'keep cards at home if shopping tempts you',
        'read the small print twice',
      ],
    },
    career: {
      lift: [
        'speak up in the meeting and offer the idea',
        'take the lead on something you care about',
        'tackle the hardest task first',
        'ask for the feedback you want',
        'share credit and build goodwill',
        'pitch what you have been polishing',
        'volunteer for the visible part of the project',
        'send the proposal while the timing is good',
        'ask for the responsibility you want next',
      ],
      even: [
        'work through the routine list in order',
        'tidy files and update the team',
        'one small improvement to your method is enough',
        'protect an hour for focused work',
        'follow up on what is waiting',
        'plan tomorrow before you log off',
        'clear the small tasks before noon',
        'write a short summary of where things stand',
        'answer the emails you have been avoiding',
      ],
      weigh: [
        'check details twice before sending',
        'keep to essentials and ask for help early',
        'put big proposals off for a day or two',
        'write things down to avoid mix-ups',
        'stay courteous when others are slow',
        'break the work into small pieces',
        'give yourself more time than you think you need',
        'let others speak first in a tense meeting',
        'close one task fully before opening another',
      ],
    },
  },
  transitName: (t, aspect, n) => `${t} ${aspect} your natal ${n}`,
  join: '; ',
};
