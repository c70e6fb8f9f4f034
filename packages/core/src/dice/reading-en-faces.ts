import type { DiceReadingText } from './reading-types';

/** The English faces as a reading uses them: what each planet brings, how each sign acts, where each house is. */
export const FACES_EN: Pick<DiceReadingText, 'planets' | 'signs' | 'houses'> = {
  planets: {
    sun: {
      gift: 'warmth, visibility and the wish to act from your own centre',
      ask: 'show up as yourself and say openly what you want',
      step: 'Do one thing this week that feels fully like you, and let it be seen.',
      timing: '{planet} keeps a yearly rhythm, so give it a month or so to show itself.',
    },
    moon: {
      gift: 'feeling, instinct and the need to feel safe',
      ask: 'notice what you need before you decide what to do',
      step: 'Before you act, take a quiet moment to name what you need, then say it out loud once.',
      timing: '{planet} is quick, so think in days rather than weeks.',
    },
    mercury: {
      gift: 'words, questions and a steady flow of news',
      ask: 'talk it through and ask the question you have been holding back',
      step: 'Have one honest conversation this week, or send the message you keep drafting in your head.',
      timing:
        '{planet} moves fast, so things can shift within a few weeks, often after a conversation.',
    },
    venus: {
      gift: 'affection, ease and the wish for things to feel good',
      ask: 'lead with kindness and make room for what you enjoy',
      step: 'Offer one small kindness this week, with no strings attached.',
      timing: '{planet} brings things within a few weeks, once the mood between people is right.',
    },
    mars: {
      gift: 'drive, courage and a readiness to move first',
      ask: 'take the first step instead of waiting',
      step: 'Make one first move this week instead of waiting for the perfect moment.',
      timing: '{planet} is quick once you act: things can move soon, but rarely before you do.',
    },
    jupiter: {
      gift: 'growth, generosity and a sense that more is possible',
      ask: 'think bigger and give a little more than usual',
      step: 'Say yes to one opening this week that is a little bigger than you would usually allow.',
      timing: '{planet} is slow and generous, so think of the next few months.',
    },
    saturn: {
      gift: 'patience, structure and a test of what can last',
      ask: 'set clear limits and keep the promises you make',
      step: 'Pick one commitment you can keep, and keep it every day for a week.',
      timing:
        '{planet} is the slow teacher: expect this to take many months, possibly most of a year.',
    },
    uranus: {
      gift: 'sudden change and the urge to break free',
      ask: 'try what you have not tried before',
      step: 'Change one habit this week, even a small one, and see what it shakes loose.',
      timing: '{planet} works suddenly, so it may come at a moment you do not expect.',
    },
    neptune: {
      gift: 'intuition, imagination and softened edges',
      ask: 'trust your intuition while checking the facts',
      step: 'Write down what your gut says, then check one fact before you act on it.',
      timing:
        '{planet} blurs timing: this unfolds gradually, and less clearly than you would like.',
    },
    pluto: {
      gift: 'depth, intensity and the power to transform',
      ask: 'let go of what has run its course',
      step: 'Let go of one thing this week that you have been holding on to out of habit.',
      timing:
        '{planet} is slow and thorough; it comes after something else has ended or been let go.',
    },
    northNode: {
      gift: 'the pull toward growth and an unfamiliar path',
      ask: 'choose what stretches you over what is comfortable',
      step: 'Once this week, choose the slightly uncomfortable option on purpose.',
      timing: '{planet} says it comes once you step onto the new path, not before.',
    },
    southNode: {
      gift: 'the weight of the familiar: old habits and old strengths',
      ask: 'notice which old pattern is repeating',
      step: 'Catch one old pattern as it happens this week, and do one thing differently.',
      timing: '{planet} says it comes once an old pattern has loosened its hold.',
    },
  },
  signs: {
    aries: {
      how: 'boldly and directly, without waiting to be asked',
      watch: 'rushing past the details',
    },
    taurus: {
      how: 'steadily and patiently, one solid step at a time',
      watch: 'digging in out of habit',
    },
    gemini: {
      how: 'with curiosity and conversation, keeping more than one option open',
      watch: 'scattering your attention',
    },
    cancer: {
      how: 'gently and protectively, with care for everyone involved',
      watch: 'retreating into your shell when you feel hurt',
    },
    leo: {
      how: 'warmly and generously, straight from the heart',
      watch: 'needing to be seen to be right',
    },
    virgo: {
      how: 'carefully and practically, sorting out the details',
      watch: 'overthinking every step',
    },
    libra: {
      how: 'fairly and diplomatically, weighing both sides',
      watch: 'putting off a decision just to keep the peace',
    },
    scorpio: {
      how: 'with focus and honesty, looking beneath the surface',
      watch: 'holding on too tightly',
    },
    sagittarius: {
      how: 'openly and optimistically, with an eye on the bigger picture',
      watch: 'promising more than you can keep',
    },
    capricorn: {
      how: 'with patience and a plan, thinking in the long term',
      watch: 'becoming too guarded',
    },
    aquarius: {
      how: 'independently and inventively, from a fresh angle',
      watch: 'going cool and distant',
    },
    pisces: {
      how: 'softly and intuitively, with compassion',
      watch: 'drifting without clear edges',
    },
  },
  houses: {
    1: { area: 'how you show up and the first move you make' },
    2: {
      area: 'what you value and what helps you feel secure',
      moneyArea: 'money, possessions and your sense of worth',
    },
    3: { area: 'everyday conversations, messages and the people close by' },
    4: { area: 'home, roots and where you feel you belong' },
    5: { area: 'joy, play and what you create' },
    6: { area: 'daily routines and the small things you do each day' },
    7: { area: 'one-to-one bonds and the agreements you make with another person' },
    8: {
      area: 'trust, closeness and what you share at a deep level',
      moneyArea: 'shared money, debts and the trust behind them',
    },
    9: { area: 'the bigger picture: beliefs, learning and places further away' },
    10: { area: 'your direction and how others see you' },
    11: { area: 'friendship, the groups you belong to and your hopes' },
    12: { area: 'what is quiet, hidden or not yet said' },
  },
};
