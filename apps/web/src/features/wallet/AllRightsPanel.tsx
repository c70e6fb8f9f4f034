import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { RightsList } from './RightsList';

/** All VIP rights, in a panel sliding up from the bottom. */
export function AllRightsPanel({ visible, onClose }: { visible: boolean; onClose: () => void }) {
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
      <h2 className="sl-sheet-title">{t('rights.title')}</h2>
      <p className="sl-sheet-hint">{t('rights.subtitle')}</p>
      <RightsList />
    </Popup>
  );
}
