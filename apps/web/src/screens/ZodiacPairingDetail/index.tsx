import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { PairingDetail } from '../../features/pairing/PairingDetail';

/** /zodiacPairingDetail (route name ZodiacPairingDetail): the pairing of the chosen two. */
export default function ZodiacPairingDetailScreen() {
  const { t } = useTranslation(['pairing', 'common']);
  return (
    <SignedInPage
      title={t('screens.detail')}
      fallback="/zodiacPairing"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <PairingDetail />
    </SignedInPage>
  );
}
