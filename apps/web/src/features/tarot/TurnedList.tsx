import { useTranslation } from 'react-i18next';
import type { DrawnCardView } from '@starlit/contracts';
import './turned.css';

/**
 * The cards turned over so far, in the spread's order: each position with the card's whole
 * name and orientation ("Past · Ten of Swords (reversed)"); a tap opens the card's meaning.
 */
export function TurnedList({
  cards,
  faceUp,
  onOpen,
}: {
  cards: readonly DrawnCardView[];
  faceUp: readonly boolean[];
  onOpen(index: number): void;
}) {
  const { t } = useTranslation('tarot');
  if (!faceUp.some(Boolean)) return null;
  return (
    <ol className="sl-turned" aria-label={t('reading.turnedLabel')}>
      {cards.map((card, i) =>
        faceUp[i] ? (
          <li key={i}>
            <button type="button" className="sl-turned-row" onClick={() => onOpen(i)}>
              <span className="sl-turned-number">{i + 1}</span>
              <span className="sl-turned-position">{card.positionName}</span>
              <span className={card.reversed ? 'sl-turned-name is-reversed' : 'sl-turned-name'}>
                {t(card.reversed ? 'card.nameReversed' : 'card.nameUpright', { name: card.name })}
              </span>
            </button>
          </li>
        ) : null,
      )}
    </ol>
  );
}
