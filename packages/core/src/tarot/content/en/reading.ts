import type { ReadingText } from '../reading';
import { POSITIONS_EN } from './positions';

/** The English prose around the cards (our own writing). */
export const READING_EN: ReadingText = {
  positions: POSITIONS_EN,
  optionDefaults: ['the first option', 'the second option'],
  quote: '“{text}”',
  answerTitles: {
    yesno: 'The short answer',
    choice: 'Your two options',
    when: 'Timing',
    open: 'In short',
  },
  kindHint: {
    yesno: [
      'Since it asks for a yes or a no, the answer comes first, then the cards one by one.',
      'It is a yes-or-no question, so the cards are weighed for a lean before each is read.',
    ],
    choice: [
      'Since it weighs two options, the cards are read for both of them.',
      'It is a choice between two paths, so the spread is read for each in turn.',
    ],
    when: [
      'Since it asks about timing, the cards are read for their pace as well as their meaning.',
      'It is a question of when, so the suits and numbers are read as a clock.',
    ],
    open: [
      'The cards answer an open question with a story rather than a verdict.',
      'An open question gets a full reading: the gist first, then each card.',
    ],
  },
  yesno: {
    bands: {
      clearYes: ['A clear yes.', 'The cards give a clear yes.'],
      leanYes: [
        'The cards lean toward yes, though it will take some effort.',
        'This tilts toward yes, with work still to do.',
      ],
      softYes: [
        'A tentative yes: the balance tips only slightly.',
        'It is close, but the cards tilt gently toward yes.',
      ],
      softNo: [
        'A tentative no: the balance tips only slightly.',
        'It is close, but the cards tilt gently toward no.',
      ],
      leanNo: [
        'The cards lean toward no, at least for now.',
        'As things stand, this tilts toward no.',
      ],
      clearNo: ['A clear no, as things stand.', 'The cards give a firm no for now.'],
    },
    tippingTwo: [
      'What tips it is {first} together with {second}, the two cards with the most weight here.',
      '{first} and {second} do most of the tipping.',
    ],
    tippingOne: [
      'What tips it is {first}, the card with the most weight here.',
      '{first} does most of the tipping.',
    ],
    against: [
      'Pulling the other way is {card}, so hold the answer loosely.',
      'Only {card} pulls against it, and that is worth heeding.',
    ],
    nothingAgainst: [
      'Nothing in the spread pulls hard the other way.',
      'No card here argues seriously against it.',
    ],
    single: '{card} decides it on its own: {reason}.',
    reasons: {
      upright: {
        bright: 'an upright card of light and momentum',
        mixed: 'a card of balance that, upright, nudges things forward',
        heavy: 'even upright, this card speaks of strain',
      },
      reversed: {
        bright: 'a bright card turned over, so its promise is held back for now',
        mixed: 'a card of balance that, reversed, slows things down',
        heavy: 'a heavy card turned over, so the hardest part is easing without being over',
      },
    },
    brief: {
      clearYes: 'A clear yes, carried most by {card}.',
      leanYes: 'The cards lean toward yes, carried most by {card}.',
      softYes: 'A tentative yes: {card} tips the balance.',
      softNo: 'A tentative no: {card} tips the balance.',
      leanNo: 'The cards lean toward no, weighed down most by {card}.',
      clearNo: 'A clear no for now, weighed down most by {card}.',
    },
  },
  choice: {
    clear: [
      'Between {a} and {b}, the cards clearly favour {winner}.',
      'Of your two options, {winner} has the clearer support from the cards.',
    ],
    slight: [
      'Between {a} and {b}, the cards favour {winner}, though only by a little.',
      '{a} and {b} are closely matched, with a slight edge to {winner}.',
    ],
    paired: 'This spread gives each option its own two cards: the path itself, and where it leads.',
    halves:
      'Read in two halves, the cards before the middle speak for {a} and those after it for {b}.',
    halvesMiddle:
      'Around {middle}, the ground both options share, the spread splits in two: what comes before it speaks for {a}, and what comes after it for {b}.',
    single: {
      upright:
        'With a single card, the custom is to read upright for the first option and reversed for the second; this one is upright, so it points to {winner}.',
      reversed:
        'With a single card, the custom is to read upright for the first option and reversed for the second; this one is reversed, so it points to {winner}.',
    },
    sideA: {
      for: 'For {a}, {card} speaks in its favour.',
      against: 'For {a}, {card} raises doubts.',
    },
    sideB: {
      for: 'As for {b}, {card} is on its side.',
      against: 'As for {b}, {card} gives reason to pause.',
    },
    bothHard: 'Neither road is easy, so weigh what each would ask of you, not only where it leads.',
    brief: 'The cards favour {winner} over {loser}.',
  },
  when: {
    lead: ['For timing, look to {card}.', 'The timing rests mostly on {card}.'],
    suit: {
      wands: 'Wands move in days, so this points to {span}.',
      swords: 'Swords move in weeks, so this points to {span}.',
      cups: 'Cups move in months, so this points to {span}.',
      pentacles: 'Pentacles move slowly, season by season, so this points to {span}.',
    },
    span: {
      wands: { one: 'a day or two', many: 'about {n} days' },
      swords: { one: 'about a week', many: 'about {n} weeks' },
      cups: { one: 'about a month', many: 'about {n} months' },
      pentacles: { one: 'about a season', many: '{n} months or more' },
    },
    court: 'A court card points to a person more than a date: things move once {role}.',
    roles: {
      page: 'a message or a first step arrives',
      knight: 'someone decides to act',
      queen: 'someone steadies the situation',
      king: 'the person with the final say decides',
    },
    pace: {
      wands: 'With Wands, that can happen within days.',
      swords: 'With Swords, count in weeks.',
      cups: 'With Cups, count in months.',
      pentacles: 'With Pentacles, allow a season.',
    },
    major:
      'As a Major Arcana card it keeps no calendar: expect this to ripen over months rather than days, once the larger change has run its course.',
    upright: 'Upright, it suggests nothing holds this back once you move.',
    reversed:
      'Because it is reversed, allow for delay: the later end of that range is more likely.',
    delays: 'So many reversed cards also point to holdups along the way.',
    season: 'By suit, the likeliest season is {season}.',
    seasons: { fire: 'spring', water: 'summer', air: 'autumn', earth: 'winter' },
    framing: [
      'Treat this as a tendency, not an appointment: your own steps can bring it closer.',
      'Timing in tarot is a tendency rather than a date, and what you do can move it.',
    ],
    brief: {
      span: 'Going by {card}, the timing is {span}.',
      major: 'Going by {card}, this ripens over months rather than days.',
      court: 'Going by {card}, things move once {role}.',
    },
  },
  open: {
    tones: {
      clearYes: [
        'Taken together, the cards are encouraging: there is real momentum here.',
        'On the whole, this is an encouraging draw with real momentum.',
      ],
      leanYes: [
        'Taken together, the cards are hopeful, though they ask for effort.',
        'On the whole, this is a hopeful draw that asks for some effort.',
      ],
      softYes: [
        'Taken together, the picture is mixed, with a little more light than shadow.',
        'On the whole, light and shadow are close, with light slightly ahead.',
      ],
      softNo: [
        'Taken together, the picture is mixed, with a little more shadow than light.',
        'On the whole, light and shadow are close, with shadow slightly ahead.',
      ],
      leanNo: [
        'Taken together, the cards are sobering: they ask you to slow down and look closely.',
        'On the whole, this is a sobering draw that asks for patience.',
      ],
      clearNo: [
        'Taken together, the cards sound a warning: something needs to change before things improve.',
        'On the whole, this draw is a warning that something needs to change first.',
      ],
    },
    keyAndEnd: '{key} sets the tone, and {end} shows the way ahead.',
    keyIsEnd: '{key} both sets the tone and shows the way ahead.',
    single: '{key} carries the whole message.',
    brief: '{tone}, with {card} setting the tone.',
    briefTones: {
      clearYes: 'An encouraging draw with real momentum',
      leanYes: 'A hopeful draw that asks for effort',
      softYes: 'A mixed draw with a little more light than shadow',
      softNo: 'A mixed draw with a little more shadow than light',
      leanNo: 'A sobering draw that asks you to slow down',
      clearNo: 'A draw that warns something needs to change',
    },
  },
  briefLine: '{placed} {verb} {keys}.',
  briefVerbs: ['speaks of', 'points to', 'brings up', 'is about', 'turns on'],
};
