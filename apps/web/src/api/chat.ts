import type {
  ChatCard,
  ChatRecordInfo,
  ChatRecords,
  ChatReply,
  CompanionIdValue,
  Greeting,
  Healers,
  HealersTips,
  PreAiAnalysis,
  UserLatestMsgs,
} from '@starlit/contracts';
import { http } from './http';
import { streamReading } from './stream';

/** What `chat/send` reports before its text: the conversation, then any cards it drew. */
export interface ChatStreamHandlers {
  onMeta(meta: { msgGroup: string; userMessageId: string; safety: ChatReply['safety'] }): void;
  onCards(cards: ChatCard[]): void;
  onChunk(text: string, all: string): void;
}

/** The AI companions and their conversations (/api/v2). */
export const chatApi = {
  healers: () => http.post<Healers>('healers', {}),
  tips: () => http.post<HealersTips>('healersTips', {}),
  /** a first message for the device's hour and what the user did lately */
  greeting: (healerId: CompanionIdValue, hour: number) =>
    http.post<Greeting>('greetings', { healerId, hour }),
  /** what the next message (this `text`, when given) will cost and whether the user can pay */
  preAnalysis: (healerId: CompanionIdValue, text?: string) =>
    http.post<PreAiAnalysis>('preAiAnalysis', { healerId, text }),
  /** sends a message and streams the reply; charged once it was delivered */
  send: (
    body: { healerId: CompanionIdValue; msgGroup?: string; text: string },
    handlers: ChatStreamHandlers,
    signal?: AbortSignal,
  ) =>
    streamReading<Pick<ChatReply, 'messageId' | 'charged'>>(
      'chat/send',
      body,
      handlers.onChunk,
      signal,
      (event, data) => {
        if (event === 'meta') handlers.onMeta(data as Parameters<typeof handlers.onMeta>[0]);
        if (event === 'cards') handlers.onCards((data as { cards: ChatCard[] }).cards);
      },
    ),
  records: (page: number, healerId?: CompanionIdValue) =>
    http.post<ChatRecords>('chatting/records', { page, healerId }),
  /** one conversation's newest messages, or those before `before` */
  recordInfo: (msgGroup: string, before?: string) =>
    http.get<ChatRecordInfo>('chatting/records/info', { msgGroup, before, limit: 30 }),
  deleteRecords: (ids: string[]) => http.post<{ deleted: number }>('del/chatting/records', { ids }),
  latest: () => http.post<UserLatestMsgs>('userLatestMsgs', {}),
};
