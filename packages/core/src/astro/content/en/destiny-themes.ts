/**
 * English life themes of the paid natal report, drawn from chart patterns: elements and
 * modalities, the chart ruler, where planets gather, the lunar nodes, Saturn's returns and the
 * year's slow transits. Our own writing; nothing here repeats a free screen's text.
 */
import type { DestinyText } from '../destiny-types';
import { an } from './destiny';

const the = (planet: string) => (planet === 'Sun' || planet === 'Moon' ? `the ${planet}` : planet);
const The = (planet: string) => (planet === 'Sun' || planet === 'Moon' ? `The ${planet}` : planet);
const NUMBERS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const only = (n: number) =>
  n === 0
    ? 'None of your ten planets'
    : `Only ${n === 1 ? 'one planet' : `${NUMBERS[n]} planets`} of your ten`;
const planets = (n: number) => (n === 1 ? 'one planet' : `${NUMBERS[n] ?? n} planets`);

export const DESTINY_THEMES_EN: Pick<
  DestinyText,
  'elements' | 'ruler' | 'gathering' | 'nodes' | 'saturn' | 'yearAhead'
> = {
  elements: {
    counts: (c) =>
      `Counting all ten planets by the signs they occupy, your chart holds ${c.fire} in fire, ${c.earth} in earth, ${c.air} in air and ${c.water} in water.`,
    strong: {
      fire: (p) =>
        `Fire leads, carried by ${p}: you are moved by enthusiasm and tend to learn by doing, so a life without a challenge to chase soon feels grey.`,
      earth: (p) =>
        `Earth leads, carried by ${p}: you trust what is real and lasting, and you tend to build your life the way a good house is built, one solid layer at a time.`,
      air: (p) =>
        `Air leads, carried by ${p}: you live a great deal in ideas and conversation, and you understand yourself best when you can put things into words.`,
      water: (p) =>
        `Water leads, carried by ${p}: you take in the world through feeling first, and your instincts about people are usually ahead of your reasons.`,
    },
    weak: {
      fire: (n) =>
        n === 0
          ? 'No planet stands in a fire sign, so spontaneity and self-assertion may not come on their own; you may need to borrow courage from people or projects that excite you.'
          : 'With only one planet in fire, your spark is real but easily smothered, so protect the activities that make you feel bold.',
      earth: (n) =>
        n === 0
          ? 'No planet stands in an earth sign, so routines, money and the body may need conscious attention; simple habits ground you more than you expect.'
          : 'With only one planet in earth, practical matters can slide while you attend to other things, so give them a fixed place in your week.',
      air: (n) =>
        n === 0
          ? 'No planet stands in an air sign, so stepping back to see a situation from outside may take effort; talking things through with a calm friend helps.'
          : 'With only one planet in air, you may feel more than you explain, so writing your thoughts down is a useful bridge.',
      water: (n) =>
        n === 0
          ? 'No planet stands in a water sign, so your feelings may reach you late and in disguise; slowing down to ask how you really are is worth the trouble.'
          : 'With only one planet in water, tenderness is there but kept private, so let a few trusted people see it.',
    },
    even: 'None of the four elements is missing or scarce in your chart, which gives you an unusual range: you can be practical, passionate, thoughtful or tender as the moment asks.',
    modalities: (c) =>
      `By modality the count is ${c.cardinal} cardinal, ${c.fixed} fixed and ${c.mutable} mutable.`,
    modalityStrong: {
      cardinal:
        'Cardinal signs dominate, so you are at your best at the start of things: launching, proposing, taking the first step while others are still deciding.',
      fixed:
        'Fixed signs dominate, so your gift is staying power: once you commit, you hold steady long after others have drifted away.',
      mutable:
        'Mutable signs dominate, so you are at home in change: you adjust, connect and translate, and you often finish what others started.',
    },
    advice: {
      fire: 'To stay in balance, pair every bold start with one quiet evening of review, so your fire warms instead of burning out.',
      earth:
        'To stay in balance, let yourself try one thing each season before it feels safe, so steadiness never turns into standing still.',
      air: 'To stay in balance, move your body and tend to your feelings as seriously as your thoughts, because ideas land better when you are grounded.',
      water:
        'To stay in balance, give your feelings a shape, a journal, a walk or a conversation, so they flow through you rather than flood you.',
    },
  },
  ruler: {
    intro: (rising, ruler) =>
      `With ${rising} rising, your chart ruler is ${the(ruler)}, the planet that steers the whole chart and colours every other placement.`,
    introNoTime: (sun, ruler) =>
      `Without a birth time the rising sign is unknown, so we read the ruler of your Sun sign, ${sun}, as your guiding planet: ${the(ruler)}.`,
    place: (ruler, sign, house, area) =>
      house && area
        ? `${The(ruler)} stands in ${sign}, in your ${house}, so life keeps drawing you toward ${area}, and this is where you find your way back to yourself.`
        : `${The(ruler)} stands in ${sign}, so the qualities of that sign keep showing up in how you steer your life.`,
    dignity: {
      strong: (ruler, sign) =>
        `In ${sign} your ruler is well placed, which gives you a clear sense of direction once you stop second-guessing it.`,
      weak: (ruler, sign) =>
        `In ${sign} your ruler works against the grain, so your direction may take longer to find, and it will be truly your own when you do.`,
      neutral: (ruler, sign) =>
        `In ${sign} your ruler is neither favoured nor hindered, so what you make of it depends on choices more than on circumstance.`,
    },
    advice: {
      sun: 'When you feel lost, do something that lets you be seen for who you are; visibility is how your chart finds its centre.',
      moon: 'When you feel lost, look after your moods and your home first; your chart steers by how safe you feel.',
      mercury:
        'When you feel lost, talk or write it through; naming a situation is how your chart finds its course.',
      venus:
        'When you feel lost, return to what you find beautiful and to the people you love; pleasure and harmony set your compass.',
      mars: 'When you feel lost, choose one concrete action and take it today; movement is how your chart finds its direction.',
      jupiter:
        'When you feel lost, widen your view: a trip, a teacher or a new subject tends to restore your sense of meaning.',
      saturn:
        'When you feel lost, set yourself a clear commitment and keep it; structure is what lets your chart breathe.',
      uranus:
        'When you feel lost, change something you have outgrown; your chart steers by freedom and honest difference.',
      neptune:
        'When you feel lost, make room for music, art or quiet reflection; your chart finds its way through imagination.',
      pluto:
        'When you feel lost, ask what needs to end; your chart moves forward by letting go of what no longer fits.',
    },
  },
  gathering: {
    sign: (planets, sign, keywords) =>
      `${planets} share ${sign}, a stellium that makes being ${keywords} a lifelong theme: much of your energy pools there and asks to be used.`,
    house: (planets, house, area) =>
      `${planets} gather in your ${house}, so the part of life that holds ${area} takes up more of your time, and teaches you more, than it does for most people.`,
    spread: (signs) =>
      `No three planets share a sign: your planets are spread over ${signs} signs, so your interests are wide and you seldom put everything on a single card.`,
    angular: (p, count) =>
      `${p} ${count === 1 ? 'stands' : 'stand'} on an angle of your chart (the 1st, 4th, 7th or 10th house), the strongest positions there are, so ${count === 1 ? 'it is' : 'these are'} what people tend to notice in you first.`,
    noAngular:
      'No planet stands on an angle of your chart, so your strengths work quietly behind the scenes, and people often discover them only once they know you well.',
    above: {
      high: (n) =>
        `${cap(planets(n))} of your ten sit above the horizon, so a great deal of your energy faces the world: public roles, goals and recognition matter to you.`,
      low: (n) =>
        `${only(n)} ${n <= 1 ? 'sits' : 'sit'} above the horizon, so most of your energy faces inward: home, private life and personal meaning come before public success.`,
      even: (n) =>
        `${cap(planets(n))} of your ten sit above the horizon, an even split between your private life and your public one, and you need both to feel whole.`,
    },
    east: {
      high: (n) =>
        `${cap(planets(n))} stand in the eastern half of the chart, so you tend to shape your own circumstances rather than wait for them.`,
      low: (n) =>
        `${only(n)} ${n <= 1 ? 'stands' : 'stand'} in the eastern half of the chart, so your life is shaped a great deal through other people, and partnerships are where you grow.`,
      even: (n) =>
        `With ${planets(n)} in the eastern half of the chart, you balance steering your own course with meeting others halfway.`,
    },
    generation: (uranus, neptune, pluto) =>
      `Uranus in ${uranus}, Neptune in ${neptune} and Pluto in ${pluto} mark the generation you belong to, the backdrop of hopes and upheavals you share with people born around the same years.`,
    personal: (count) =>
      count <= 2
        ? `Your five personal planets, from the Sun to Mars, sit in only ${count === 1 ? 'one sign' : 'two signs'}, so your character is concentrated and easy to recognise.`
        : count >= 5
          ? 'Your five personal planets, from the Sun to Mars, sit in five different signs, so your character has many facets and surprises even people who know you.'
          : `Your five personal planets, from the Sun to Mars, are spread over ${count} signs, a blend of focus and variety.`,
    phase: [
      'You were born under a new Moon, so you tend to act on instinct and start fresh, trusting a feeling long before it has a name.',
      'You were born under a crescent Moon, so you know the effort of breaking away from the familiar, and your strength is persistence against old habits.',
      'You were born near the first quarter Moon, so crisis spurs you into action: you build best when something needs to be decided now.',
      'You were born under a gibbous Moon, so you are a refiner: you study, adjust and improve until a thing is truly ready.',
      'You were born under a full Moon, so you see both sides of most questions, and relationships are where your life comes into focus.',
      'You were born under a disseminating Moon, so you are a natural sharer: what you learn wants to be passed on to others.',
      'You were born near the last quarter Moon, so you are willing to question old beliefs and turn toward a new direction when the old one no longer rings true.',
      'You were born under a balsamic Moon, the last sliver before the new one, so you carry an old, quiet wisdom and often sense what is coming before others do.',
    ],
  },
  nodes: {
    north: {
      aries:
        'It points toward courage and self-reliance: growth comes each time you act on your own wish instead of waiting for agreement.',
      taurus:
        'It points toward calm and simple pleasures: growth comes from building something slowly and trusting your own worth.',
      gemini:
        'It points toward curiosity and open questions: growth comes from listening, learning and letting go of needing to be right.',
      cancer:
        'It points toward home and tenderness: growth comes from admitting your needs and letting people care for you.',
      leo: 'It points toward joy and self-expression: growth comes when you step out of the crowd and let your heart be seen.',
      virgo:
        'It points toward useful, careful work: growth comes from daily habits, service and attention to the small things.',
      libra:
        'It points toward partnership and fairness: growth comes from truly considering the other person and meeting them halfway.',
      scorpio:
        'It points toward depth and honesty: growth comes from sharing power, facing what is hidden and letting yourself change.',
      sagittarius:
        'It points toward meaning and wide horizons: growth comes from trusting a bigger picture rather than every small detail.',
      capricorn:
        'It points toward responsibility and lasting goals: growth comes from taking charge of your own life and standing by it.',
      aquarius:
        'It points toward community and the future: growth comes from joining a cause larger than your own story.',
      pisces:
        'It points toward faith and compassion: growth comes from trusting the flow of life and letting go of total control.',
    },
    place: (sign, house) =>
      house
        ? `Your North Node, the point the Moon's path rises through, is in ${sign}, in your ${house}.`
        : `Your North Node, the point the Moon's path rises through, is in ${sign}.`,
    south: (sign, keywords) =>
      `Opposite it, the South Node in ${sign} marks familiar ground: being ${keywords} comes almost by reflex, a comfort to draw on rather than a place to stay.`,
    axis: (southArea, northArea) =>
      `Across the houses, the pull runs from ${southArea} toward ${northArea}.`,
    noTime: (keywords) =>
      `Whenever you feel stuck, leaning into being ${keywords} is the quickest way forward.`,
    cycle:
      'The nodes come back to their birth position about every 18.6 years, so around 19, 37, 56 and 74 these questions tend to return with new force.',
  },
  saturn: {
    cycle: (sign, degree) =>
      `Saturn takes about 29.5 years to circle the zodiac and come back to ${degree}° ${sign}, the degree it held when you were born.`,
    first: (date, age, past) =>
      past
        ? `Your first Saturn return came in ${date}, at ${age}, the point where many people take real ownership of their adult life.`
        : `Your first Saturn return comes in ${date}, at ${age}, when the choices of your twenties are tested and the ones worth keeping become firm.`,
    second: (date, age, past) =>
      past
        ? `The second return came in ${date}, at ${age}, a season of harvest and of deciding what your later years are for.`
        : `The second return falls in ${date}, at ${age}, a season of harvest and of deciding what your later years are for.`,
    theme: (sign, house, area, keywords) =>
      house && area
        ? `Because your Saturn sits in ${sign} and in your ${house}, these tests tend to concern ${area}, and they ask you to be ${keywords}.`
        : `Because your Saturn sits in ${sign}, these tests ask you to be ${keywords}, whatever area of life they arrive in.`,
    now: {
      before: (years) =>
        `You are about ${years} ${years === 1 ? 'year' : 'years'} away from your first return, so this is a good time to notice which commitments truly feel like yours.`,
      between: (years) =>
        `You are about ${years} ${years === 1 ? 'year' : 'years'} past your first return, building on what that time made clear.`,
      after: (years) =>
        `You are about ${years} ${years === 1 ? 'year' : 'years'} past your second return, and what you built carries the weight of experience.`,
    },
    squares:
      'Between the returns, Saturn squares and opposes its own place roughly every seven years, around 7, 14, 22 and 36, each a smaller check on the same lessons.',
  },
  yearAhead: {
    intro: (from, to, count) =>
      count === 0
        ? `Between ${from} and ${to}, no slow planet makes an exact aspect to your Sun, Moon or inner planets.`
        : `Between ${from} and ${to}, the slow planets make ${count} exact ${count === 1 ? 'aspect' : 'aspects'} to your inner planets; here ${count === 1 ? 'it is' : 'are the ones that matter most'}, with their dates.`,
    drive: {
      jupiter: 'widens and encourages',
      saturn: 'tests and gives structure to',
      uranus: 'shakes loose and awakens',
      neptune: 'softens and inspires',
      pluto: 'deepens and transforms',
    },
    hit: (dates, transit, aspect, natal, drive, role, flavor) => {
      const when =
        dates.length > 1 ? `${dates[0]} and again in ${dates.slice(1).join(' and ')}` : dates[0];
      const tail =
        flavor === 'harmonious'
          ? 'an opening worth using while it lasts'
          : flavor === 'challenging'
            ? 'pressure that pays off when you meet it head-on'
            : 'a turning point that starts a new chapter';
      return `Around ${when}, ${transit} makes ${an(aspect)} ${aspect} to your natal ${natal}: it ${drive} ${role}, ${tail}.`;
    },
    quiet:
      'A year without major slow contacts is a year to consolidate: tend what you already have, and let your plans ripen at their own pace.',
    jupiter: (sign, house, area) =>
      house && area
        ? `Jupiter spends much of this year in ${sign}, crossing your ${house}, so growth comes most easily through ${area}.`
        : `Jupiter spends much of this year in ${sign}, so the qualities of that sign are where luck most easily finds you.`,
    saturnNow: (sign, house, area) =>
      house && area
        ? `Saturn meanwhile moves through ${sign} and your ${house}, asking for patience and commitment in ${area}.`
        : `Saturn meanwhile moves through ${sign}, asking for patience with whatever takes time to build.`,
    closing:
      'Slow transits unfold over months, so read each date as the peak of a season rather than a single day, and notice how the theme builds before it and settles after.',
  },
};
