import { useTranslation } from 'react-i18next';
import type { ChatCard } from '@starlit/contracts';
import { TarotCardFace } from '../../components/TarotCard/TarotCardFace';

/** The cards a reader drew on the server for this reply, each under its position's name. */
export function ChatCards({ cards }: { cards: ChatCard[] }) {
  const { t } = useTranslation('chat');
  return (
    <figure className="sl-chat-cards" aria-label={t('chat.cardsLabel', { count: cards.length })}>
      <ul>
        {cards.map((card) => (
          <li key={`${card.position}-${card.cardId}`} className="sl-chat-card">
            <TarotCardFace
              cardId={card.cardId}
              reversed={card.reversed}
              name={card.name}
              size={cards.length === 1 ? '2.4rem' : '1.9rem'}
            />
            <span className="sl-chat-card-position">{card.positionName}</span>
            <span className="sl-chat-card-name">
              {card.reversed ? t('chat.reversedName', { name: card.name }) : card.name}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
