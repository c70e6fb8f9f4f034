import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/Form/TextField';
import { LIMITS } from '../../api/limits';
import { useAccount } from '../../api/pointsAccount';
import { useAppStore } from '../../state/app';
import { dropDiscountedPrices, usePrices } from '../../api/prices';
import { AllRightsPanel } from './AllRightsPanel';
import { useStartCheckout } from './checkout';
import { CurrencySwitch } from './CurrencySwitch';
import { priceLabel } from './format';
import { RedeemDialog } from './RedeemDialog';
import { useDiscountCode } from './useDiscountCode';
import { PayButton } from './WalletSheet';
import { useSelection } from './useSelection';
import { VipCards } from './VipCards';
import './wallet.css';
import { useUserInfo } from '../../api/userInfo';

interface VipPanelProps {
  /** the /activateVIP page rather than the popup */
  pageMode?: boolean;
  /** the checkout opened (the popup closes) */
  onCheckout?: () => void;
}

/** Activate VIP: plans, discount code, pay, and the ways to a redemption code and the rights. */
export function VipPanel({ pageMode = false, onCheckout }: VipPanelProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const params = useParams();
  const startCheckout = useStartCheckout();
  const recharge = usePrices();
  const accountVip = useAccount()?.vipAccount.isVip;
  const infoVip = useUserInfo()?.vipAccount.isVip;
  const isVip = accountVip ?? infoVip ?? false;
  const cards = recharge?.vipCards ?? [];
  const [selected, select] = useSelection(cards, recharge);
  const discount = useDiscountCode(selected);
  const [busy, setBusy] = useState(false);
  const [sub, setSub] = useState<'redeem' | 'rights' | null>(null);

  // leaving the panel clears the code, and drops discounted prices the code brought
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  });
  useEffect(
    () => () => {
      useAppStore.getState().setDiscountCode('');
      if (selectedRef.current?.isDiscount === '1') dropDiscountedPrices();
    },
    [],
  );

  const pay = async () => {
    if (!selected || busy) return;
    setBusy(true);
    const applied = selected.isDiscount === '1' ? recharge?.discountCode : '';
    const opened = await startCheckout(
      { kind: 'vip', productId: selected.productId, discountCode: applied || undefined },
      params,
    );
    setBusy(false);
    if (opened) onCheckout?.();
  };

  const currency = recharge?.currency ?? 'cny';
  const price = selected ? t(...priceLabel(selected.displayPrice, currency)) : '';
  return (
    <div className={pageMode ? 'sl-vip-panel is-page' : 'sl-vip-panel'}>
      <CurrencySwitch />
      {cards.length > 0 ? (
        <VipCards
          cards={cards}
          currency={currency}
          selectedId={selected?.productId}
          onSelect={select}
        />
      ) : (
        <p className="sl-wallet-empty">{recharge ? t('vip.empty') : t('common:loading')}</p>
      )}
      <TextField
        label={t('discount.label')}
        placeholder={t('discount.placeholder')}
        value={discount.code}
        onChange={discount.change}
        maxLength={LIMITS.promoCodeMax}
        autoComplete="off"
        onEnterPress={discount.verify}
        extra={
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            loading={discount.verifying}
            onClick={discount.verify}
          >
            {t('discount.verify')}
          </Button>
        }
      />
      {recharge?.discountCode ? (
        <p className="sl-discount-applied">
          {t('discount.applied', { code: recharge.discountCode })}
        </p>
      ) : null}
      <PayButton disabled={!selected} loading={busy} onPay={() => void pay()}>
        {isVip ? t('vip.renew', { price }) : t('vip.activate', { price })}
      </PayButton>
      <p className="sl-wallet-terms">{t('vip.terms')}</p>
      <div className="sl-vip-links">
        <button type="button" className="sl-link-button" onClick={() => setSub('redeem')}>
          {t('vip.redeem')}
        </button>
        {pageMode ? null : (
          <button type="button" className="sl-link-button" onClick={() => setSub('rights')}>
            {t('vip.rights')}
          </button>
        )}
      </div>
      <RedeemDialog visible={sub === 'redeem'} onClose={() => setSub(null)} />
      <AllRightsPanel visible={sub === 'rights'} onClose={() => setSub(null)} />
    </div>
  );
}
