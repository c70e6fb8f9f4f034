/**
 * English synastry texts: two charts compared. Written about the pair (by nickname), not to
 * "you", since the reader may be either person or neither; advice speaks to both.
 */
import type { SynastryText } from '../types';
import { CONTACT_EN_1 } from './synastry1';
import { CONTACT_EN_2, OUTER_EN } from './synastry2';

const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const SYNASTRY_EN: SynastryText = {
  contact: { ...CONTACT_EN_1, ...CONTACT_EN_2 },
  outer: OUTER_EN,
  overlay: {
    1: (g, h) =>
      `${g} has a direct effect on how ${h} shows up in the world, and ${h} feels noticed and livelier with ${g} around.`,
    2: (g, h) =>
      `${g} touches ${h}'s sense of security and worth: money, belongings and what each values are things they sort out together.`,
    3: (g, h) =>
      `${g} livens up ${h}'s everyday thinking and talk; messages, errands and short trips are more fun together.`,
    4: (g, h) =>
      `${g} feels like family to ${h}: home, roots and private life are where this bond settles in.`,
    5: (g, h) =>
      `${g} brings play, creativity and delight into ${h}'s life, and having fun together comes easily; between partners, this is also chemistry.`,
    6: (g, h) =>
      `${g} shows up in ${h}'s daily routines, work and habits, and they are good at helping each other in practical ways.`,
    7: (g, h) =>
      `${g} lands in ${h}'s house of one-to-one bonds, a classic sign that this relationship matters, whatever form it takes.`,
    8: (g, h) =>
      `${g} reaches ${h}'s deeper layers: trust, closeness and anything they share carry real intensity.`,
    9: (g, h) =>
      `${g} widens ${h}'s world through ideas, travel, study or a fresh outlook on life.`,
    10: (g, h) =>
      `${g} has a say in ${h}'s ambitions and public life, and can be a real ally for ${h}'s goals.`,
    11: (g, h) =>
      `${g} fits naturally into ${h}'s circle of friends and hopes for the future, a classic friendship placement.`,
    12: (g, h) =>
      `${g} touches ${h}'s private inner world; the bond has a quiet, intuitive side that others may not see.`,
  },
  area: {
    love: [
      'Closeness asks for a little effort here: warmth may be quiet or come and go, so shared experiences and care shown openly matter.',
      'A solid base of warmth: the fondness between them is real, and it grows with attention.',
      'Warmth comes easily: they are drawn to each other, and their fondness tends to renew itself.',
    ],
    friendship: [
      'As friends they may move in different circles or rhythms; common interests build the bridge.',
      'A friendly, good-natured bond with room to grow through things done together.',
      'Natural companions: easy to laugh with, easy to trust, good to have around.',
    ],
    communication: [
      'They think and speak in different styles, so patience and checking what was meant help a lot.',
      'Conversation mostly flows, with the odd misunderstanding worth clearing up early.',
      'Talking is a joy: they understand each other quickly and enjoy trading ideas.',
    ],
    longTerm: [
      'Staying power needs conscious care: clear agreements, routines and patience make the difference.',
      'A workable base for the long run, made stronger by shared plans and reliability.',
      'Strong staying power: loyalty, shared values and steady support come naturally.',
    ],
  },
  overall: [
    (a, b) =>
      `${a} and ${b} are quite different, and this connection asks for patience. Differences like these can be stretching and rewarding when both stay curious rather than critical.`,
    (a, b) =>
      `${a} and ${b} share a balanced mix of ease and challenge: the good parts are real, and the rough edges are workable.`,
    (a, b) =>
      `${a} and ${b} have a warm, promising connection, with more that flows between them than grinds.`,
    (a, b) =>
      `${a} and ${b} share a strong natural affinity: a lot between them simply clicks, and the bond has room to flourish.`,
  ],
  areaAdvice: {
    love: 'Make unhurried time together, even a walk or a coffee with no agenda, and say out loud what you appreciate in each other: warmth grows where it is noticed.',
    friendship:
      'Find something you both enjoy for its own sake, such as a class, a walk or a game, and let the friendship grow around it.',
    communication:
      'When something matters, slow the talk down: one speaks, the other sums up what they heard, then swap. It feels formal at first, and it works.',
    longTerm:
      'Talk about the future in small, concrete steps: what you each want this year, who takes care of what, and how you will handle a bad week.',
  },
  closing: [
    'No chart decides a relationship: the stars describe tendencies, and the two of you decide what to do with them.',
    'Treat this as a conversation starter rather than a verdict; the best insights come from comparing notes with each other.',
    'Every pair has easy places and tender spots. Knowing where they lie is a head start, not a forecast.',
  ],
  labels: {
    asc: 'Ascendant',
    areas: {
      love: 'Affection',
      friendship: 'Friendship',
      communication: 'Communication',
      longTerm: 'Long term',
    },
    overallScore: 'Overall',
    titles: {
      overview: 'The connection at a glance',
      attraction: 'Affinity and warmth',
      emotions: 'Emotional bond',
      communication: 'Communication',
      growth: 'Growth and commitment',
      houses: "Where each enters the other's life",
      advice: 'Making it work',
    },
    contact: (a, pa, k, b, pb) => `${a}'s ${pa} ${k.toLowerCase()} ${b}'s ${pb}`,
    overlay: (g, planets, h, house) => `${g}'s ${list(planets)} in ${h}'s ${house}`,
    none: {
      attraction: (a, b) =>
        `No close contacts link ${a}'s and ${b}'s Venus, Mars, Sun or Moon, so the warmth here is built more through time spent together than through an instant click.`,
      emotions: (a, b) =>
        `${a}'s and ${b}'s Moons make no close contacts, so emotional understanding grows by learning each other's needs rather than sensing them at once.`,
      communication: (a, b) =>
        `Mercury makes no close contacts between ${a}'s and ${b}'s charts: conversation takes its tone from the rest of the bond, and good talking habits help.`,
      growth: (a, b) =>
        `No close Jupiter or Saturn contacts link ${a} and ${b}: growing together comes from the goals they choose rather than from built-in luck or pressure.`,
    },
    housesBothUnknown:
      'Both birth times are unknown, so the houses, which depend on the exact time, are left out. The contacts between the planets above still hold.',
    housesHostUnknown: (h) =>
      `${h}'s birth time is unknown, so ${h}'s houses can't be drawn and that direction is left out.`,
    highlights: {
      title: (n) => `${n}'s chart at a glance`,
      placements: (n, sun, moon, rising) =>
        `${n}: Sun in ${sun}, Moon in ${moon}${rising ? `, ${rising} rising` : ''}.`,
      sun: (n, k) => `At heart ${n} is ${list(k)}.`,
      moon: (n, k) => `${n}'s emotional side is ${list(k)}.`,
      rising: (n, k) => `People meeting ${n} for the first time tend to see someone ${list(k)}.`,
      noRising:
        'The birth time is unknown, so the rising sign is left out and the Moon may be a few degrees off.',
      aspect: (n, line, flavor, k1, k2) =>
        `The tightest aspect in ${n}'s chart is ${line}: ${
          flavor === 'conjunction'
            ? `${k1} and ${k2} are fused into one strong theme`
            : flavor === 'harmonious'
              ? `${k1} and ${k2} work together easily`
              : `${k1} and ${k2} pull against each other, a tension that also drives growth`
        }.`,
    },
  },
};
