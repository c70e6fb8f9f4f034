/**
 * English texts of the free daily fortune: sentence parts that compose_daily joins with the
 * day's transits, Moon and stations. Advice stays practical: no medical or financial advice.
 */
import type { DailyText } from '../daily-types';
import { DAILY_ADVICE_EN } from './daily-advice';

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
  advice: DAILY_ADVICE_EN,
  transitName: (t, aspect, n) => `${t} ${aspect} your natal ${n}`,
  join: '; ',
};
