import { useTranslation } from 'react-i18next';
import { RightsList } from './RightsList';
import { WalletSheet } from './WalletSheet';

/** All VIP rights, in a panel sliding up from the bottom. */
export function AllRightsPanel({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <WalletSheet
      visible={visible}
      onClose={onClose}
      destroyOnClose
      title={t('rights.title')}
      hint={t('rights.subtitle')}
    >
      <RightsList />
    </WalletSheet>
  );
}
