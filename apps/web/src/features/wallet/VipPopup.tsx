import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { VipPanel } from './VipPanel';

/** The VIP popup: the VIP panel sliding up from the bottom. */
export function VipPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="sl-sheet sl-wallet-sheet"
    >
      <h2 className="sl-sheet-title">{t('vip.title')}</h2>
      <p className="sl-sheet-hint">{t('vip.subtitle')}</p>
      <VipPanel onCheckout={onClose} />
    </Popup>
  );
}
