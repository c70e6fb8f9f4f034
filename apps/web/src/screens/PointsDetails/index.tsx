import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { PointsLedger } from '../../features/points/PointsLedger';

/** /pointsDetails: every change of the points balance, newest first. */
export default function PointsDetailsScreen() {
  const { t } = useTranslation('points');
  return (
    <SignedInPage
      title={t('titles.details')}
      fallback="/pointsCenter"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <PointsLedger />
    </SignedInPage>
  );
}
