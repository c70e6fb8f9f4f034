import { fill } from '../util';
import { COMPANION_CONTENT, type ReaderText } from './content';
import type { ReplyContext } from './context';
import { leanOf } from './reader-answer';
import { keywordPair, type Placed } from './reader-cards';
import { pick } from './util';

/**
 * The readers' sentences that take up what the member said: family as the subject, the
 * person they named, the trade-off they weigh, read against the last card.
 */

/** What the reply calls the subject: "your work", 「你和家人之间的事」. */
export const subjectWord = (c: ReplyContext): string =>
  c.subject === 'family'
    ? COMPANION_CONTENT[c.lang].details.family.topic
    : COMPANION_CONTENT[c.lang].common.topic[c.subject];

export const ackFor = (t: ReaderText, c: ReplyContext): string =>
  pick(
    c.subject === 'family' ? COMPANION_CONTENT[c.lang].details.ackFamily : t.ack[c.topic],
    c.seed,
    'ack',
  );

export const adviceFor = (t: ReaderText, c: ReplyContext): string =>
  pick(
    c.subject === 'family' ? COMPANION_CONTENT[c.lang].details.adviceFamily : t.advice[c.topic],
    c.seed,
    'advice',
  );

/** The member's own situation, said back before the cards: the trade-off, else the person. */
export function situationChunk(c: ReplyContext): string | null {
  const d = COMPANION_CONTENT[c.lang].details;
  const { tradeoff, person } = c.details;
  if (tradeoff) return fill(pick(d.tradeoff, c.seed, 'tradeoff'), tradeoff);
  if (person) return fill(pick(d.person, c.seed, 'person'), { person });
  return null;
}

/** The trade-off weighed with the draw: the cards favour moving, or patience. */
export function tradeoffReading(c: ReplyContext, cards: readonly Placed[]): string | null {
  const last = cards[cards.length - 1];
  if (!c.details.tradeoff || !last) return null;
  const d = COMPANION_CONTENT[c.lang].details;
  const forward = leanOf(cards) === 'yes' || (cards.length === 1 && !last.reversed);
  return fill(pick(forward ? d.tradeoffForward : d.tradeoffPatient, c.seed, 'weigh'), {
    ...c.details.tradeoff,
    card: last.text.name,
    keywords: keywordPair(last, c.lang),
  });
}
