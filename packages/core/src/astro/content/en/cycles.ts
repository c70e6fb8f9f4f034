/**
 * English texts for the slow clocks of a chart: the progressed Moon (about two and a half years
 * in each sign, the mood of a chapter of life) and the solar return (the chart of the Sun's
 * return each birthday, read for the year's tone and arenas). Our own writing.
 */
import type { CyclesText } from '../cycles-types';

export const CYCLES_EN: CyclesText = {
  progressedMoonSign: [
    'The mood of this chapter is Aries: impatient in a good way, ready to start things alone and to say what you want before you have worked out why.',
    'The mood of this chapter is Taurus: slower and steadier, hungry for comfort, routine and things that last, and less willing to be hurried.',
    'The mood of this chapter is Gemini: curious and restless, full of conversations, short trips and new subjects, with feelings that want talking through.',
    'The mood of this chapter is Cancer: tender and home-minded, drawn to family, old friends and the people who feel like shelter.',
    'The mood of this chapter is Leo: warmer and bolder, wanting to be seen, to make something of your own and to have more fun than duty allows.',
    'The mood of this chapter is Virgo: practical and self-improving, tidying habits, health and work until they fit the life you actually live.',
    'The mood of this chapter is Libra: turned towards other people, weighing partnerships and fairness, happier when life has grace and company.',
    'The mood of this chapter is Scorpio: deeper and more private, less patient with surfaces, ready to let go of what no longer holds true.',
    'The mood of this chapter is Sagittarius: wider and hopeful, wanting study, travel or a belief big enough to grow into.',
    'The mood of this chapter is Capricorn: serious and purposeful, building something that will hold weight, with feelings kept in good order.',
    'The mood of this chapter is Aquarius: independent and forward-looking, freer with friends and causes, cooler towards what simply repeats.',
    'The mood of this chapter is Pisces: softer and more porous, given to imagination, rest and compassion, and ready to close an old cycle gently.',
  ],
  progressedMoonHouse: [
    'Its light falls on the first house: you, your body and the way you meet the world are where feelings run strongest now.',
    'Its light falls on the second house: money, possessions and what you value ask for attention and give a sense of safety when they are in order.',
    'Its light falls on the third house: siblings, neighbours, learning and everyday talk carry the emotional weather.',
    'Its light falls on the fourth house: home, family and roots become the centre, and a move or a mending at home is likely.',
    'Its light falls on the fifth house: romance, children, play and creative work are where the heart wants to be.',
    'Its light falls on the sixth house: daily work, health and useful routines are where you feel most, and most able to change things.',
    'Its light falls on the seventh house: one-to-one relationships, partners and open agreements take up the heart.',
    'Its light falls on the eighth house: intimacy, shared money and deep change ask for honesty more than control.',
    'Its light falls on the ninth house: travel, study, faith and far horizons are where feelings find room to grow.',
    'Its light falls on the tenth house: career, standing and what you are building in public are where you feel most exposed, and most proud.',
    'Its light falls on the eleventh house: friends, groups and hopes for the future hold the emotional centre.',
    'Its light falls on the twelfth house: rest, solitude and the inner life need space; it is a time of endings that prepare a beginning.',
  ],
  progressedMoonNow: (sign, house) => `Your progressed Moon is in ${sign}, in your ${house}.`,
  progressedMoonNext: (date, what) => `Around ${date} it ${what}.`,
  progressedMoonEnters: {
    sign: (sign) => `moves into ${sign}`,
    house: (house) => `crosses into your ${house}`,
  },
  progressedMoonAnd: (a, b) => `${a} and ${b}`,
  returnRising: [
    'An Aries year: meet it head-on, start what you have put off and expect to do more on your own initiative.',
    'A Taurus year: build slowly, look after your body and your money, and trust what grows steadily.',
    'A Gemini year: many threads at once, new people and ideas; write things down and keep moving.',
    'A Cancer year: home and the people closest to you come first; protect your energy and your nest.',
    'A Leo year: step forward, create and be seen; generosity brings back more than caution would.',
    'A Virgo year: refine and repair; a year for health, skill and the satisfaction of doing things well.',
    'A Libra year: partnerships and fairness shape the year; choose your company with care.',
    'A Scorpio year: intense and transforming; what you face honestly this year loses its hold on you.',
    'A Sagittarius year: widen the map with study, travel or a bigger plan, and let optimism lead.',
    'A Capricorn year: responsibility and achievement; slow, serious effort pays off by the next birthday.',
    'An Aquarius year: change the rules, find your people and make room for the unusual.',
    'A Pisces year: gentler and more inward; follow intuition, rest well and make something from your dreams.',
  ],
  returnSunHouse: [
    'The Sun in the first house of the return makes this a year about you: your health, your image and a fresh start.',
    'The Sun in the second house puts earning, saving and self-worth at the centre of the year.',
    'The Sun in the third house makes it a year of learning, writing, short trips and conversations that matter.',
    'The Sun in the fourth house turns the year towards home, family and the ground you stand on.',
    'The Sun in the fifth house lights up love, children, play and creative work this year.',
    'The Sun in the sixth house makes it a year for work, routines and the health habits that carry you.',
    'The Sun in the seventh house puts partnership at the centre: a relationship begins, deepens or is renegotiated.',
    'The Sun in the eighth house brings a year of depth: shared money, intimacy and letting something go.',
    'The Sun in the ninth house opens the year to travel, study, teaching and questions of meaning.',
    'The Sun in the tenth house makes it a year of career and visibility; what you do is noticed.',
    'The Sun in the eleventh house brings friends, networks and hopes for the future to the front.',
    'The Sun in the twelfth house makes it a quieter, inward year: rest, reflect and finish what is ending.',
  ],
  returnMoonHouse: [
    'The return Moon in the first house: your feelings show easily this year; look after your moods as you would your health.',
    'The return Moon in the second house: security comes from a full larder and an honest budget.',
    'The return Moon in the third house: talk things through; a sibling, neighbour or class matters to your mood.',
    'The return Moon in the fourth house: home is where you recharge, and where you are needed.',
    'The return Moon in the fifth house: the heart wants play, romance and something to create.',
    'The return Moon in the sixth house: small daily rhythms (sleep, food, walks) steady the whole year.',
    'The return Moon in the seventh house: you feel the year through your partner and closest allies.',
    'The return Moon in the eighth house: feelings run deep; trust is earned and given slowly.',
    'The return Moon in the ninth house: you need horizon: a trip, a course, a new point of view.',
    'The return Moon in the tenth house: your work and reputation stir you; let care show in how you lead.',
    'The return Moon in the eleventh house: friends and shared causes lift you this year.',
    'The return Moon in the twelfth house: make time alone; quiet is medicine this year.',
  ],
  returnAngular: {
    sun: 'The Sun on an angle of the return makes the year stand out: a birthday that opens a visible chapter.',
    moon: 'The Moon on an angle of the return brings family, home and feelings to the fore.',
    mercury:
      'Mercury on an angle of the return: papers, studies, contracts and conversations shape the year.',
    venus: 'Venus on an angle of the return favours love, friendship, beauty and pleasant money.',
    mars: 'Mars on an angle of the return brings energy and some friction: act, but pick your battles.',
    jupiter:
      'Jupiter on an angle of the return is a generous sign: growth and good luck where it sits.',
    saturn:
      'Saturn on an angle of the return asks for commitment; the work is real and so is the reward.',
    uranus: 'Uranus on an angle of the return: expect surprises and a wish to break a routine.',
    neptune: 'Neptune on an angle of the return: dreams and ideals grow; check the facts twice.',
    pluto: 'Pluto on an angle of the return: a year of deep change that you will be glad of later.',
  },
  returnTitle: (year) => `Your ${year} solar return`,
  returnWhen: (moment, place) =>
    `The Sun returns to its birth position on ${moment}, cast for ${place}.`,
};
