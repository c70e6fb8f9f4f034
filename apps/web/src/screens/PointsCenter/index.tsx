import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { VipBanner } from '../../components/VipBanner/VipBanner';
import { SignInRequired } from '../../components/SignInRequired';
import { PointsCenter } from '../../features/points/PointsCenter';
import { useSessionStore } from '../../state/session';

/** /pointsCenter: balance, daily check-in, earning tasks and points-for-VIP swaps. */
export default function PointsCenterScreen() {
  const { t } = useTranslation('points');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('titles.center')} fallback="/user" />
      <div className="sl-page">
        {loginStatus ? (
          <PointsCenter vipBanner={<VipBanner pageMode />} />
        ) : (
          <SignInRequired
            title={t('signIn.title')}
            description={t('signIn.body')}
            action={t('signIn.action')}
          />
        )}
      </div>
    </>
  );
}
