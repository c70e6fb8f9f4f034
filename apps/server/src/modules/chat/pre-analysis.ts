import type { PreAiAnalysis } from '@starlit/contracts';
import { screenMessage } from '@starlit/core/companions';

/**
 * What one message will cost: chat/send screens a message before anything else, and a crisis
 * message or a directive gets its fixed reply uncharged, so such a message needs no points
 * and nothing to confirm. Without a text the quote is the next message's in general.
 */
export function messageQuote(quote: PreAiAnalysis, text: string | undefined): PreAiAnalysis {
  if (!text?.trim()) return quote;
  const safety = screenMessage(text).kind;
  return safety === 'ok' ? { ...quote, safety } : { ...quote, safety, canPay: true };
}
