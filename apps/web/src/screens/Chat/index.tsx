import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { BackHeader } from '../../components/Header/BackHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { EmptyState } from '../../components/EmptyState';
import { ChatView } from '../../features/companions/ChatView';
import { JournalHeaderNote } from '../../features/journal/JournalNote';
import { chatPath, useCompanions } from '../../features/companions/companions';
import { useSessionStore } from '../../state/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /chat/{model}/{id}/{msggroup}: a conversation. `model` is how its messages are charged
 * (chat_base, chat_advanced), `id` the companion, `msggroup` the conversation or 'new'.
 * A model that does not match the companion is corrected in place.
 */
export default function ChatScreen() {
  const { t } = useTranslation(['chat', 'common']);
  const navigate = useNavigate();
  const { model, id, msggroup } = useParams();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { companions, failed, reload } = useCompanions();
  const companion = companions?.find((c) => c.id === id);
  const conversationId = msggroup && UUID.test(msggroup) ? msggroup.toLowerCase() : undefined;

  if (companion && (model !== companion.deduction || (msggroup !== 'new' && !conversationId)))
    return <Navigate to={chatPath(companion, conversationId)} replace />;

  const records = (
    <button
      type="button"
      className="sl-header-link"
      onClick={() => void navigate('/chattingRecord')}
    >
      <UnorderedListOutline aria-hidden="true" />
      <span>{t('records.short')}</span>
    </button>
  );
  const title = companion ? (
    <span className="sl-chat-title">
      {companion.name}
      <span className="sl-ai-tag">{t('aiTag')}</span>
    </span>
  ) : null;

  let body;
  if (!loginStatus)
    body = (
      <div className="sl-page">
        <SignInRequired
          title={t('signIn.title')}
          description={t('signIn.body')}
          action={t('signIn.action')}
        />
      </div>
    );
  else if (companion)
    body = <ChatView key={companion.id} companion={companion} routeConversation={conversationId} />;
  else if (companions || failed)
    body = (
      <EmptyState title={failed ? t('loadFailed') : t('chat.unknown')}>
        <button
          type="button"
          className="sl-link-button"
          onClick={failed ? reload : () => void navigate('/chatIndex')}
        >
          {failed ? t('common:actions.retry') : t('chat.toCompanions')}
        </button>
      </EmptyState>
    );
  else body = <ListSkeleton rows={3} />;

  return (
    <>
      <BackHeader
        title={title}
        fallback="/chatIndex"
        right={
          loginStatus ? (
            <span className="sl-journal-header-actions">
              {conversationId ? (
                <JournalHeaderNote
                  key={conversationId}
                  subject={{ kind: 'chat', refId: conversationId }}
                />
              ) : null}
              {records}
            </span>
          ) : null
        }
      />
      {body}
    </>
  );
}
