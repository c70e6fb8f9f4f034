import { replyContext, type ReplyInput } from './context';
import { companionProfile } from './profiles';
import { readerReply } from './reply-reader';
import { supportReply } from './reply-support';
import type { CompanionId, CompanionLang } from './types';

/**
 * A companion's reply as chunks (sentences or short paragraphs) to stream, written from our
 * own texts and deterministic for a seed. Readers acknowledge the question and feelings,
 * remember earlier turns, read the drawn cards (each named in its position, with its meaning
 * for the topic and orientation; the senior reader also reads them together) or answer about
 * cards drawn before, and end with one gentle question. The listener ('support') reflects,
 * validates, may offer one small grounding idea and asks an open question; it never names
 * cards. A goodbye ends without a question.
 */
export function composeReply(id: CompanionId, lang: CompanionLang, input: ReplyInput): string[] {
  const profile = companionProfile(id);
  const context = replyContext(lang, input);
  const chunks =
    profile.canDraw && id !== 'support'
      ? readerReply(id, context, input.cards)
      : supportReply(context);
  // each chunk is a paragraph: the ones after the first carry their break, so the streamed
  // pieces join into the stored text as they are
  return chunks
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk, i) => (i === 0 ? chunk : `\n\n${chunk}`));
}
