import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { VipBanner } from '../../components/VipBanner/VipBanner';
import { PointsCenter } from '../../features/points/PointsCenter';

/** /pointsCenter: balance, daily check-in, earning tasks and points-for-VIP swaps. */
export default function PointsCenterScreen() {
  const { t } = useTranslation('points');
  return (
    <SignedInPage
      title={t('titles.center')}
      fallback="/user"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <PointsCenter vipBanner={<VipBanner pageMode />} />
    </SignedInPage>
  );
}
