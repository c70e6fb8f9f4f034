import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { PairingPicker } from '../../features/pairing/PairingPicker';

/** /zodiacPairing (route name ZodiacPairing): choose the two people to pair. */
export default function ZodiacPairingScreen() {
  const { t } = useTranslation(['pairing', 'common']);
  return (
    <SignedInPage
      title={t('screens.picker')}
      fallback="/"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <PairingPicker />
    </SignedInPage>
  );
}
