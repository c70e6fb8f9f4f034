import type { ChatTurn } from './types';
import { CJK_CHAR } from './util';

/** Per turn: the role marker a chat format wraps each message in. */
const TURN_OVERHEAD = 4;
/** Per card passed as data ({cardId, reversed}, or a name and orientation in a prompt). */
const CARD_TOKENS = 8;

/**
 * A rough token count without a tokenizer: about one token per CJK character and one per four
 * other characters (Latin letters, digits, spaces, punctuation).
 */
export function estimateTokens(text: string): number {
  let cjk = 0;
  let other = 0;
  for (const ch of text) {
    if (CJK_CHAR.test(ch)) cjk++;
    else other++;
  }
  return cjk + Math.ceil(other / 4);
}

const turnTokens = (turn: ChatTurn): number =>
  TURN_OVERHEAD + estimateTokens(turn.text) + (turn.cards?.length ?? 0) * CARD_TOKENS;

/**
 * The most recent turns that fit budgetTokens, oldest first, unchanged (cards stay data on
 * their turn). Walks back from the newest turn and stops at the first that does not fit, so
 * the result is the conversation's tail; the latest user turn is always kept, even alone over
 * the budget (when turns after it do not fit, it is kept with the newest ones that do).
 */
export function historyForModel(history: ChatTurn[], budgetTokens: number): ChatTurn[] {
  let lastUser = -1;
  for (let i = history.length - 1; i >= 0; i--)
    if (history[i]!.role === 'user') {
      lastUser = i;
      break;
    }
  const budget = Number.isFinite(budgetTokens) ? Math.max(0, budgetTokens) : 0;
  let used = lastUser >= 0 ? turnTokens(history[lastUser]!) : 0;
  const kept: number[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    if (i === lastUser) {
      kept.push(i);
      continue;
    }
    const cost = turnTokens(history[i]!);
    if (used + cost > budget) {
      if (lastUser >= 0 && i > lastUser) kept.push(lastUser);
      break;
    }
    used += cost;
    kept.push(i);
  }
  return [...new Set(kept)].sort((a, b) => a - b).map((i) => history[i]!);
}
