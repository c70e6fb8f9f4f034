import { useTranslation } from 'react-i18next';
import type { VipCard } from '@starlit/contracts';
import { differentPrice, offLabel, yuan } from './format';

function Card({
  card,
  first,
  selected,
  onSelect,
}: {
  card: VipCard;
  first: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('wallet');
  const off = offLabel(card.discount);
  const price = (amount: string) => t('price', { amount: yuan(amount) });
  const struck = differentPrice(card.realPrice, card.displayPrice);
  const label = [
    first ? t('vip.limited') : '',
    t('vip.months', { count: card.months }),
    price(card.displayPrice),
    struck ? t('vip.originalPrice', { price: price(card.realPrice) }) : '',
    off ? t('vip.off', off) : '',
    t('vip.perDay', { price: price(card.dailyPrice) }),
    card.bonusDays > 0 ? t('vip.bonusDays', { count: card.bonusDays }) : '',
    card.bonusPoints > 0 ? t('vip.bonusPoints', { count: card.bonusPoints }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`sl-vip-card${selected ? ' is-selected' : ''}`}
      aria-pressed={selected}
      aria-label={label}
      onClick={onSelect}
    >
      {first ? <span className="sl-vip-card-badge">{t('vip.limited')}</span> : null}
      <span className="sl-vip-card-months">{t('vip.months', { count: card.months })}</span>
      <span className="sl-vip-card-price">{price(card.displayPrice)}</span>
      {struck ? <s className="sl-vip-card-real">{price(card.realPrice)}</s> : null}
      {off ? <span className="sl-vip-card-off">{t('vip.off', off)}</span> : null}
      <span className="sl-vip-card-daily">
        {t('vip.perDay', { price: price(card.dailyPrice) })}
      </span>
      {card.bonusDays > 0 ? (
        <span className="sl-vip-card-bonus">{t('vip.bonusDays', { count: card.bonusDays })}</span>
      ) : null}
      {card.bonusPoints > 0 ? (
        <span className="sl-vip-card-bonus">
          {t('vip.bonusPoints', { count: card.bonusPoints })}
        </span>
      ) : null}
    </button>
  );
}

/** The membership plans, side by side and scrollable; the first carries 'Limited Offer'. */
export function VipCards({
  cards,
  selectedId,
  onSelect,
}: {
  cards: readonly VipCard[];
  selectedId: string | undefined;
  onSelect: (productId: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="sl-vip-cards" role="group" aria-label={t('vip.cardsLabel')}>
      {cards.map((card, index) => (
        <Card
          key={card.productId}
          card={card}
          first={index === 0}
          selected={card.productId === selectedId}
          onSelect={() => onSelect(card.productId)}
        />
      ))}
    </div>
  );
}
