import type { ReminderContent } from '../types';

/** Our own English reminder texts; slots in braces are filled by compose.ts. */
export const EN: ReminderContent = {
  signs: [
    'Aries',
    'Taurus',
    'Gemini',
    'Cancer',
    'Leo',
    'Virgo',
    'Libra',
    'Scorpio',
    'Sagittarius',
    'Capricorn',
    'Aquarius',
    'Pisces',
  ],
  phases: {
    new: 'new moon',
    waxingCrescent: 'waxing crescent',
    firstQuarter: 'first quarter',
    waxingGibbous: 'waxing gibbous',
    full: 'full moon',
    waningGibbous: 'waning gibbous',
    lastQuarter: 'last quarter',
    waningCrescent: 'waning crescent',
  },
  daily: { title: '{sign} today: {score}/100', body: '{line}' },
  dailyTransit: {
    exact: 'Exact today: {transit}. {line}',
    inOrb: 'In orb today: {transit}. {line}',
  },
  dailySky: {
    title: 'Today’s sky: the Moon in {sign}',
    body: 'A {phase} Moon in {sign} sets the tone today. See what it stirs for you.',
  },
  moon: {
    new: {
      title: 'New moon in {sign} at {time}',
      body: 'A fresh lunar cycle begins in {sign}: a good moment to set one clear intention.',
    },
    full: {
      title: 'Full moon in {sign} at {time}',
      body: 'The Moon is full in {sign}: what you started two weeks ago comes to light.',
    },
    ingress: {
      title: 'The Moon enters {sign} at {time}',
      body: 'The Moon joins your Sun sign, {sign}: feelings run closer to who you are for two days.',
    },
  },
  mercury: {
    retro: {
      title: 'Mercury turns retrograde in {sign}',
      body: 'From {time} on {date}, Mercury slows to a backward pace in {sign}: read twice, send once.',
    },
    direct: {
      title: 'Mercury turns direct in {sign}',
      body: 'At {time} on {date}, Mercury moves forward again in {sign}: stalled plans can start moving.',
    },
  },
  streak: {
    title: 'Your {days}-day check-in streak ends tonight',
    body: 'Check in before midnight to keep it: today’s check-in is worth {points} points.',
  },
  companion: { title: '{name} replied', body: '“{excerpt}”' },
  ellipsis: '…',
};
