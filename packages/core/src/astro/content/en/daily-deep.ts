/**
 * English texts of the paid depth report of a day: when each transit turns exact, in which
 * houses, and what to do with it; the points behind each score; the Moon's timing.
 */
import type { DailyDeepText } from '../daily-types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

export const DAILY_DEEP_EN: DailyDeepText = {
  clock: (hh, mm) => `about ${pad(hh)}:${pad(mm)}`,
  date: (month, day) => `${day} ${MONTHS[month - 1]}`,
  timing: (line, when, house) => {
    const time = when.clock
      ? `exact at ${when.clock} your time`
      : when.date
        ? when.past
          ? `exact on ${when.date} and now separating`
          : `building to exact on ${when.date}`
        : 'held in orb for weeks by a slow planet';
    const where = house ? `, moving through your ${house}` : '';
    return `${line.charAt(0).toUpperCase()}${line.slice(1)}: ${time}${where}.`;
  },
  todo: {
    sun: {
      harmonious: 'Put your name to something: visible effort is rewarded now.',
      challenging: 'Pick one battle and let the rest go; pride is the trap here.',
      conjunction: 'Begin the thing that is truly yours, and say out loud what you want.',
    },
    moon: {
      harmonious: 'Follow your gut on small choices while this lasts; it reads people well.',
      challenging:
        'Notice the mood before acting on it, and keep a snack and a pause within reach.',
      conjunction: 'Give the feeling a few quiet minutes; it passes quicker when it is heard.',
    },
    mercury: {
      harmonious: 'Send the message, book the call, draft the plan while words come easily.',
      challenging: 'Read twice, send once, and confirm times and addresses.',
      conjunction: 'Write your ideas down as they arrive; one of them is worth keeping.',
    },
    venus: {
      harmonious: 'Make a kind gesture, dress up a little, or enjoy something beautiful.',
      challenging: 'Do not buy affection or comfort; ask plainly for what you would like.',
      conjunction: 'Spend a little time on pleasure and on the people you love.',
    },
    mars: {
      harmonious: 'Use the drive for a hard task or a good workout before the evening.',
      challenging: 'Cool down before you answer, and take care with sharp tools and fast roads.',
      conjunction: 'Start something physical; channel the heat instead of holding it in.',
    },
    jupiter: {
      harmonious: 'Ask for the bigger thing, apply, or reach out to a mentor.',
      challenging: 'Watch for overdoing it: one helping, one promise, one new commitment.',
      conjunction: 'Say yes to growth, but write down what it will cost in time.',
    },
    saturn: {
      harmonious: 'Lay one solid brick: a routine, a form filled in, a plan with dates.',
      challenging: 'Accept the delay, do the dull part well, and lower the bar for today.',
      conjunction: 'Take on the responsibility that is truly yours and drop one that is not.',
    },
  },
  again: (planet, role) => `The same advice holds for ${planet} here, aimed at ${role}.`,
  todoOuter: {
    harmonious: 'Let a long change move one step forward; small updates to habits count.',
    challenging: 'Do not force a breakthrough today; note what unsettles you and why.',
    conjunction: 'Something deep is shifting: keep a journal line about it tonight.',
  },
  points: (dim, score, parts) => `${dim} at ${score}: ${parts.join('; ')}.`,
  part: (line, points) => `${line} ${points >= 0 ? '+' : '−'}${Math.abs(points)}`,
  quietPoints: (dim, score) =>
    `${dim} at ${score}: no transit moves it today, so it rests on the average.`,
  peak: (clock, line) => `The effect peaks at ${clock}, when ${line} is exact.`,
  moon: (phase, sign, house, next, clock) =>
    `The Moon is ${phase} in ${sign}${house ? ` in your ${house}` : ''}${clock ? ` and moves into ${next} at ${clock}` : `, and stays there until tomorrow before reaching ${next}`}.`,
  phaseTodo: [
    'New Moon: set one intention and write it where you will see it.',
    'Waxing crescent: take the first small, concrete step.',
    'First quarter: push through the first obstacle instead of starting over.',
    'Waxing gibbous: refine and adjust; the finish is close.',
    'Full Moon: finish, celebrate, and let one thing go.',
    'Waning gibbous: share what you have learned and thank someone.',
    'Last quarter: clear out what no longer fits.',
    'Waning crescent: rest, review, and ask little of yourself.',
  ],
  retroTodo: {
    mercury: 'With Mercury retrograde, back up files and confirm plans before you travel.',
    venus: 'With Venus retrograde, revisit old ties and old purchases before making new ones.',
    mars: 'With Mars retrograde, finish old fights and old projects rather than starting new ones.',
    jupiter: 'With Jupiter retrograde, grow inward: study, reflect, review your hopes.',
    saturn: 'With Saturn retrograde, rework the structures you built rather than adding new ones.',
    uranus: 'With Uranus retrograde, the change you want ripens quietly; prepare instead of bolt.',
    neptune: 'With Neptune retrograde, check the facts behind a dream before you follow it.',
    pluto:
      'With Pluto retrograde, look at where you hold too tightly and loosen your grip a little.',
  },
  allDirect: 'No planet is retrograde for you to worry about today: plans can move forward.',
  quiet: 'No transit is in orb today: the day is yours to shape, with no planet pushing.',
  titles: { timeline: 'Timing of the day', sky: 'The Moon and the slow sky' },
};
