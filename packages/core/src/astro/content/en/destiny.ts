/**
 * English texts of the paid natal report: the planets' further notes and the aspect summary.
 * Our own writing, separate from the Chinese; nothing here repeats a free screen's text.
 */
import type { DestinyText } from '../destiny-types';
import { MONTHS_EN as MONTHS } from '../labels';
import { DESTINY_THEMES_EN } from './destiny-themes';

const list = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const the = (planet: string) => (planet === 'Sun' || planet === 'Moon' ? `the ${planet}` : planet);
/** "a" or "an" before a word. */
export const an = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const The = (planet: string) => (planet === 'Sun' || planet === 'Moon' ? `The ${planet}` : planet);

export const DESTINY_EN: DestinyText = {
  titles: {
    elements: 'The balance of your elements',
    ruler: 'Your chart ruler',
    gathering: 'Where your planets gather',
    nodes: 'The lunar nodes: your direction of growth',
    saturn: 'Saturn returns: your milestone years',
    yearAhead: 'The year ahead: slow transits with dates',
  },
  role: {
    sun: 'your sense of self',
    moon: 'your emotional needs',
    mercury: 'the way you think and talk',
    venus: 'the way you love and what you value',
    mars: 'your drive and courage',
    jupiter: 'your growth and good fortune',
    saturn: 'your discipline and sense of duty',
    uranus: 'your urge for freedom',
    neptune: 'your dreams and ideals',
    pluto: 'your power to transform',
  },
  area: {
    1: 'your body, your looks and the way you begin things',
    2: 'your money, possessions and self-worth',
    3: 'everyday talk, siblings, neighbours and short trips',
    4: 'home, family and your inner foundations',
    5: 'romance, creativity, play and children',
    6: 'daily work, routines and health',
    7: 'partnerships, marriage and close collaborators',
    8: 'shared resources, intimacy and deep change',
    9: 'travel, higher learning and beliefs',
    10: 'career, reputation and public life',
    11: 'friends, groups and hopes for the future',
    12: 'solitude, the unconscious and quiet service',
  },
  element: { fire: 'fire', earth: 'earth', air: 'air', water: 'water' },
  modality: { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' },
  elementStyle: {
    fire: 'with heat and quick enthusiasm',
    earth: 'patiently and with both feet on the ground',
    air: 'through ideas, words and other people',
    water: 'through feeling, intuition and closeness',
  },
  modalityStyle: {
    cardinal: 'likes to start things',
    fixed: 'holds on and sees things through',
    mutable: 'adapts and changes course easily',
  },
  list,
  date: (d) => {
    const day = d.getUTCDate();
    const part = day <= 10 ? 'early' : day <= 20 ? 'mid' : 'late';
    return `${part}${part === 'mid' ? '-' : ' '}${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  },
  planet: {
    dignity: {
      domicile: (f) =>
        `${f.sign} is ${the(f.planet)}'s own sign, so it expresses ${f.role} at full strength, with little need for outside help.`,
      exaltation: (f) =>
        `${The(f.planet)} is exalted in ${f.sign}, a placement that lifts ${f.role} and tends to bring out its most generous side.`,
      detriment: (f) =>
        `${f.sign} sits opposite ${the(f.planet)}'s home sign, so it has to express ${f.role} in an unfamiliar language, which is harder at first and often wiser in the end.`,
      fall: (f) =>
        `${The(f.planet)} is in its fall in ${f.sign}, so it may keep ${f.role} muted until you find your own, less obvious way of using it.`,
      neutral: (f) =>
        `In ${f.sign}, ${the(f.planet)} is neither boosted nor hampered by its sign, so the aspects it makes do most to colour ${f.role}.`,
    },
    style: (f, element, modality, eStyle, mStyle) =>
      `As ${f.sign} is ${an(element)} ${element} sign of the ${modality} kind, ${the(f.planet)} tends to express ${f.role} ${eStyle}, and this part of you ${mStyle}.`,
    retrograde: (f) =>
      `${The(f.planet)} was retrograde when you were born, which turns ${f.role} inward: you often rethink and revise before you act, and your way of using it matures later than other people's.`,
    degree: (f, deg, phase) =>
      phase === 0
        ? `At ${deg}° ${f.sign}, early in the sign, ${the(f.planet)} gives ${f.role} a fresh, exploring quality, as if still discovering what this sign can do.`
        : phase === 1
          ? `At ${deg}° ${f.sign}, in the heart of the sign, ${the(f.planet)} expresses ${f.role} in a clear, recognisably ${f.sign} way.`
          : `At ${deg}° ${f.sign}, late in the sign, ${the(f.planet)} lends ${f.role} a seasoned, slightly urgent quality, as if it had already learned this sign's lessons.`,
    aspect: (f, other, otherRole, aspect, orb, flavor) =>
      flavor === 'harmonious'
        ? `Its closest tie is ${an(aspect)} ${aspect} with ${the(other)} (orb ${orb}°), so ${f.role} and ${otherRole} help each other without much effort.`
        : flavor === 'challenging'
          ? `Its closest tie is ${an(aspect)} ${aspect} with ${the(other)} (orb ${orb}°), so ${f.role} and ${otherRole} pull against each other and push you to grow.`
          : `It sits in conjunction with ${the(other)} (orb ${orb}°), so ${f.role} and ${otherRole} act as one, for better and for worse.`,
    alone: (f) =>
      `${The(f.planet)} makes no close major aspect, so it runs ${f.role} on its own terms, switching on and off rather than blending with the rest of you.`,
    house: (f, house, area) =>
      `Placed in your ${house}, ${the(f.planet)} puts ${f.role} to work in ${area}: this is where you most need to feel that you matter.`,
  },
  aspects: {
    intro: (total, h, c, j) =>
      `Your chart holds ${total} major aspects between its planets: ${h} harmonious, ${c} challenging and ${j} ${j === 1 ? 'conjunction' : 'conjunctions'}. Here are the tightest, the ones you are most likely to recognise in yourself.`,
    closing: {
      harmonious:
        'With more harmonious aspects than tense ones, many things come naturally to you; the task is to use those gifts on purpose rather than take them for granted. A little chosen challenge keeps them sharp.',
      challenging:
        'With more tense aspects than easy ones, your chart is built for effort: friction is how you grow, and much of your strength comes from problems you have already solved. Be patient with the parts of you that are still learning to cooperate.',
      even: 'Harmony and tension are evenly matched in your chart, so you tend to have both a natural talent and a useful struggle in most areas of life. When one side dominates for a while, look for the other.',
    },
    again: (a, b, aspect, flavor) =>
      flavor === 'challenging'
        ? `The ${aspect} between ${the(a)} and ${the(b)} repeats a tension you have met above, now from a different angle.`
        : `The ${aspect} between ${the(a)} and ${the(b)} echoes a theme you have met above, now from a different angle.`,
    none: 'Your planets make no close major aspects to each other, which is rare: each part of you works on its own terms. You may feel like several different people in different settings, and that range is a resource. Learning which part to bring where is your particular art.',
  },
  ...DESTINY_THEMES_EN,
};
