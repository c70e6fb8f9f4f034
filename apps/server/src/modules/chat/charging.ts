import { replyHasSubstance } from '@starlit/core/companions';
import { stopIsCharged } from './stop-rule';

/**
 * Whether a companion's reply is charged: the one place that decides it. A reply is charged
 * when the member received something from it, and free when:
 * - it is a safety reply (a crisis message's hotlines, a directive's kind refusal);
 * - it came back empty;
 * - the member stopped it before its first sentence reached them (stop-rule.ts);
 * - what reached them only acknowledges what they said or asks back ("so your work is on
 *   your mind", "shall I draw for it?"): no reading, no answer, no next step (core's
 *   `replyHasSubstance`, whoever wrote the reply: our composer or a language model).
 * The stop and acknowledgement rules judge the same text, the text as delivered: a reply
 * stopped after its first sentence is charged when that text gives something, as a whole one.
 */
export type ChargeVerdict = 'charged' | 'safety' | 'empty' | 'stopped_early' | 'acknowledgement';

export function chargeVerdict(reply: {
  /** false for a safety reply */
  paid: boolean;
  /** the text as it reached the member */
  text: string;
  /** the member stopped it */
  aborted: boolean;
}): ChargeVerdict {
  if (!reply.paid) return 'safety';
  if (!reply.text.trim()) return 'empty';
  if (reply.aborted && !stopIsCharged(reply.text)) return 'stopped_early';
  if (!replyHasSubstance(reply.text)) return 'acknowledgement';
  return 'charged';
}
