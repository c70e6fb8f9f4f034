import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { VipPanel } from '../../features/wallet/VipPanel';
import { VipStatus } from '../../features/wallet/VipStatus';
import { RightsList } from '../../features/wallet/RightsList';

/** /activateVIP (route name ActivateVIP): the VIP panel as a full page, with every right. */
export default function ActivateVipScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <SignedInPage
      title="wallet:vip.pageTitle"
      fallback="/user"
      signIn={{
        title: t('common:signInNeeded.title'),
        description: t('vip.subtitle'),
        action: t('common:actions.signIn'),
      }}
    >
      <VipStatus />
      <VipPanel pageMode />
      <h2 className="sl-section-title">{t('rights.title')}</h2>
      <RightsList />
    </SignedInPage>
  );
}
