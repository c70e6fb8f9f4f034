import { fill } from '../util';
import { COMPANION_CONTENT, type Grounding, type SupportText } from './content';
import type { ReplyContext } from './context';
import { FUTURE, IDENTITY } from './lexicon';
import { earlierTopic } from './memory';
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

/** The reflection of a hard feeling: about everything, in its own words, or named plainly. */
function reflectHard(c: ReplyContext, t: SupportText): string[] {
  if (EVERYTHING.test(c.text)) return t.reflect.everything;
  const own = c.hard.length === 1 ? t.reflect.byFeeling[c.hard[0]!] : undefined;
  return own ?? t.reflect.feeling;
}

/**
 * The listener's reply: reflect what was said and felt, validate it, remember what came up
 * before, offer one small optional grounding idea when something is hard, and ask an open
 * question. It draws no cards and names none.
 */
export function supportReply(c: ReplyContext): string[] {
  const t = COMPANION_CONTENT[c.lang].support;
  const s = c.seed;
  const common = COMPANION_CONTENT[c.lang].common;
  const topic = c.own === 'general' ? null : common.about[c.own];
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
      fill(pick(topic ? t.reflect.feelingTopic : reflectHard(c, t), s, 'reflect'), values),
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
  const ideas = c.hard.flatMap((f) => GROUNDING[f]);
  if (ideas.length) chunks.push(pick(t.grounding[pick(ideas, s, 'idea')], s, 'ground'));

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
