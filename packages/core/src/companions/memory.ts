import { messageTopic } from './topic';
import type { Topic } from '../tarot/types';
import type { ChatCard, ChatTurn } from './types';

/** The turns before the current message (the history may already end with it). */
export function priorTurns(text: string, history: readonly ChatTurn[]): ChatTurn[] {
  const last = history[history.length - 1];
  if (last && last.role === 'user' && last.text.trim() === text.trim()) return history.slice(0, -1);
  return [...history];
}

export interface DrawnBefore {
  cards: ChatCard[];
  /** index of the turn that carries them */
  at: number;
  /** the user's message the cards were drawn for, if any */
  question: string | null;
}

/** The latest turn that carries cards, and the user's message before it. */
export function lastDraw(prior: readonly ChatTurn[]): DrawnBefore | null {
  for (let i = prior.length - 1; i >= 0; i--) {
    const cards = prior[i]!.cards;
    if (cards && cards.length > 0) {
      let question: string | null = null;
      for (let j = prior[i]!.role === 'user' ? i : i - 1; j >= 0; j--)
        if (prior[j]!.role === 'user') {
          question = prior[j]!.text;
          break;
        }
      return { cards, at: i, question };
    }
  }
  return null;
}

/** The topic of the latest earlier user turn that had one (looking back a few turns). */
export function recentTopic(prior: readonly ChatTurn[], lookBack = 8): Topic {
  const from = Math.max(0, prior.length - lookBack);
  for (let i = prior.length - 1; i >= from; i--) {
    if (prior[i]!.role !== 'user') continue;
    const topic = messageTopic(prior[i]!.text);
    if (topic !== 'general') return topic;
  }
  return 'general';
}

/**
 * What the user spoke of before: the latest earlier topic that differs from the current one,
 * or else the same topic raised earlier (same: true); null when no earlier turn had a topic.
 */
export function earlierTopic(
  prior: readonly ChatTurn[],
  current: Topic,
): { topic: Topic; same: boolean } | null {
  let same = false;
  for (let i = prior.length - 1; i >= 0; i--) {
    if (prior[i]!.role !== 'user') continue;
    const topic = messageTopic(prior[i]!.text);
    if (topic === 'general') continue;
    if (topic !== current) return { topic, same: false };
    same = true;
  }
  return same ? { topic: current, same: true } : null;
}
