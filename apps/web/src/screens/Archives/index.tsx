import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { ProfileList } from '../../features/profiles/ProfileList';

/** /archives: the user's profiles (own first), the current one, manage and add. */
export default function ArchivesScreen() {
  const { t } = useTranslation('archives');
  return (
    <SignedInPage
      title={t('titles.list')}
      fallback="/"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <ProfileList />
    </SignedInPage>
  );
}
