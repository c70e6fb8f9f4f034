/**
 * English texts of the deep report's chart sections: the composite chart, how the two talk
 * (Mercury) and how they argue and make up (Mars). Written to the pair ("the two of you"), whoever they are to each other.
 */
import type { CompositeText, DeepLabels, StyleText } from '../deepTypes';
import { ASTRO_LABELS, MONTHS_EN as MONTHS } from '../labels';

const KIND = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
} as const;

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const DEEP_LABELS_EN: DeepLabels = {
  titles: {
    composite: 'The chart of the two of you',
    talk: 'How you talk',
    conflict: 'How you disagree and make up',
    timing: 'The year’s major transits',
    months: 'Month by month',
    plan: 'Your year at a glance',
  },
  point: (owner, point) => (owner === null ? `the composite ${point}` : `${owner}'s ${point}`),
  date: (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`,
  dateYear: (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  month: (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  list: (items) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  transit: (planet, kind, target) =>
    `${planet === 'Sun' ? 'the Sun' : planet} ${KIND[kind]} ${target}`,
  house: ASTRO_LABELS.en.house,
};

export const COMPOSITE_EN: CompositeText = {
  intro: (a, b) =>
    `A composite chart takes the midpoint between ${a}'s and ${b}'s position of each planet, which gives one chart for the relationship itself rather than for either person. It describes what the bond is for, the mood it lives in and how it shows care, whoever the two of you are apart.`,
  placed: (point, sign, house, theme) =>
    house === null
      ? `${cap(point)} is in ${sign}.`
      : `${cap(point)} is in ${sign}, in the ${house}, the house of ${theme}.`,
  houseTheme: [
    'the face you show together and how you begin things',
    'money, possessions and what you both value',
    'daily talk, errands and the people nearby',
    'home, family and a sense of belonging',
    'play, creativity, children and shared fun',
    'routines, chores and looking after each other’s health',
    'partnership, promises and meeting the world as a pair',
    'closeness, trust and what you hold in common',
    'travel, study and the beliefs you build together',
    'ambition, reputation and the public life you share',
    'friends, circles and hopes for the future',
    'privacy, rest and what stays unspoken',
  ],
  sun: [
    'This bond exists to get things moving, and it is at its best when the two of you start something new and a little brave together.',
    'This bond is built for steadiness, and it grows through shared comforts, patient plans and things you can touch and keep.',
    'Talk is the engine of this bond: ideas, questions and jokes keep it alive, and long silences are what it should watch for.',
    'This bond wants a home base, somewhere the two of you can look after each other and feel safe from the world.',
    'This bond wants to shine, and generosity, pride in each other and some play in public bring out its best.',
    'This bond grows through useful care, small improvements and a shared sense of doing things properly.',
    'Partnership is the point of this bond, and fairness, beauty and keeping the balance between you are its lifelong themes.',
    'This bond runs deep and dislikes half measures; honesty and loyalty are what let it change you both for the better.',
    'This bond is a journey, and travel, learning and a shared sense of meaning keep it from growing stale.',
    'This bond is built to last and to achieve; it matures with time and with goals you climb towards together.',
    'This bond needs friendship and freedom at its core, with room for each of you to stay your own person.',
    'This bond is tender and imaginative, held together by empathy, shared dreams and moments of quiet understanding.',
  ],
  moon: [
    'Feelings flare quickly between you and cool just as fast, so a short honest word works better than a long sulk.',
    'Emotionally you settle best with routine and simple comforts: good meals, a favourite place and time with nothing to do.',
    'You process feelings by talking them through, and a heavy mood lifts as soon as it is put into words.',
    'The emotional climate is protective and nurturing, and memories, family and care at home matter a great deal.',
    'You feel secure when you feel appreciated, so warmth, praise and loyalty keep the emotional weather bright.',
    'Care shows up as practical help here, and worry is the mood to watch when life gets busy.',
    'Peace between you matters to you both, and you feel close when things are fair, pleasant and calmly talked through.',
    'Feelings run intense and private between you, and trust is the currency that keeps the bond secure.',
    'Your shared mood needs space and optimism, and a change of scene can do more than a long discussion.',
    'Feelings are shown through reliability more than words, and you feel safest when you build things step by step.',
    'You feel close as friends first, and you need room to breathe even on the warmest days.',
    'The emotional bond is soft and intuitive; you sense each other’s moods and need gentle boundaries as well.',
  ],
  venus: [
    'Affection between you is lively and direct, and surprises, spontaneity and a little friendly rivalry keep it awake.',
    'You show warmth through the senses: good food, beautiful things, comfort and time that is not rushed.',
    'Words keep the warmth between you fresh, so messages, shared books and playful debate all count as care.',
    'Care is shown by looking after each other, and small shared rituals become the heart of the bond.',
    'Warmth is generous and a little theatrical here, and big gestures, compliments and celebrations suit the two of you.',
    'Affection lives in attentive details, like remembering what the other needs before it is asked for.',
    'Courtesy and grace are how you show you care, along with shared beauty, art and pleasant outings.',
    'The pull between you is strong and private, and trust deepens through a closeness kept for the two of you alone.',
    'Affection feels best as an adventure, and trips, laughter and new experiences keep it alive.',
    'Care is shown by commitment and effort, and affection grows slowly but with great staying power.',
    'Affection here is unconventional and friendly, and it thrives when you respect each other’s quirks.',
    'Affection is dreamy and devoted, and music, films and shared imagination bring you close.',
  ],
  asc: [
    'Others see an energetic pair that gets on with things and does not wait for permission.',
    'Others see a calm, solid pair, easy to be around and hard to hurry.',
    'People meet a talkative, curious pair who seem to know everyone.',
    'You come across as a warm, protective duo who make other people feel at home.',
    'You come across as a vivid twosome who enjoy being seen and make an occasion of things.',
    'People see a capable, modest pair who are quietly good at getting things done.',
    'You come across as a gracious, sociable pair who smooth things over wherever you go.',
    'People sense intensity and discretion in you as a pair, with more going on than you show.',
    'You come across as an open, adventurous duo who are always planning the next trip.',
    'People see a serious, dependable team who look as if you have a plan.',
    'You come across as an unusual, independent pair who do things your own way.',
    'People sense a gentle, artistic pair who are easy to confide in.',
  ],
  noTimes: (a, b) =>
    `Without both birth times the composite Ascendant and houses cannot be drawn, so this chart of ${a} and ${b} is read from the composite planets’ signs alone. Add both birth times to your profiles to see which areas of life the relationship lives in.`,
};

export const TALK_EN: StyleText = {
  placed: (a, sa, b, sb) => `${a}'s Mercury is in ${sa} and ${b}'s is in ${sb}.`,
  placedBoth: (a, b, s) =>
    `${a} and ${b} both have Mercury in ${s}, so you often reach for the same words at the same moment.`,
  sign: [
    'Mercury in Aries speaks first and fast, says what it means, and can forget to listen to the end.',
    'Mercury in Taurus thinks before it talks, holds to its view and prefers concrete facts to theories.',
    'Mercury in Gemini thinks aloud, jumps between topics and keeps a conversation light and quick.',
    'Mercury in Cancer listens for the feeling under the words and remembers exactly how things were said.',
    'Mercury in Leo speaks with warmth and conviction and likes its ideas to be heard and appreciated.',
    'Mercury in Virgo is precise and helpful, notices details and may correct before it praises.',
    'Mercury in Libra weighs both sides, chooses tactful words and dislikes blunt arguments.',
    'Mercury in Scorpio asks probing questions, keeps secrets well and reads between the lines.',
    'Mercury in Sagittarius is frank, funny and broad-minded, though it can skip the small print.',
    'Mercury in Capricorn is measured and practical, talks to reach decisions and values plans over chatter.',
    'Mercury in Aquarius likes ideas and original angles, and enjoys a debate that stays friendly and cool.',
    'Mercury in Pisces thinks in images and moods, picks up hints and may leave things unsaid.',
  ],
  contact: {
    conjunction: (a, b) =>
      `Your two Mercurys sit together, so ${a} and ${b} tend to think along the same track and finish each other's sentences.`,
    sextile: (a, b) =>
      `A sextile between the Mercurys gives ${a} and ${b} an easy give-and-take in conversation that rewards a little effort.`,
    square: (a, b) =>
      `The Mercurys square each other, so ${a} and ${b} can talk past one another until one of you slows down and restates the point.`,
    trine: (a, b) =>
      `A trine between the Mercurys makes talking easy, and ${a} and ${b} follow each other's logic without much explaining.`,
    opposition: (a, b) =>
      `The Mercurys face each other across the zodiac, so ${a} and ${b} see things from opposite ends and learn most by hearing the other side out.`,
    none: (a, b) =>
      `The Mercurys make no close aspect, so ${a} and ${b} learn each other's way of talking by practice rather than by instinct.`,
  },
  cross: {
    harmonious: (first, second) =>
      `${first}'s words give ${second}'s drive a direction, so plans the two of you talk over tend to turn into action.`,
    tense: (first, second) =>
      `${first}'s Mercury rubs against ${second}'s Mars, so a casual remark can land as a challenge; lower the heat before making the point.`,
  },
  habit: {
    twin: (a, b) =>
      `A habit for ${a} and ${b}: because you think alike, invite a third view now and then so you do not miss what neither of you sees.`,
    same: (a, b) =>
      `A habit for ${a} and ${b}: your minds share an element, so keep your conversations varied and check each other's blind spots.`,
    compatible: (a, b) =>
      `A habit for ${a} and ${b}: your styles feed each other, so keep a regular time to talk plans over, when ideas can turn into decisions.`,
    different: (a, b) =>
      `A habit for ${a} and ${b}: your styles differ, so repeat back what you heard before you answer, and misunderstandings will stay small.`,
  },
};

