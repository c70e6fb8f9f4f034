import { useTranslation } from 'react-i18next';
import { VipPanel } from './VipPanel';
import { WalletSheet } from './WalletSheet';

/** The VIP popup: the VIP panel sliding up from the bottom. */
export function VipPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <WalletSheet
      visible={visible}
      onClose={onClose}
      destroyOnClose
      title={t('vip.title')}
      hint={t('vip.subtitle')}
    >
      <VipPanel onCheckout={onClose} />
    </WalletSheet>
  );
}
