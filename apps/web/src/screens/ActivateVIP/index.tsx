import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { BackHeader } from '../../components/Header/BackHeader';
import { useSessionStore } from '../../state/session';
import { VipPanel } from '../../features/wallet/VipPanel';
import { VipStatus } from '../../features/wallet/VipStatus';
import { RightsList } from '../../features/wallet/RightsList';

/** /activateVIP (route name ActivateVIP): the VIP panel as a full page, with every right. */
export default function ActivateVipScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('vip.pageTitle')} fallback="/user" />
      <div className="sl-page">
        {loginStatus ? (
          <>
            <VipStatus />
            <VipPanel pageMode />
            <h2 className="sl-section-title">{t('rights.title')}</h2>
            <RightsList />
          </>
        ) : (
          <EmptyState title={t('common:signInNeeded.title')} description={t('vip.subtitle')}>
            <Button color="primary" shape="rounded" onClick={() => void navigate('/login')}>
              {t('common:actions.signIn')}
            </Button>
          </EmptyState>
        )}
      </div>
    </>
  );
}
