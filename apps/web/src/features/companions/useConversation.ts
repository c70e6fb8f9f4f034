import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatCard, ChatMessage, CompanionIdValue } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { chatApi } from '../../api/chat';
import { ApiError, isOk } from '../../api/http';
import { toastError } from '../../i18n/errors';
import { loadAccount } from '../../api/pointsAccount';
import { useAppStore } from '../../state/app';

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

const fromRecord = (m: ChatMessage): UiMessage => ({
  id: m.id,
  role: m.role,
  text: m.text,
  cards: m.cards,
  status: 'done',
});

let localIds = 0;
const localId = (role: string) => `local-${role}-${++localIds}`;

/** How long a stopped reply may take to end by itself before its connection is cut. */
const STOP_GRACE_MS = 5000;

/**
 * One conversation with a companion: its kept messages (newest page first, earlier pages on
 * request), sending a message with the reply streamed in, and stopping it. `onStarted` learns
 * the conversation's id once the server made one for a new conversation.
 */
export function useConversation(
  companionId: CompanionIdValue,
  routeConversation: string | undefined,
  onStarted: (conversationId: string) => void,
) {
  const lang = useAppStore((s) => s.lang);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>(routeConversation);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(routeConversation !== undefined);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // the member asked the reply to stop: its `done` then ends a stopped reply
  const stopping = useRef(false);
  // the conversation this screen started (its id arrives mid-send): nothing to load for it
  const created = useRef<string | undefined>(undefined);

  // a new route: a fresh conversation starts empty, another one loads
  const [route, setRoute] = useState(routeConversation);
  if (route !== routeConversation) {
    setRoute(routeConversation);
    setMissing(false);
    if (routeConversation === undefined) {
      setConversationId(undefined);
      setMessages([]);
      setHasMore(false);
      setLoading(false);
    } else if (routeConversation !== conversationId) {
      setLoading(true);
    }
  }

  useEffect(() => {
    if (routeConversation === undefined || routeConversation === created.current) return;
    // leaving the conversation aborts its load: an aborted call resolves as cancelled
    const abort = new AbortController();
    void chatApi
      .recordInfo(routeConversation, undefined, { signal: abort.signal })
      .then((result) => {
        if (abort.signal.aborted || (result instanceof ApiError && result.cancelled)) return;
        setLoading(false);
        if (!isOk(result)) {
          if (result.code === ErrorCode.REPORT_UNAVAILABLE || result.code === ErrorCode.PARAM)
            setMissing(true);
          else toastError(result);
          return;
        }
        setConversationId(routeConversation);
        setMessages(result.data.messages.map(fromRecord));
        setHasMore(result.data.hasMore);
      });
    return () => abort.abort();
    // the language changes only the cards' names: kept texts are the user's own history
  }, [routeConversation, lang]);

  const loadEarlier = useCallback(async () => {
    const first = messages.find((m) => !m.id.startsWith('local-'));
    if (!conversationId || !first) return;
    const result = await chatApi.recordInfo(conversationId, first.id);
    if (!isOk(result)) {
      if (!(result instanceof ApiError && result.cancelled)) toastError(result);
      return;
    }
    setMessages((list) => [...result.data.messages.map(fromRecord), ...list]);
    setHasMore(result.data.hasMore);
  }, [messages, conversationId]);

  const patch = (id: string, change: Partial<UiMessage>) =>
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...change } : m)));

  /**
   * Sends `text` and streams the reply. Resolves to the error code when the server refused
   * before replying (1201: not enough points), so the caller can keep the draft; 0 otherwise.
   */
  const send = useCallback(
    async (text: string): Promise<number> => {
      if (controller.current) return 0;
      const abort = new AbortController();
      controller.current = abort;
      setSending(true);
      const userId = localId('user');
      const replyId = localId('assistant');
      setMessages((list) => [
        ...list,
        { id: userId, role: 'user', text, cards: [], status: 'done' },
        { id: replyId, role: 'assistant', text: '', cards: [], status: 'waiting' },
      ]);
      // the server took the message and began a reply (its first event): a failure after that
      // is the reply's, not a refusal of the message
      let started = false;
      try {
        const result = await chatApi.send(
          { companionId, conversationId, text },
          {
            onMeta: (meta) => {
              started = true;
              created.current = meta.msgGroup;
              setConversationId(meta.msgGroup);
              onStarted(meta.msgGroup);
            },
            onCards: (cards) => patch(replyId, { cards }),
            onChunk: (_piece, all) => patch(replyId, { text: all, status: 'streaming' }),
          },
          abort.signal,
        );
        if (result.ok) {
          const status = stopping.current ? 'stopped' : 'done';
          patch(replyId, { text: result.text, status, charged: result.done.charged });
          return 0;
        }
        const error = result.error;
        if (error instanceof ApiError && error.cancelled) {
          // what arrived stays on screen; a reply stopped before any text is dropped. The
          // server never heard the stop: it writes the reply to its end and keeps (and charges) it
          setMessages((list) =>
            list.flatMap((m) => {
              if (m.id !== replyId) return [m];
              return m.text ? [{ ...m, status: 'stopped' as const, charged: undefined }] : [];
            }),
          );
          return 0;
        }
        if (started) {
          // storing or charging the reply failed, or the stream ended without its `done`: the
          // reply is incomplete and not charged; the message itself was received
          setMessages((list) =>
            list.flatMap((m) => {
              if (m.id !== replyId) return [m];
              return m.text ? [{ ...m, status: 'failed' as const, charged: 'none' as const }] : [];
            }),
          );
          toastError(error);
          return 0;
        }
        // refused before a reply (1201, 1005 …) or the connection broke
        setMessages((list) =>
          list.flatMap((m) => {
            if (m.id === userId) return error.code === ErrorCode.INSUFFICIENT_POINTS ? [] : [m];
            if (m.id !== replyId) return [m];
            return m.text ? [{ ...m, status: 'failed' as const }] : [];
          }),
        );
        if (error.code !== ErrorCode.INSUFFICIENT_POINTS) {
          toastError(error);
          patch(userId, { status: 'failed' });
        }
        return error.code;
      } finally {
        controller.current = null;
        stopping.current = false;
        setSending(false);
        void loadAccount();
      }
    },
    [companionId, conversationId, onStarted],
  );

  /**
   * Stop asks the server to end the reply where it is (its stream closes with `done`); the
   * connection is cut only if that answer does not come. Leaving the screen stops nothing: the
   * reply is written to its end and kept in the conversation.
   */
  const stop = useCallback(() => {
    const current = controller.current;
    if (!current || stopping.current) return;
    stopping.current = true;
    void chatApi.stop().then((result) => {
      if (!isOk(result)) current.abort();
      else setTimeout(() => current.abort(), STOP_GRACE_MS);
    });
  }, []);

  return { messages, conversationId, hasMore, loading, missing, sending, send, stop, loadEarlier };
}
