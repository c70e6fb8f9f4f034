import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { StellarTiesDetail } from '../../features/relations/TiesDetailScreen';
import { useAppStore } from '../../state/app';

/** /stellarTiesDetail (route name StellarTiesDetail): the active tab's result for the pair. */
export default function StellarTiesDetailScreen() {
  const { t } = useTranslation(['relations', 'astrology', 'common']);
  const tab = useAppStore((s) => s.stellarTiesTab);
  return (
    <SignedInPage
      title={t(tab === '2' ? 'screens.synastryDetail' : 'screens.tiesDetail')}
      fallback="/stellarTies"
      signIn={{
        title: t('astrology:signIn.title'),
        description: t('astrology:signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <StellarTiesDetail tab={tab} />
    </SignedInPage>
  );
}
