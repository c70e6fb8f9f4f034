import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DrawnCardView } from '@starlit/contracts';
import { TarotCardFace } from './faces';

/** A drawn card in full: its face, name, position, orientation, keywords and meaning. */
export function CardSheet({
  card,
  positionMeaning,
  onClose,
}: {
  card: DrawnCardView | null;
  /** what the position asks, when known */
  positionMeaning?: string;
  onClose(): void;
}) {
  const { t } = useTranslation('tarot');
  return (
    <Popup
      visible={card !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="sl-sheet sl-card-sheet"
    >
      {card ? (
        <div className="sl-card-sheet-body" role="dialog" aria-labelledby="sl-card-sheet-name">
          <div className="sl-card-sheet-face">
            <TarotCardFace cardId={card.cardId} reversed={card.reversed} name={card.name} />
          </div>
          <p className="sl-card-sheet-position">{card.positionName}</p>
          {positionMeaning ? <p className="sl-weak">{positionMeaning}</p> : null}
          <h2 id="sl-card-sheet-name" className="sl-sheet-title">
            {card.name}
          </h2>
          <p className={card.reversed ? 'sl-orientation is-reversed' : 'sl-orientation'}>
            {t(card.reversed ? 'card.reversed' : 'card.upright')}
          </p>
          <ul className="sl-keywords" aria-label={t('card.keywords')}>
            {card.keywords.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
          <p className="sl-card-sheet-meaning">{card.meaning}</p>
        </div>
      ) : null}
    </Popup>
  );
}
