/**
 * What a member's stop costs. A companion's reply is paid once written; a reply the member
 * stops is charged as a whole one once its first sentence has reached them, and free before
 * that. "First sentence": the delivered text holds a sentence end (。！？!?… or a full stop
 * followed by a space or the end) after at least FIRST_SENTENCE_MIN characters, or it has
 * reached FREE_STOP_MAX characters without one. So a stop right after a reply began (the wrong
 * companion, a typo in the question) costs nothing, and the most a member can read of a reply
 * without paying for it is one short sentence.
 */

/** A sentence end this early ("Hi.", "嗯。") is not yet a sentence of the reply. */
export const FIRST_SENTENCE_MIN = 10;
/** Delivered text this long is charged even without a sentence end. */
export const FREE_STOP_MAX = 100;

const SENTENCE_END = /[。！？!?…]|\.(?=\s|$)/gu;

/** Whether a reply stopped after `delivered` reached the member is charged. */
export function stopIsCharged(delivered: string): boolean {
  const text = delivered.trim();
  const chars = [...text];
  if (chars.length >= FREE_STOP_MAX) return true;
  for (const end of text.matchAll(SENTENCE_END)) {
    if ([...text.slice(0, end.index)].length >= FIRST_SENTENCE_MIN) return true;
  }
  return false;
}
