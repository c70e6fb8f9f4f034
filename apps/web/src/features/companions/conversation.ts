import type { ChatCard, ChatMessage } from '@starlit/contracts';

/** A message on screen: a kept one, or the one being written right now. */
export interface UiMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  cards: ChatCard[];
  /**
   * waiting: sent, nothing back yet (the typing dots); streaming: the reply is arriving;
   * stopped: the user stopped it (free only before its first sentence arrived: `charged` says,
   * absent when the connection was cut before the server answered); failed: it could not be sent
   */
  status: 'done' | 'waiting' | 'streaming' | 'stopped' | 'failed';
  charged?: 'vip' | 'free' | 'points' | 'none';
}

/** One conversation on screen, as the route, its load and the send in flight leave it. */
export interface Conversation {
  /** the route's conversation this state belongs to (undefined: a new one) */
  route: string | undefined;
  conversationId: string | undefined;
  messages: UiMessage[];
  hasMore: boolean;
  /** the route's conversation is loading */
  loading: boolean;
  /** the route's conversation does not exist (any more) */
  missing: boolean;
  /** a message is on its way or its reply arriving */
  sending: boolean;
}

export type ConversationEvent =
  /** the route names another conversation (or none: a new one) */
  | { type: 'route'; route: string | undefined }
  | { type: 'loaded'; conversationId: string; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'loadFailed'; missing: boolean }
  | { type: 'earlier'; messages: ChatMessage[]; hasMore: boolean }
  /** a message went out: it shows, with the reply's typing dots */
  | { type: 'sent'; userId: string; replyId: string; text: string }
  /** the server began a reply in this conversation (a new one gets its id here) */
  | { type: 'started'; conversationId: string }
  | { type: 'cards'; replyId: string; cards: ChatCard[] }
  | { type: 'chunk'; replyId: string; text: string }
  | { type: 'done'; replyId: string; text: string; stopped: boolean; charged: UiMessage['charged'] }
  /** the connection was cut (stopped by the member): what arrived stays, as stopped */
  | { type: 'cut'; replyId: string }
  /** the reply broke after it began: what arrived stays, failed and not charged */
  | { type: 'broke'; replyId: string }
  /** the message was refused before any reply (1201 takes the message back to the draft) */
  | { type: 'refused'; userId: string; replyId: string; withdrawn: boolean }
  | { type: 'settled' };

export const fromRecord = (m: ChatMessage): UiMessage => ({
  id: m.id,
  role: m.role,
  text: m.text,
  cards: m.cards,
  status: 'done',
});

/** The state a route opens with: a new conversation is empty, a kept one loads. */
export function opening(route: string | undefined): Conversation {
  return {
    route,
    conversationId: route,
    messages: [],
    hasMore: false,
    loading: route !== undefined,
    missing: false,
    sending: false,
  };
}

const change = (list: UiMessage[], id: string, to: Partial<UiMessage>) =>
  list.map((m) => (m.id === id ? { ...m, ...to } : m));

/** The reply ends as `to`, or goes when nothing of it arrived. */
const endReply = (list: UiMessage[], id: string, to: Partial<UiMessage>) =>
  list.flatMap((m) => (m.id !== id ? [m] : m.text ? [{ ...m, ...to }] : []));

export function conversationReducer(state: Conversation, event: ConversationEvent): Conversation {
  switch (event.type) {
    case 'route': {
      if (event.route === state.route) return state;
      if (event.route === undefined) return { ...opening(undefined), sending: state.sending };
      // the conversation this screen just started keeps what it shows
      const same = event.route === state.conversationId;
      return { ...state, route: event.route, missing: false, loading: same ? state.loading : true };
    }
    case 'loaded':
      return {
        ...state,
        loading: false,
        conversationId: event.conversationId,
        messages: event.messages.map(fromRecord),
        hasMore: event.hasMore,
      };
    case 'loadFailed':
      return { ...state, loading: false, missing: state.missing || event.missing };
    case 'earlier':
      return {
        ...state,
        messages: [...event.messages.map(fromRecord), ...state.messages],
        hasMore: event.hasMore,
      };
    case 'sent':
      return {
        ...state,
        sending: true,
        messages: [
          ...state.messages,
          { id: event.userId, role: 'user', text: event.text, cards: [], status: 'done' },
          { id: event.replyId, role: 'assistant', text: '', cards: [], status: 'waiting' },
        ],
      };
    case 'started':
      return { ...state, conversationId: event.conversationId };
    case 'cards':
      return { ...state, messages: change(state.messages, event.replyId, { cards: event.cards }) };
    case 'chunk':
      return {
        ...state,
        messages: change(state.messages, event.replyId, { text: event.text, status: 'streaming' }),
      };
    case 'done':
      return {
        ...state,
        messages: change(state.messages, event.replyId, {
          text: event.text,
          status: event.stopped ? 'stopped' : 'done',
          charged: event.charged,
        }),
      };
    case 'cut':
      return {
        ...state,
        messages: endReply(state.messages, event.replyId, {
          status: 'stopped',
          charged: undefined,
        }),
      };
    case 'broke':
      return {
        ...state,
        messages: endReply(state.messages, event.replyId, { status: 'failed', charged: 'none' }),
      };
    case 'refused': {
      const kept = endReply(state.messages, event.replyId, { status: 'failed' });
      return {
        ...state,
        messages: event.withdrawn
          ? kept.filter((m) => m.id !== event.userId)
          : change(kept, event.userId, { status: 'failed' }),
      };
    }
    case 'settled':
      return { ...state, sending: false };
  }
}