export const CONFLICT_EN: StyleText = {
  placed: (a, sa, b, sb) => `${a}'s Mars is in ${sa} and ${b}'s is in ${sb}.`,
  placedBoth: (a, b, s) =>
    `${a} and ${b} both have Mars in ${s}, so you get angry about similar things and in a similar way.`,
  sign: [
    'Mars in Aries gets angry quickly and openly, and is usually over it just as fast.',
    'Mars in Taurus is slow to anger but stubborn once roused, and needs time to climb down.',
    'Mars in Gemini argues with words and wit, and may keep debating long after the point is made.',
    'Mars in Cancer fights defensively, takes things personally and may sulk before it says what hurts.',
    'Mars in Leo flares when its pride is touched and calms down quickly once it feels respected.',
    'Mars in Virgo turns anger into criticism and fixing things, and needs the problem named precisely.',
    'Mars in Libra avoids open fights and weighs fairness, and can let resentment gather in silence.',
    'Mars in Scorpio keeps anger under the surface, remembers slights and needs trust restored, not just words.',
    'Mars in Sagittarius blurts out the truth, argues on principle and forgives easily once it has had its say.',
    'Mars in Capricorn stays controlled, turns cold rather than hot and wants a practical solution.',
    'Mars in Aquarius detaches when angry, argues from ideas and needs distance before it can make up.',
    'Mars in Pisces avoids confrontation, retreats when hurt and can be reached through gentleness.',
  ],
  contact: {
    conjunction: (a, b) =>
      `With the two Mars positions together, ${a} and ${b} share a lot of drive: aimed at one goal it makes a strong team, and aimed at each other it burns hot.`,
    sextile: (a, b) =>
      `A sextile between the Mars positions lets ${a} and ${b} work side by side with energy and settle disputes without much drama.`,
    square: (a, b) =>
      `The Mars positions square each other, so ${a} and ${b} push in different directions at once; agree on who leads which task.`,
    trine: (a, b) =>
      `A trine between the Mars positions means ${a} and ${b} pull in the same direction and recover from quarrels quickly.`,
    opposition: (a, b) =>
      `The Mars positions oppose each other, so ${a} and ${b} can turn a disagreement into a contest; a shared challenge such as a project or a sport channels it well.`,
    none: (a, b) =>
      `The two Mars positions make no close aspect, so ${a} and ${b} each fight in your own rhythm and need to say out loud when something matters.`,
  },
  cross: {
    harmonious: (first, second) =>
      `${first}'s Mars supports ${second}'s Moon, so after a quarrel it works well when ${first} takes the first step to make up.`,
    tense: (first, second) =>
      `${first}'s Mars presses on ${second}'s Moon, so ${first}'s bluntness can hurt more than intended; pick a calm moment for hard topics.`,
  },
  habit: {
    twin: (a, b) =>
      `To make up, ${a} and ${b} can rely on a shared instinct: name the problem, take a short break and come back with one concrete change.`,
    same: (a, b) =>
      `To make up, ${a} and ${b} need the same kind of cooling-off, so give each other that time and agree on when to talk again.`,
    compatible: (a, b) =>
      `To make up, ${a} and ${b} each supply what the other lacks, so one of you can start the repair and the other can finish it.`,
    different: (a, b) =>
      `To make up, ${a} and ${b} need different things, so ask each other plainly what helps after an argument, and then do it.`,
  },
};
