import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { TodayFortune } from '../../features/astrology/TodayFortune';

/** /todayFortune (route name TodayFortune): today's fortune of the current profile. */
export default function TodayFortuneScreen() {
  const { t } = useTranslation('astrology');
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
      <TodayFortune />
    </SignedInPage>
  );
}
