import { useTranslation } from 'react-i18next';
import { hasHotline, withHotlineLinks } from '../../components/Hotlines/hotlines';
import { ReadingText } from '../../components/ReadingText/ReadingText';
import { ChatCards } from './ChatCards';
import type { UiMessage } from './useConversation';

/** The three dots while a companion composes its reply. */
function Typing({ name }: { name: string }) {
  const { t } = useTranslation('chat');
  return (
    <span className="sl-chat-typing" role="status" aria-label={t('chat.typing', { name })}>
      <i />
      <i />
      <i />
    </span>
  );
}

/**
 * What happened to a message, under it: stopped (and whether the stop was free), not sent, how
 * the reply was paid, or that it was not charged.
 */
function StatusNote({ message, price }: { message: UiMessage; price: number }) {
  const { t } = useTranslation('chat');
  let paid: string | null = null;
  if (message.charged === 'points') paid = t('chat.chargedPoints', { count: price });
  else if (message.charged === 'vip') paid = t('chat.chargedVip');
  else if (message.charged === 'free') paid = t('chat.chargedFree');
  // a reply that only heard the member and asked back is free, and says so (a crisis reply's
  // hotlines stand alone)
  else if (message.charged === 'none' && !hasHotline(message.text)) paid = t('chat.notCharged');
  let note = paid;
  if (message.status === 'stopped') {
    if (message.charged === 'none') note = t('chat.stopped');
    else if (paid) note = t('chat.stoppedCharged', { charge: paid });
    else note = t('chat.cutOff');
  } else if (message.status === 'failed')
    note = message.role === 'user' ? t('chat.notSent') : t('chat.broken');
  if (!note) return null;
  return <span className={`sl-chat-note sl-chat-note-${message.status}`}>{note}</span>;
}

/** One message: the user's on the right, the companion's on the left with its portrait. */
export function Bubble({
  message,
  name,
  avatar,
  price,
}: {
  message: UiMessage;
  name: string;
  avatar: string;
  price: number;
}) {
  const mine = message.role === 'user';
  const streaming = message.status === 'streaming';
  return (
    <li className={`sl-chat-row ${mine ? 'sl-chat-row-mine' : 'sl-chat-row-theirs'}`}>
      {mine ? null : <img className="sl-chat-portrait" src={avatar} alt="" aria-hidden="true" />}
      <div className="sl-chat-stack">
        {message.cards.length ? <ChatCards cards={message.cards} /> : null}
        {message.status === 'waiting' ? (
          <div className="sl-chat-bubble">
            <Typing name={name} />
          </div>
        ) : (
          <div className="sl-chat-bubble" data-role={message.role}>
            {mine ? (
              <p className="sl-chat-mine-text">{message.text}</p>
            ) : (
              <ReadingText
                text={message.text}
                streaming={streaming}
                className="sl-chat-text"
                inline={
                  hasHotline(message.text) ? (line) => withHotlineLinks(line, true) : undefined
                }
              />
            )}
          </div>
        )}
        <StatusNote message={message} price={price} />
      </div>
    </li>
  );
}
