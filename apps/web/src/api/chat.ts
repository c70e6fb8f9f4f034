import type { ChatCard, ChatReply, CompanionIdValue } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, stream, type CallOptions } from './call';

const chat = endpoints.chat;

/**
 * What `chat/send` reports before its text: the conversation (`msgGroup` on the wire), then any
 * cards it drew.
 */
export interface ChatStreamHandlers {
  onMeta(meta: { msgGroup: string; userMessageId: string; safety: ChatReply['safety'] }): void;
  onCards(cards: ChatCard[]): void;
  onChunk(text: string, all: string): void;
}

/** `chat/send`'s body: the wire names the companion `healerId` and the conversation `msgGroup`. */
const wireMessage = (m: {
  companionId: CompanionIdValue;
  conversationId?: string;
  text: string;
}) => ({
  healerId: m.companionId,
  ...(m.conversationId ? { msgGroup: m.conversationId } : {}),
  text: m.text,
});

/** The AI companions and their conversations (/api/v2). */
export const chatApi = {
  companions: () => call(chat.companions),
  tips: () => call(chat.tips),
  /** a first message for the device's hour and what the user did lately */
  greeting: (companionId: CompanionIdValue, hour: number) =>
    call(chat.greeting, { healerId: companionId, hour }),
  /** what the next message (this `text`, when given) will cost and whether the user can pay */
  preAnalysis: (companionId: CompanionIdValue, text?: string) =>
    call(chat.preAnalysis, { healerId: companionId, text }),
  /**
   * sends a message to a companion (in the conversation `conversationId`, absent for a new one)
   * and streams the reply; charged once it was delivered
   */
  send: (
    message: { companionId: CompanionIdValue; conversationId?: string; text: string },
    handlers: ChatStreamHandlers,
    signal?: AbortSignal,
  ) =>
    stream(chat.send, wireMessage(message), handlers.onChunk, {
      signal,
      onEvent: (event, data) => {
        if (event === 'meta') handlers.onMeta(data as Parameters<typeof handlers.onMeta>[0]);
        if (event === 'cards') handlers.onCards((data as { cards: ChatCard[] }).cards);
      },
    }),
  records: (page: number, companionId?: CompanionIdValue) =>
    call(chat.records, { page, healerId: companionId }),
  /** one conversation's newest messages, or those before `before` */
  recordInfo: (conversationId: string, before?: string, options?: CallOptions) =>
    call(chat.recordInfo, { msgGroup: conversationId, before, limit: 30 }, options),
  deleteRecords: (ids: string[]) => call(chat.deleteRecords, { ids }),
  latest: () => call(chat.latest),
  /** stops the reply in progress where it is (its stream then ends with `done`) */
  stop: () => call(chat.stop),
};
