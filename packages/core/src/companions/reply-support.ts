import { fill } from '../util';
import { COMPANION_CONTENT, type Grounding, type SupportText } from './content';
import type { ReplyContext } from './context';
import { FUTURE, IDENTITY } from './lexicon';
import { earlierTopic } from './memory';
import type { Subject } from './topic';
import type { Feeling } from './types';
import { pick } from './util';

/** Small grounding ideas that suit a feeling (one is offered, as a suggestion). */
const GROUNDING: Record<Feeling, Grounding[]> = {
  anxious: ['breathing', 'walk'],
  scared: ['breathing', 'friend'],
  overwhelmed: ['breathing', 'small'],
  sad: ['friend', 'writing'],
  lonely: ['friend'],
  tired: ['rest', 'small'],
  angry: ['walk', 'writing'],
  lost: ['writing', 'walk'],
  hurt: ['writing', 'friend'],
  longing: ['writing', 'friend'],
  happy: [],
  excited: [],
};

/** A feeling about everything at once ("tired of everything", 「对什么都累了」), not one thing. */
const EVERYTHING =
  /(?<![a-z])(everything|all of it|every single thing|anything anymore)(?![a-z])|什么都|一切|所有的?事|全部|啥都/i;

/** The reflection of a hard feeling: self-doubt, about everything, in its own words, or named plainly. */
function reflectHard(c: ReplyContext, t: SupportText): string[] {
  if (c.details.selfDoubt) return COMPANION_CONTENT[c.lang].details.selfDoubt;
  if (EVERYTHING.test(c.text)) return t.reflect.everything;
  const own = c.hard.length === 1 ? t.reflect.byFeeling[c.hard[0]!] : undefined;
  return own ?? t.reflect.feeling;
}

/**
 * The one concrete, kind next step the listener offers: for self-doubt, for a trade-off, a
 * grounding idea for a hard feeling, else one for what the message is about. None when the
 * member asked for cards or about a reading (the reply says what it does instead).
 */
function nextStep(c: ReplyContext, subject: Subject): string | null {
  if (c.plan.intent === 'ask_reading' || c.plan.intent === 'follow_up') return null;
  const t = COMPANION_CONTENT[c.lang];
  const steps = t.details.step;
  const s = c.seed;
  if (c.details.selfDoubt) return pick(steps.selfDoubt, s, 'step');
  if (c.details.tradeoff) return fill(pick(steps.tradeoff, s, 'step'), c.details.tradeoff);
  const ideas = c.hard.flatMap((f) => GROUNDING[f]);
  if (ideas.length) return pick(t.support.grounding[pick(ideas, s, 'idea')], s, 'ground');
  if (c.good.length) return null;
  const person = c.details.person ?? t.details.someone;
  return fill(pick(steps[subject], s, 'step'), { person });
}

/**
 * The listener's reply: reflect what was said and felt, validate it, remember what came up
 * before, take up the trade-off the member weighs, offer one concrete, kind next step
 * (nextStep) and ask an open question. It draws no cards and names none.
 */
export function supportReply(c: ReplyContext): string[] {
  const t = COMPANION_CONTENT[c.lang].support;
  const s = c.seed;
  const common = COMPANION_CONTENT[c.lang].common;
  const details = COMPANION_CONTENT[c.lang].details;
  const subject = c.subject === 'family' ? 'family' : c.own;
  const topic =
    subject === 'general'
      ? null
      : subject === 'family'
        ? details.family.about
        : common.about[subject];
  const earlier = earlierTopic(c.before, c.own);
  switch (c.plan.intent) {
    case 'greeting':
      return [pick(t.greetBack, s, 'hello'), pick(t.ask.greeting, s, 'ask')];
    case 'thanks':
      return [pick(t.thanks, s, 'thanks'), pick(t.ask.thanks, s, 'ask')];
    case 'goodbye':
      return [pick(t.goodbye, s, 'bye')];
    case 'smalltalk':
      return [
        pick(IDENTITY.test(c.text) ? t.identity : t.smalltalk, s, 'small'),
        pick(t.ask.smalltalk, s, 'ask'),
      ];
    default:
      break;
  }

  const chunks: string[] = [];
  if (c.plan.intent === 'ask_reading') chunks.push(pick(t.noCards, s, 'nocards'));
  if (c.plan.intent === 'follow_up') chunks.push(pick(t.aboutCards, s, 'cards'));
  const values = { feelings: c.feelingWords, topic: topic ?? '' };
  const wondering = c.plan.intent === 'question' && topic !== null && FUTURE.test(c.text);
  if (c.hard.length)
    chunks.push(
      fill(
        pick(
          topic && !c.details.selfDoubt ? t.reflect.feelingTopic : reflectHard(c, t),
          s,
          'reflect',
        ),
        values,
      ),
    );
  else if (c.good.length) chunks.push(fill(pick(t.reflect.good, s, 'reflect'), values));
  else if (wondering && topic) chunks.push(fill(pick(t.future, s, 'future'), values));
  else if (topic) chunks.push(fill(pick(t.reflect.topic, s, 'reflect'), values));
  else if (c.plan.intent === 'question') chunks.push(pick(t.reflect.question, s, 'reflect'));
  else if (c.plan.intent !== 'ask_reading') chunks.push(pick(t.reflect.plain, s, 'reflect'));
  if (c.hard.length && wondering && topic) chunks.push(fill(pick(t.future, s, 'future'), values));
  if (c.hard.length) chunks.push(pick(t.validate, s, 'validate'));
  // remembering an earlier worry belongs with a hard moment, not with good news
  if (earlier && !earlier.same && !(c.good.length && !c.hard.length))
    chunks.push(fill(pick(t.memory, s, 'memory'), { topic: common.about[earlier.topic] }));
  if (c.details.tradeoff)
    chunks.push(fill(pick(details.tradeoff, s, 'tradeoff'), c.details.tradeoff));
  const step = nextStep(c, subject);
  if (step) chunks.push(step);

  const ask =
    c.good.length && !c.hard.length
      ? t.ask.good
      : wondering
        ? t.ask.future
        : c.hard.some((f) => f === 'tired' || f === 'overwhelmed')
          ? t.ask.heavy
          : c.hard.length
            ? t.ask.feeling
            : c.plan.intent === 'question'
              ? t.ask.question
              : topic
                ? t.ask.topic
                : t.ask.plain;
  chunks.push(pick(ask, s, 'ask'));
  return chunks;
}
