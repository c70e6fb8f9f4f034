import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@starlit/contracts/constants';
import { choosePreferredCurrency } from '../../state/currency';
import { resetPrices, usePrices } from '../../api/prices';

/**
 * Which currency prices are shown and charged in: the member's choice, remembered on this
 * device. Switching reloads the prices without a discount code (Verify applies it again).
 */
export function CurrencySwitch() {
  const { t } = useTranslation('wallet');
  const current = usePrices()?.currency;
  const choose = (currency: Currency) => {
    if (currency === current) return;
    choosePreferredCurrency(currency);
    resetPrices();
  };
  return (
    <div className="sl-currency" role="group" aria-label={t('currency.label')}>
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          className={currency === current ? 'is-selected' : ''}
          aria-pressed={currency === current}
          onClick={() => choose(currency)}
        >
          {t(`currency.${currency}`)}
        </button>
      ))}
    </div>
  );
}
