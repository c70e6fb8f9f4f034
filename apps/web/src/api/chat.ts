import type { ChatCard, ChatReply, CompanionIdValue } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, stream } from './call';

const chat = endpoints.chat;

/** What `chat/send` reports before its text: the conversation, then any cards it drew. */
export interface ChatStreamHandlers {
  onMeta(meta: { msgGroup: string; userMessageId: string; safety: ChatReply['safety'] }): void;
  onCards(cards: ChatCard[]): void;
  onChunk(text: string, all: string): void;
}

/** The AI companions and their conversations (/api/v2). */
export const chatApi = {
  healers: () => call(chat.healers),
  tips: () => call(chat.tips),
  /** a first message for the device's hour and what the user did lately */
  greeting: (healerId: CompanionIdValue, hour: number) => call(chat.greeting, { healerId, hour }),
  /** what the next message (this `text`, when given) will cost and whether the user can pay */
  preAnalysis: (healerId: CompanionIdValue, text?: string) =>
    call(chat.preAnalysis, { healerId, text }),
  /** sends a message and streams the reply; charged once it was delivered */
  send: (
    body: { healerId: CompanionIdValue; msgGroup?: string; text: string },
    handlers: ChatStreamHandlers,
    signal?: AbortSignal,
  ) =>
    stream(chat.send, body, handlers.onChunk, {
      signal,
      onEvent: (event, data) => {
        if (event === 'meta') handlers.onMeta(data as Parameters<typeof handlers.onMeta>[0]);
        if (event === 'cards') handlers.onCards((data as { cards: ChatCard[] }).cards);
      },
    }),
  records: (page: number, healerId?: CompanionIdValue) => call(chat.records, { page, healerId }),
  /** one conversation's newest messages, or those before `before` */
  recordInfo: (msgGroup: string, before?: string) =>
    call(chat.recordInfo, { msgGroup, before, limit: 30 }),
  deleteRecords: (ids: string[]) => call(chat.deleteRecords, { ids }),
  latest: () => call(chat.latest),
};
