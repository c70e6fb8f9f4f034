import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { PointsLedger } from '../../features/points/PointsLedger';
import { useSessionStore } from '../../state/session';

/** /pointsDetails: every change of the points balance, newest first. */
export default function PointsDetailsScreen() {
  const { t } = useTranslation('points');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('titles.details')} fallback="/pointsCenter" />
      <div className="sl-page">
        {loginStatus ? (
          <PointsLedger />
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
