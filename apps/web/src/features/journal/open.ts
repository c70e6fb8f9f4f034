import type { JournalEntry, TarotInfo } from '@starlit/contracts';
import { localDay } from '../../api/query';

/**
 * Where an entry's subject opens, when it can be opened again: a tarot reading on its spread's
 * screen, a conversation, and today's fortune (the fortune screen shows today only). Dice rolls
 * and answers-book pages are not kept as screens: null.
 */
export function subjectPath(entry: JournalEntry, tarot: TarotInfo | undefined): string | null {
  switch (entry.kind) {
    case 'tarot': {
      const route = tarot?.spreads.find((s) => s.id === entry.spreadId)?.route;
      if (!route || !entry.spreadId) return null;
      const params = new URLSearchParams();
      if (route === '/drawingCards') params.set('spread', entry.spreadId);
      params.set('reading', entry.refId);
      return `${route}?${params.toString()}`;
    }
    case 'chat':
      // the chat screen puts the companion's own model in place of this one
      return entry.companionId ? `/chat/chat_base/${entry.companionId}/${entry.refId}` : null;
    case 'fortune':
      return entry.refId === localDay() ? '/todayFortune' : null;
    default:
      return null;
  }
}
