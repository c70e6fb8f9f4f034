import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { TodayFortune } from '../../features/astrology/TodayFortune';
import { JournalNote } from '../../features/journal/JournalNote';
import { ReminderOptIn } from '../../features/reminders/OptInCard';

/**
 * /todayFortune (route name TodayFortune): today's fortune of the current profile, then the
 * offer of a daily reminder (once, see features/reminders/optIn.ts).
 */
export default function TodayFortuneScreen() {
  const { t } = useTranslation(['astrology', 'common']);
  return (
    <SignedInPage
      title={t('screens.todayFortune')}
      fallback="/"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <TodayFortune
        note={(date) => <JournalNote key={date} subject={{ kind: 'fortune', refId: date }} />}
      />
      <ReminderOptIn placement="reading" />
    </SignedInPage>
  );
}
