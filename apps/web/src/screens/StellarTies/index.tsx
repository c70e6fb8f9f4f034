import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { StellarTies } from '../../features/relations/StellarTies';

/** /stellarTies (route name StellarTies): a pair of profiles, read three ways in tabs. */
export default function StellarTiesScreen() {
  const { t } = useTranslation(['relations', 'astrology', 'common']);
  return (
    <SignedInPage
      title={t('screens.stellarTies')}
      fallback="/"
      signIn={{
        title: t('astrology:signIn.title'),
        description: t('astrology:signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <StellarTies />
    </SignedInPage>
  );
}
