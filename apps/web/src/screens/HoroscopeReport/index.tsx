import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { HoroscopeReportView } from '../../features/reports/Readers';

/** /horoscopeReport (route name HoroscopeReport): today's in-depth horoscope report. */
export default function HoroscopeReportScreen() {
  const { t } = useTranslation(['reports', 'astrology', 'common']);
  return (
    <SignedInPage
      title={t('screens.horoscopeReport')}
      fallback="/"
      signIn={{
        title: t('astrology:signIn.title'),
        description: t('astrology:signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <HoroscopeReportView />
    </SignedInPage>
  );
}
