import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CompanionIdValue } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { chatApi } from '../../api/chat';
import { ApiError, isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { toastError } from '../../i18n/errors';
import { loadAccount } from '../../api/pointsAccount';
import { useAppStore } from '../../state/app';
import { conversationReducer, opening } from './conversation';

export type { UiMessage } from './conversation';

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
  const [kept, dispatch] = useReducer(conversationReducer, routeConversation, opening);
  // a new route shows its own conversation from its first render; the reducer takes it after
  const state =
    kept.route === routeConversation
      ? kept
      : conversationReducer(kept, { type: 'route', route: routeConversation });
  const { messages, conversationId } = state;
  useEffect(() => {
    dispatch({ type: 'route', route: routeConversation });
  }, [routeConversation]);
  const controller = useRef<AbortController | null>(null);
  const { run: stopReply } = useEndpointMutation(endpoints.chat.stop, chatApi.stop);
  // the member asked the reply to stop: its `done` then ends a stopped reply
  const stopping = useRef(false);
  // the conversation this screen started (its id arrives mid-send): nothing to load for it
  const created = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (routeConversation === undefined || routeConversation === created.current) return;
    // leaving the conversation aborts its load: an aborted call resolves as cancelled
    const abort = new AbortController();
    void chatApi
      .recordInfo(routeConversation, undefined, { signal: abort.signal })
      .then((result) => {
        if (abort.signal.aborted || (result instanceof ApiError && result.cancelled)) return;
        if (isOk(result)) {
          dispatch({ type: 'loaded', conversationId: routeConversation, ...result.data });
          return;
        }
        const missing =
          result.code === ErrorCode.REPORT_UNAVAILABLE || result.code === ErrorCode.PARAM;
        dispatch({ type: 'loadFailed', missing });
        if (!missing) toastError(result);
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
    dispatch({ type: 'earlier', ...result.data });
  }, [messages, conversationId]);

  /**
   * Sends `text` and streams the reply. Resolves to the error code when the server refused
   * before replying (1201: not enough points), so the caller can keep the draft; 0 otherwise.
   */
  const send = useCallback(
    async (text: string): Promise<number> => {
      if (controller.current) return 0;
      const abort = new AbortController();
      controller.current = abort;
      const userId = localId('user');
      const replyId = localId('assistant');
      dispatch({ type: 'sent', userId, replyId, text });
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
              dispatch({ type: 'started', conversationId: meta.msgGroup });
              onStarted(meta.msgGroup);
            },
            onCards: (cards) => dispatch({ type: 'cards', replyId, cards }),
            onChunk: (_piece, all) => dispatch({ type: 'chunk', replyId, text: all }),
          },
          abort.signal,
        );
        if (result.ok) {
          const { text: all, done } = result;
          dispatch({
            type: 'done',
            replyId,
            text: all,
            stopped: stopping.current,
            charged: done.charged,
          });
          return 0;
        }
        const error = result.error;
        if (error instanceof ApiError && error.cancelled) {
          // the server never heard the stop: it writes the reply to its end and keeps (and
          // charges) it
          dispatch({ type: 'cut', replyId });
          return 0;
        }
        if (started) {
          // storing or charging the reply failed, or the stream ended without its `done`: the
          // reply is incomplete and not charged; the message itself was received
          dispatch({ type: 'broke', replyId });
          toastError(error);
          return 0;
        }
        // refused before a reply (1201, 1005 …) or the connection broke
        const withdrawn = error.code === ErrorCode.INSUFFICIENT_POINTS;
        dispatch({ type: 'refused', userId, replyId, withdrawn });
        if (!withdrawn) toastError(error);
        return error.code;
      } finally {
        controller.current = null;
        stopping.current = false;
        dispatch({ type: 'settled' });
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
    void stopReply(undefined).then((result) => {
      if (!isOk(result)) current.abort();
      else setTimeout(() => current.abort(), STOP_GRACE_MS);
    });
  }, [stopReply]);

  const { hasMore, loading, missing, sending } = state;
  return { messages, conversationId, hasMore, loading, missing, sending, send, stop, loadEarlier };
}
