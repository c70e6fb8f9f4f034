import { SignedInPage } from '../../components/SignedInPage';
import { TodayFortune } from '../../features/astrology/TodayFortune';
import { JournalNote } from '../../features/journal/JournalNote';
import { ReminderOptIn } from '../../features/reminders/OptInCard';

/**
 * /todayFortune (route name TodayFortune): today's fortune of the current profile, then the
 * offer of a daily reminder (once, see features/reminders/optIn.ts).
 */
export default function TodayFortuneScreen() {
  return (
    <SignedInPage title="astrology:screens.todayFortune" fallback="/" signIn="astrology">
      <TodayFortune
        note={(date) => <JournalNote key={date} subject={{ kind: 'fortune', refId: date }} />}
      />
      <ReminderOptIn placement="reading" />
    </SignedInPage>
  );
}
