import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Greeting, Companion } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { chatApi } from '../../api/chat';
import { useApiQuery } from '../../api/query';
import { EmptyState } from '../../components/EmptyState';
import { sessionValue } from '../../state/storage';
import { Bubble } from './Bubble';
import { Composer } from './Composer';
import { chatPath } from './companions';
import { useChatCost } from './useChatCost';
import { useConversation } from './useConversation';
import './chat.css';

const draftKey = (companionId: string, conversationId: string | undefined) =>
  `chatDraft:${companionId}:${conversationId ?? 'new'}`;

/** A new conversation's first message, fitting the hour and what the user did lately. */
function useGreeting(companion: Companion, fresh: boolean): Greeting | null {
  const hour = new Date().getHours();
  const { data } = useApiQuery(
    endpoints.chat.greeting,
    { companion: companion.id, hour },
    () => chatApi.greeting(companion.id, hour),
    { enabled: fresh, staleTime: 0, gcTime: 0 },
  );
  return fresh ? (data ?? null) : null;
}

/**
 * A conversation with one companion (/chat/{model}/{id}/{msggroup}): the AI disclosure, the
 * greeting of a new conversation, the messages with the cards a reader drew, the reply as it
 * streams in (Stop ends it, free only before its first sentence arrived) and the composer with
 * what the next message costs, or while a reply streams what stopping it costs.
 */
export function ChatView({
  companion,
  routeConversation,
}: {
  companion: Companion;
  routeConversation?: string;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  // a conversation started on this screen keeps its greeting once it has an id
  const [started, setStarted] = useState<string | null>(null);
  const onStarted = useCallback(
    (conversationId: string) => {
      setStarted(conversationId);
      void navigate(chatPath(companion, conversationId), { replace: true });
    },
    [companion, navigate],
  );
  const chat = useConversation(companion.id, routeConversation, onStarted);
  const cost = useChatCost(companion.id);
  const greeting = useGreeting(
    companion,
    routeConversation === undefined || routeConversation === started,
  );
  const [draft, setDraft] = useState(
    () => sessionValue.take(draftKey(companion.id, routeConversation)) ?? '',
  );
  const list = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  // follow the conversation while the reader is at its end
  useLayoutEffect(() => {
    const el = list.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages, greeting]);
  const onScroll = () => {
    const el = list.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };

  const send = (text: string) => {
    const go = async () => {
      setDraft('');
      pinned.current = true;
      const code = await chat.send(text);
      if (code) {
        setDraft(text);
        sessionValue.set(draftKey(companion.id, chat.conversationId), text);
        await cost.refused(code);
      }
      void cost.refresh();
    };
    void cost.beforeSend(text, go);
  };

  if (chat.missing)
    return (
      <EmptyState title={t('chat.missingTitle')} description={t('chat.missingBody')}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(chatPath(companion), { replace: true })}
        >
          {t('chat.newChat')}
        </Button>
      </EmptyState>
    );

  return (
    <div className="sl-chat">
      <div className="sl-chat-scroll" ref={list} onScroll={onScroll}>
        <p className="sl-chat-disclosure" role="note">
          {companion.disclosure}
        </p>
        {chat.hasMore ? (
          <Button size="small" fill="none" className="sl-chat-earlier" onClick={chat.loadEarlier}>
            {t('chat.loadEarlier')}
          </Button>
        ) : null}
        <ol className="sl-chat-list" aria-live="polite" aria-busy={chat.loading}>
          {greeting ? (
            <Bubble
              message={{
                id: 'greeting',
                role: 'assistant',
                text: greeting.text,
                cards: [],
                status: 'done',
              }}
              name={companion.name}
              avatar={companion.avatar}
              price={companion.price}
            />
          ) : null}
          {chat.messages.map((message) => (
            <Bubble
              key={message.id}
              message={message}
              name={companion.name}
              avatar={companion.avatar}
              price={companion.price}
            />
          ))}
        </ol>
      </div>
      <Composer
        name={companion.name}
        draft={draft}
        onDraft={setDraft}
        pre={cost.pre}
        sending={chat.sending}
        disabled={chat.loading}
        onSend={send}
        onStop={chat.stop}
      />
    </div>
  );
}
