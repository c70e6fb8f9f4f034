import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { RemindersView } from '../../features/reminders/RemindersView';

/** /reminders: push reminders on this device, what to be reminded of and when. */
export default function RemindersScreen() {
  const { t } = useTranslation(['reminders', 'common']);
  return (
    <SignedInPage
      title={t('title')}
      fallback="/setting"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <RemindersView />
    </SignedInPage>
  );
}
