/** English texts for the eight letters (the result bars) and the four type groups. */
import type { GroupContent, LetterContent } from '../types-shape';

export const LETTERS_EN: LetterContent = {
  E: {
    name: 'Extraversion',
    short: 'draws energy from people and action',
    description:
      'You may feel most alive out in the world, talking things through and trying things out. Time with others tends to recharge you, and you often think best out loud.',
  },
  I: {
    name: 'Introversion',
    short: 'recharges in quiet and solitude',
    description:
      'You may need time on your own to refill your energy, even after company you enjoyed. You often think things through privately before sharing, and tend to prefer depth to breadth.',
  },
  S: {
    name: 'Sensing',
    short: 'trusts facts, details and experience',
    description:
      'You often pay close attention to what is real and present: what you can see, measure and remember. You tend to trust practical experience and step-by-step methods.',
  },
  N: {
    name: 'Intuition',
    short: 'looks for patterns and possibilities',
    description:
      'You often notice connections, meanings and what could be, sometimes before the details are clear. You may enjoy ideas, metaphors and imagining the future.',
  },
  T: {
    name: 'Thinking',
    short: 'decides with logic and consistency',
    description:
      'When you make a decision, you may weigh pros and cons, fairness and cause and effect first. You tend to value honesty and clear reasoning, even when they are uncomfortable.',
  },
  F: {
    name: 'Feeling',
    short: 'decides with values and empathy',
    description:
      'When you make a decision, you often consider how people will be affected and what matters most to you. You tend to value harmony, kindness and personal meaning.',
  },
  J: {
    name: 'Judging',
    short: 'likes plans, closure and order',
    description:
      'You may feel more at ease when things are settled, scheduled and decided, and you often enjoy making a plan and seeing it through. It is about liking structure, not about judging people.',
  },
  P: {
    name: 'Perceiving',
    short: 'likes flexibility and open options',
    description:
      'You may prefer to keep your options open and adapt as you go. You often enjoy spontaneity and can work well with last-minute changes.',
  },
};

export const GROUPS_EN: GroupContent = {
  analysts: {
    name: 'Stargazers',
    description:
      'Curious, independent minds who want to know how things work, map the long view and improve whatever they touch.',
  },
  diplomats: {
    name: 'Lightbearers',
    description:
      'Warm, idealistic hearts who look for meaning, see the best in people and carry a lantern for others through dark stretches.',
  },
  sentinels: {
    name: 'Hearthkeepers',
    description:
      'Steady, responsible souls who keep promises, traditions and communities warm and running, so others always have somewhere to come back to.',
  },
  explorers: {
    name: 'Wayfarers',
    description:
      "Free-spirited, hands-on people who live in the present, learn by doing and meet each day's weather as an adventure.",
  },
};
