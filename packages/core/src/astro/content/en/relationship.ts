/**
 * English texts for a relationship chart read as an entity of its own (the composite and the
 * Davison chart). Our own writing.
 */
import type { RelationshipText } from '../relationship-types';

/** What a shared placement confirms. */
const ECHO = {
  sun: 'what this pair is for',
  moon: 'what it needs to feel safe',
  venus: 'the way it shows affection',
  mars: 'the way it acts',
} as const;

export const RELATIONSHIP_EN: RelationshipText = {
  title: { composite: 'The composite chart', davison: 'The Davison chart' },
  deepTitle: 'The relationship as its own chart',
  intro: {
    composite: (a, b) =>
      `The composite chart takes the halfway point of every planet of ${a} and ${b} and reads the result as a third party: the relationship itself, with a character neither of you has alone.`,
    davison: (a, b) =>
      `The Davison chart is a real sky, cast for the moment halfway between the births of ${a} and ${b} and the place halfway between their birthplaces: the relationship's own birthday.`,
  },
  lead: (kind, planet, sign, house) =>
    `The ${kind === 'composite' ? 'composite' : 'Davison'} ${planet} is in ${sign}${house ? `, in the ${house}` : ''}.`,
  sunSign: [
    'This relationship exists to get things moving: it is at its best when the two of you start something together and feel braver side by side than apart.',
    'This relationship exists to build something that lasts: a shared home, shared savings, a slow and solid feeling of being settled.',
    'This relationship exists to keep both of you curious: talk, plans, jokes and new ideas are what it runs on.',
    'This relationship exists to make a shelter: it wants to become a kind of family, a place where both of you are looked after.',
    'This relationship exists to bring out warmth and play: it wants to be enjoyed, celebrated and a little bit admired.',
    'This relationship exists to make daily life work better: it shows its love in help, care and a well-run routine.',
    'This relationship exists for partnership itself: fairness, good manners and a sense of being a team are its heart.',
    'This relationship exists to go deep: it asks for trust, loyalty and the courage to be seen without the usual defences.',
    'This relationship exists to widen both your worlds: travel, learning and a shared belief in what is possible keep it alive.',
    'This relationship exists to build a future: it takes its commitments seriously and grows stronger with every goal you reach together.',
    'This relationship exists to give each of you room: it works as a friendship of equals with an eye on what comes next.',
    'This relationship exists to soften both of you: compassion, imagination and a quiet understanding are what it gives.',
  ],
  sunHouse: [
    'Its life is lived in the open: people notice the two of you together, and the pair shapes how each of you appears.',
    'Its life is lived in the practical world of money, possessions and shared comforts, where you prove your worth to each other.',
    'Its life is lived in conversation: messages, errands, short trips and the neighbourhood you share.',
    'Its life is lived at home: the place you share, family ties and the private world behind the front door.',
    'Its life is lived in pleasure: dates, hobbies, creative projects and, for some couples, children.',
    'Its life is lived in the everyday: work, health, routines and the small services you do for each other.',
    'Its life is lived face to face: the partnership itself, its agreements and the way you negotiate.',
    'Its life is lived below the surface: intimacy, shared resources and the changes you go through together.',
    'Its life is lived on the horizon: travel, study, faith and a shared sense of meaning.',
    'Its life is lived in public: reputation, ambitions and what the two of you build in the world.',
    'Its life is lived among friends: the circle you keep, the groups you join and the hopes you share.',
    'Its life is lived in private: much of what matters stays between the two of you, or is felt more than said.',
  ],
  moonSign: [
    'To feel safe it needs honesty and movement: quick reconciliations, fresh starts and no sulking.',
    'To feel safe it needs constancy: regular rhythms, physical comfort and promises that are kept.',
    'To feel safe it needs to talk things through: silence worries it more than disagreement does.',
    'To feel safe it needs tenderness and a nest: meals together, familiar rituals, a home that feels like yours.',
    'To feel safe it needs warmth shown openly: praise, affection and a sense of being special to each other.',
    'To feel safe it needs usefulness: small acts of care, tidy plans and problems solved together.',
    'To feel safe it needs harmony: fairness, courtesy and time to talk before anything is decided.',
    'To feel safe it needs depth and loyalty: it would rather face a hard truth than live with a polite distance.',
    'To feel safe it needs freedom and hope: something to look forward to, and room to roam.',
    'To feel safe it needs structure: clear roles, dependable effort and a plan that holds.',
    'To feel safe it needs space and friendship: it relaxes when neither of you tries to own the other.',
    'To feel safe it needs gentleness: quiet time, forgiveness and a shared inner world.',
  ],
  venusSign: [
    'Affection here is direct and spontaneous: a sudden gesture means more than a planned one.',
    'Affection here is tactile and loyal: good food, touch and unhurried time together say it best.',
    'Affection here is playful and verbal: flirting, wit and long conversations keep the spark.',
    'Affection here is protective: looking after each other is the clearest way of saying it.',
    'Affection here is generous and proud: it likes grand gestures and shows its love in public.',
    'Affection here is shown through care: noticing what the other needs and quietly seeing to it.',
    'Affection here is graceful: beauty, good manners and shared taste bring you closer.',
    'Affection here is intense and private: it bonds through trust and does not love lightly.',
    'Affection here is adventurous: shared journeys and laughter matter more than routine romance.',
    'Affection here is steady and shown over time: reliability is its love letter.',
    'Affection here is friendly and unconventional: it wants a love that also feels like freedom.',
    'Affection here is tender and romantic: it forgives easily and loves a little beyond reason.',
  ],
  marsSign: [
    'When it acts, it acts fast: decisions come quickly and quarrels blow over just as quickly.',
    'When it acts, it acts slowly and stubbornly: it takes time to get going and is hard to stop.',
    'When it acts, it talks first: many plans at once, and arguments fought with words.',
    'When it acts, it acts to protect: it fights for the home and the people inside it, sometimes sideways.',
    'When it acts, it acts with flair: bold moves, pride at stake, and a need to win with style.',
    'When it acts, it acts with method: careful steps, practical goals and a tendency to criticise.',
    'When it acts, it looks for agreement first: conflict is avoided until it can no longer be.',
    'When it acts, it acts with all its strength: determined, strategic and slow to let go of a grudge.',
    'When it acts, it acts with enthusiasm: big aims, quick starts and impatience with details.',
    'When it acts, it acts with discipline: ambitious, patient and able to work hard for a shared goal.',
    'When it acts, it acts on principle: unusual methods and a dislike of being told what to do.',
    'When it acts, it acts indirectly: it goes with the flow, and anger tends to turn into hurt.',
  ],
  phase: [
    'It was born at a new Moon: a relationship that starts things on instinct and learns what it is by living it.',
    'It was born under a crescent Moon: it has to push past old habits to grow, and grows stronger each time it does.',
    'It was born at a first quarter: it is made for action and thrives on challenges that ask for decisions.',
    'It was born under a gibbous Moon: it keeps refining itself, asking how to make the bond better.',
    'It was born at a full Moon: a relationship of awareness, in which each of you sees yourself clearly in the other.',
    'It was born under a waning, disseminating Moon: it has something to share and does well when it teaches or gives.',
    'It was born at a last quarter: it questions old ways and is ready to change its form when it must.',
    'It was born under a balsamic Moon: an old-feeling bond that completes something, often with a sense of fate.',
  ],
  angularLead: (kind, planet) =>
    `In the ${kind === 'composite' ? 'composite' : 'Davison'} chart ${the(planet)} stands on an angle:`,
  angular: {
    sun: 'this relationship is hard to hide and gives both of you a stronger sense of purpose.',
    moon: 'feelings lead here, and the pair is quick to sense each other’s moods.',
    mercury: 'talking, writing and making plans are central to what you share.',
    venus: 'charm and affection are visible to everyone around you.',
    mars: 'the pair has drive and heat, and needs a shared aim to spend it on.',
    jupiter: 'the relationship feels lucky and generous and tends to grow.',
    saturn: 'the bond is serious and durable, and asks for commitment and patience.',
    uranus: 'the relationship is unusual and electric, and needs freedom to stay alive.',
    neptune: 'the bond is dreamy and idealistic, so keep one foot on the ground.',
    pluto: 'the relationship is intense and transforming; neither of you leaves it unchanged.',
  },
  angularEcho: (planet) =>
    `In the Davison chart ${the(planet)} stands on an angle as well, which underlines what the composite says of it.`,
  role: {
    sun: 'your shared purpose',
    moon: 'your emotional needs',
    mercury: 'the way you talk',
    venus: 'your affection',
    mars: 'your drive',
    jupiter: 'your optimism',
    saturn: 'your sense of duty',
    uranus: 'your need for freedom',
    neptune: 'your dreams',
    pluto: 'your deepest bond',
  },
  aspect: {
    conjunction: [
      (x, y) => `${x} and ${y} are fused into one force.`,
      (x, y) => `${x} and ${y} move as one, for better and for worse.`,
    ],
    sextile: [
      (x, y) => `${x} and ${y} help each other whenever you make a little effort.`,
      (x, y) => `${x} and ${y} open doors for each other when you ask them to.`,
    ],
    square: [
      (x, y) => `${x} and ${y} rub against each other, and that friction makes you grow.`,
      (x, y) =>
        `${x} and ${y} pull against each other; working that tension out is part of what this relationship is for.`,
    ],
    trine: [
      (x, y) => `${x} and ${y} flow together with ease.`,
      (x, y) => `${x} and ${y} support each other without being asked.`,
    ],
    opposition: [
      (x, y) => `${x} and ${y} pull in opposite directions until you find the balance.`,
      (x, y) =>
        `${x} and ${y} face each other across the chart, and each of you may end up speaking for one side.`,
    ],
  },
  aspectEcho: (x, aspect, y) =>
    `In the Davison chart ${the(x)} and ${the(y)} form ${aspect === 'opposition' ? 'an' : 'a'} ${aspect} too, so that thread runs through both charts.`,
  aspectLead: (kind, x, aspect, y) =>
    `In the ${kind === 'composite' ? 'composite' : 'Davison'} chart, ${the(x)} and ${the(y)} form ${aspect === 'opposition' ? 'an' : 'a'} ${aspect}:`,
  elementLead: (kind, element) =>
    `Most of the ${kind === 'composite' ? 'composite' : 'Davison'} chart’s planets are in ${element} signs:`,
  element: {
    fire: 'a warm, impulsive relationship that needs adventure more than comfort.',
    earth: 'a practical relationship that shows its love in what it builds.',
    air: 'a relationship of minds that stays alive through conversation and shared ideas.',
    water: 'an emotional relationship that lives on closeness and intuition.',
  },
  elementEcho: (element) =>
    `Most of the Davison chart’s planets are in ${element} signs as well, so that climate is doubly marked.`,
  noTime: (kind, a, b) =>
    `Without both birth times, the houses and angles of the ${kind === 'composite' ? 'composite' : 'Davison'} chart are left out; what follows reads only the signs of the relationship between ${a} and ${b}.`,
  echo: (planet, sign, id) =>
    `The Davison ${planet} is in ${sign} too: ${ECHO[id]} reads the same in both charts, so you can count on it.`,
};

/** The lights take the article: "the Sun", "the Moon". */
function the(planet: string): string {
  return planet === 'Sun' || planet === 'Moon' ? `the ${planet}` : planet;
}
