import { useTranslation } from 'react-i18next';
import type { Currency, VipCard } from '@starlit/contracts';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { differentPrice, offLabel, priceLabel } from './format';

function Card({
  card,
  currency,
  selected,
  onSelect,
}: {
  card: VipCard;
  currency: Currency;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('wallet');
  const lang = useAppStore((s) => s.lang);
  const off = offLabel(card.discount);
  const price = (amount: string) => t(...priceLabel(amount, currency));
  // the struck price is the plan's standard price, shown only when this one is lower
  const struck = differentPrice(card.realPrice, card.displayPrice);
  // limited-time only with the real end of the lower price
  const ends =
    struck && card.limitedUntil
      ? t('vip.limitedUntil', { date: formatDateTime(card.limitedUntil, lang) })
      : '';
  const label = [
    ends,
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
      <span className="sl-vip-card-months">{t('vip.months', { count: card.months })}</span>
      <span className="sl-vip-card-price">{price(card.displayPrice)}</span>
      {struck ? <s className="sl-vip-card-real">{price(card.realPrice)}</s> : null}
      {off ? <span className="sl-vip-card-off">{t('vip.off', off)}</span> : null}
      <span className="sl-vip-card-daily">
        {t('vip.perDay', { price: price(card.dailyPrice) })}
      </span>
      {ends ? <span className="sl-vip-card-ends">{ends}</span> : null}
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

/** The membership plans, side by side and scrollable; a plan on a dated offer says when it ends. */
export function VipCards({
  cards,
  currency,
  selectedId,
  onSelect,
}: {
  cards: readonly VipCard[];
  currency: Currency;
  selectedId: string | undefined;
  onSelect: (productId: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="sl-vip-cards" role="group" aria-label={t('vip.cardsLabel')}>
      {cards.map((card) => (
        <Card
          key={card.productId}
          card={card}
          currency={currency}
          selected={card.productId === selectedId}
          onSelect={() => onSelect(card.productId)}
        />
      ))}
    </div>
  );
}
