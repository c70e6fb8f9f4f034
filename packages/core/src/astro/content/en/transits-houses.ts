import type { TransitHouseText } from '../transits-types';
import type { HouseNumber } from '../types';

/** What each natal house is about, and the hint a transit through it gives. Our own text. */
export const TRANSIT_HOUSES_EN: Record<HouseNumber, TransitHouseText> = {
  1: {
    ordinal: 'first',
    area: 'your body, your appearance and how you come across',
    open: 'a fresh start in how you present yourself is likely',
    easy: 'it is easier than usual to be seen as you really are',
    hard: 'watch for impatience with yourself and go gently with your body',
  },
  2: {
    ordinal: 'second',
    area: 'money, possessions and your sense of worth',
    open: 'a new approach to earning or spending is taking shape',
    easy: 'a practical step with money or skills pays off',
    hard: 'keep an eye on spending and resist measuring your worth by what you own',
  },
  3: {
    ordinal: 'third',
    area: 'everyday conversations, short trips, siblings and neighbours',
    open: 'a new idea or contact may arrive through an ordinary chat',
    easy: 'messages and errands go smoothly and plans fall into place',
    hard: 'slow down before you reply and double-check the details',
  },
  4: {
    ordinal: 'fourth',
    area: 'home, family and your inner foundations',
    open: 'something at home is beginning again',
    easy: 'time at home and with family restores you',
    hard: 'old family patterns may stir, so give yourself a quiet corner',
  },
  5: {
    ordinal: 'fifth',
    area: 'romance, creativity, play and children',
    open: 'a new creative or romantic spark is possible',
    easy: 'play, dating and making things come easily',
    hard: "don't let pride turn fun into a contest",
  },
  6: {
    ordinal: 'sixth',
    area: 'work routines, health and daily habits',
    open: 'it is a good moment to begin a better routine',
    easy: 'small improvements to your day tend to stick',
    hard: 'pace yourself and listen to your body before it has to insist',
  },
  7: {
    ordinal: 'seventh',
    area: 'partnerships, close relationships and agreements',
    open: 'a new partnership, or a new chapter with a partner, may begin',
    easy: 'agreements and shared plans move forward',
    hard: 'say what you need plainly rather than waiting to be guessed',
  },
  8: {
    ordinal: 'eighth',
    area: 'intimacy, shared money and what you keep to yourself',
    open: 'a deeper bond or a shared financial matter comes to the fore',
    easy: 'trust deepens and joint matters settle well',
    hard: 'be honest about control, and about what you owe and are owed',
  },
  9: {
    ordinal: 'ninth',
    area: 'travel, study, beliefs and the bigger picture',
    open: 'a course, a journey or a new way of seeing may call you',
    easy: 'learning and travel broaden you without strain',
    hard: 'hold your opinions a little more lightly',
  },
  10: {
    ordinal: 'tenth',
    area: 'career, ambition and your public role',
    open: 'a new direction at work is announcing itself',
    easy: 'your efforts are noticed by the right people',
    hard: 'expect pressure from above and answer it with steady work',
  },
  11: {
    ordinal: 'eleventh',
    area: 'friends, groups and your hopes for the future',
    open: 'a new circle or a new hope is forming',
    easy: 'friends and networks open doors',
    hard: 'notice where you give more to a group than it gives back',
  },
  12: {
    ordinal: 'twelfth',
    area: 'rest, solitude and what works behind the scenes',
    open: 'something is quietly ending to make room for what comes next',
    easy: 'quiet time and reflection bring real relief',
    hard: "protect your rest and don't carry what isn't yours",
  },
};
