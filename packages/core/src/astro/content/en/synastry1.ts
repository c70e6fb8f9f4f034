/**
 * English synastry contacts, part 1: pairs whose earlier point is the Sun, the Moon or Mercury.
 * `x` owns the first point of the key, `y` the second. Combined in ./synastry.ts.
 */
import type { ContactPair, ContactText } from '../types';

export const CONTACT_EN_1: Partial<Record<ContactPair, ContactText>> = {
  'sun-sun': {
    harmonious: (x, y) =>
      `${x} and ${y} recognise something of themselves in each other. Their ways of shining differ enough to stay interesting and agree enough to cheer each other on.`,
    tense: (x, y) =>
      `${x} and ${y} each want room to be the main character, sometimes at the same moment. Taking turns in the spotlight, on purpose, turns rivalry into admiration.`,
  },
  'sun-moon': {
    harmonious: (x, y) =>
      `${x}'s steady sense of purpose gives ${y} somewhere safe to land, and ${y}'s care warms whatever ${x} is building. Ordinary days together tend to feel natural.`,
    tense: (x, y) =>
      `What ${x} is driving towards and what ${y} needs to feel at ease don't always line up. Saying plainly "this is what I need today" saves a lot of guessing.`,
  },
  'sun-mercury': {
    harmonious: (x, y) =>
      `${y} finds words for what ${x} is reaching for, and ${x} takes ${y}'s ideas seriously. Plans made together tend to get said, then done.`,
    tense: (x, y) =>
      `${y} may question or pick apart what ${x} cares about most, and ${x} can hear it as a verdict on who they are. Asking before commenting keeps it a conversation.`,
  },
  'sun-venus': {
    harmonious: (x, y) =>
      `${y} genuinely enjoys who ${x} is, and ${x} brings out ${y}'s warmth and charm. Affection comes easily here and is easy to show.`,
    tense: (x, y) =>
      `${x} and ${y} like each other, but their tastes and ways of showing care can clash. Small gestures made in the other's style go further than grand ones.`,
  },
  'sun-mars': {
    harmonious: (x, y) =>
      `${y}'s drive fires up ${x}'s ambitions, and ${x} gives that energy a direction. Together they get things moving, from weekend plans to shared projects.`,
    tense: (x, y) =>
      `${y}'s push and ${x}'s pride can clash, and small disagreements may turn into contests. Settling what is being decided before who is right keeps it friendly.`,
  },
  'sun-jupiter': {
    harmonious: (x, y) =>
      `${y} believes in ${x} and says so, and ${x} gives ${y}'s optimism something real to back. They widen each other's horizons.`,
    tense: (x, y) =>
      `${y}'s encouragement can run ahead of ${x}'s actual plans, and promises may outgrow what either can keep. Big dreams do best with a first small step written down.`,
  },
  'sun-saturn': {
    harmonious: (x, y) =>
      `${y} offers ${x} structure, patience and honest feedback, and ${x} helps ${y} lighten up. This is a contact that builds things meant to last.`,
    tense: (x, y) =>
      `${y}'s caution can feel like criticism to ${x}, and ${x}'s confidence can look careless to ${y}. Spelling out the respect behind each concern keeps it from turning cold.`,
  },
  'sun-asc': {
    harmonious: (x, y) =>
      `${x} feels at ease with the way ${y} comes across, and ${y} feels truly seen by ${x}. First impressions were likely warm, and they tend to stay that way.`,
    tense: (x, y) =>
      `${x}'s presence and ${y}'s manner can rub at first, each finding the other a little much. The friction fades as they get to know what lies beneath the surface.`,
  },
  'moon-moon': {
    harmonious: (x, y) =>
      `${x} and ${y} feel things in a similar rhythm and need similar kinds of comfort. Being quiet together is easy, and each feels at home in the other's company.`,
    tense: (x, y) =>
      `${x} and ${y} soothe themselves in different ways, so one may want to talk while the other wants space. Learning each other's comfort routines matters more than agreeing on them.`,
  },
  'moon-mercury': {
    harmonious: (x, y) =>
      `${y} can put ${x}'s feelings into words, and ${x} listens in a way that makes ${y} want to share. Long talks come easily.`,
    tense: (x, y) =>
      `${y}'s logic can meet ${x}'s feelings at the wrong moment, leaving ${x} feeling analysed rather than heard. Listening first and solving later works wonders here.`,
  },
  'moon-venus': {
    harmonious: (x, y) =>
      `${y}'s affection lands exactly where ${x} needs it, and ${x} makes ${y} feel appreciated. It is one of the tenderest contacts two charts can share.`,
    tense: (x, y) =>
      `${x} and ${y} both want closeness but show it differently, and small slights can sting more than they should. Asking "what would feel good right now?" clears the air.`,
  },
  'moon-mars': {
    harmonious: (x, y) =>
      `${y}'s energy lifts ${x}'s mood, and ${x}'s feelings give ${y}'s drive a warm reason. There is a lively pull here, and a protective streak on both sides.`,
    tense: (x, y) =>
      `${y} can come on too fast or too bluntly for ${x}'s feelings, and ${x}'s moods may frustrate ${y}. Naming the feeling before reacting helps them both.`,
  },
  'moon-jupiter': {
    harmonious: (x, y) =>
      `${y} is generous with ${x}'s feelings, and ${x} brings out ${y}'s kindness. Time together tends to leave both in better spirits than before.`,
    tense: (x, y) =>
      `${y} may try to cheer ${x} up before ${x} is ready, and comfort can tip into overdoing it. Sometimes the kindest thing is simply to stay with the feeling.`,
  },
  'moon-saturn': {
    harmonious: (x, y) =>
      `${y} gives ${x} a steady, dependable presence, and ${x} softens ${y}'s seriousness. Loyalty grows slowly here, and it holds.`,
    tense: (x, y) =>
      `${y}'s reserve can leave ${x} feeling kept at arm's length, and ${x}'s needs may weigh on ${y}. Small, reliable gestures of warmth count for more than big declarations.`,
  },
  'moon-asc': {
    harmonious: (x, y) =>
      `${x} feels comfortable around ${y} almost from the start, and ${y} senses ${x}'s moods without being told. There is a natural, homely ease between them.`,
    tense: (x, y) =>
      `${y}'s way of meeting the world can unsettle ${x}, and ${x}'s moods may puzzle ${y}. Time and gentle curiosity turn the mismatch into familiarity.`,
  },
  'mercury-mercury': {
    harmonious: (x, y) =>
      `${x} and ${y} think along similar lines and often finish each other's sentences. Talking, planning and joking together come naturally.`,
    tense: (x, y) =>
      `${x} and ${y} think in different gears, so one may feel rushed and the other held up. Agreeing how to talk something through is half the conversation.`,
  },
  'mercury-venus': {
    harmonious: (x, y) =>
      `${x} knows how to say kind things to ${y}, and ${y} makes ${x}'s words feel welcome. Compliments, jokes and messages flow easily.`,
    tense: (x, y) =>
      `${x}'s frankness may land as a lack of tenderness for ${y}, while ${y}'s tact can seem evasive to ${x}. With a little practice, honest and gentle can go together.`,
  },
  'mercury-mars': {
    harmonious: (x, y) =>
      `${y} acts on ${x}'s ideas quickly, and ${x} helps ${y} think before charging ahead. Their debates are lively and usually fun.`,
    tense: (x, y) =>
      `${y}'s bluntness and ${x}'s quick tongue can turn a discussion into an argument. A pause before replying, and no scoring points, keeps their talks useful.`,
  },
  'mercury-jupiter': {
    harmonious: (x, y) =>
      `${y} broadens ${x}'s thinking, and ${x} brings ${y}'s big ideas down to the details. Learning, travelling or planning together suits them.`,
    tense: (x, y) =>
      `${y} paints the big picture while ${x} checks the small print, and each may find the other's focus tiring. Both views are needed; taking turns keeps it friendly.`,
  },
  'mercury-saturn': {
    harmonious: (x, y) =>
      `${y} helps ${x} organise thoughts and follow through, and ${x} keeps ${y}'s thinking nimble. A good pair for serious plans.`,
    tense: (x, y) =>
      `${y} may seem to judge ${x}'s ideas before hearing them out, and ${x} can feel lectured. Saying what works in an idea before raising doubts changes the whole tone.`,
  },
  'mercury-asc': {
    harmonious: (x, y) =>
      `${x} finds ${y} easy to talk to from the first hello, and ${y} enjoys the way ${x}'s mind works. Conversation is their way in.`,
    tense: (x, y) =>
      `${x}'s way of talking and ${y}'s manner can be misread early on. Checking what was meant before taking offence saves them needless knots.`,
  },
};
