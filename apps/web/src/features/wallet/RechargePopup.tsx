import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency, PointProduct } from '@starlit/contracts';
import { PayButton, WalletSheet } from './WalletSheet';
import { useAccount } from '../../api/pointsAccount';
import { VipBanner } from '../../components/VipBanner/VipBanner';
import { usePrices } from '../../api/prices';
import { useStartCheckout } from './checkout';
import { CurrencySwitch } from './CurrencySwitch';
import { priceLabel } from './format';
import { useSelection } from './useSelection';
import './wallet.css';

function PackageTile({
  product,
  currency,
  selected,
  large,
  onSelect,
}: {
  product: PointProduct;
  currency: Currency;
  selected: boolean;
  large: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      className={`sl-pack${large ? ' sl-pack-large' : ''}${selected ? ' is-selected' : ''}`}
      aria-pressed={selected}
      onClick={onSelect}
    >
      <span className="sl-pack-points">{t('recharge.points', { count: product.points })}</span>
      {product.extraPoints > 0 ? (
        <span className="sl-pack-bonus" title={t('recharge.bonusLabel')}>
          {t('recharge.bonus', { count: product.extraPoints })}
        </span>
      ) : null}
      <span className="sl-pack-price">{t(...priceLabel(product.price, currency))}</span>
    </button>
  );
}

/**
 * Buy points: the currency, the packages (first large, the rest in a grid), a VIP banner, Pay.
 */
export function RechargePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const params = useParams();
  const startCheckout = useStartCheckout();
  const recharge = usePrices(visible);
  const balance = useAccount()?.pointAccount.balance;
  const products = recharge?.pointProduct ?? [];
  const currency = recharge?.currency ?? 'cny';
  const [selected, select] = useSelection(products, recharge);
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (!selected || busy) return;
    setBusy(true);
    const opened = await startCheckout({ kind: 'points', productId: selected.productId }, params);
    setBusy(false);
    if (opened) onClose();
  };

  const [first, ...rest] = products;
  return (
    <WalletSheet
      visible={visible}
      onClose={onClose}
      title={t('recharge.title')}
      hint={balance === undefined ? t('recharge.hint') : t('recharge.balance', { count: balance })}
    >
      <VipBanner />
      <CurrencySwitch />
      {first ? (
        <div className="sl-packs" role="group" aria-label={t('recharge.title')}>
          <PackageTile
            product={first}
            currency={currency}
            large
            selected={selected?.productId === first.productId}
            onSelect={() => select(first.productId)}
          />
          {rest.length > 0 ? (
            <div className="sl-pack-grid">
              {rest.map((product) => (
                <PackageTile
                  key={product.productId}
                  product={product}
                  currency={currency}
                  large={false}
                  selected={selected?.productId === product.productId}
                  onSelect={() => select(product.productId)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : (
        <p className="sl-wallet-empty">{recharge ? t('recharge.empty') : t('common:loading')}</p>
      )}
      <PayButton disabled={!selected} loading={busy} onPay={() => void pay()}>
        {t('recharge.pay', {
          price: selected ? t(...priceLabel(selected.price, currency)) : '',
        })}
      </PayButton>
    </WalletSheet>
  );
}
