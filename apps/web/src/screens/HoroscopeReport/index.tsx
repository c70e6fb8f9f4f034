import { SignedInPage } from '../../components/SignedInPage';
import { HoroscopeReportView } from '../../features/reports/Readers';

/** /horoscopeReport (route name HoroscopeReport): today's in-depth horoscope report. */
export default function HoroscopeReportScreen() {
  return (
    <SignedInPage title="reports:screens.horoscopeReport" fallback="/" signIn="astrology">
      <HoroscopeReportView />
    </SignedInPage>
  );
}
