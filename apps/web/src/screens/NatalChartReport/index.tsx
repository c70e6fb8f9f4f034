import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { NatalChartReport } from '../../features/reports/NatalChartReport';

/** /natalChartReport (route name NatalChartReport): the current profile's natal chart and report. */
export default function NatalChartReportScreen() {
  const { t } = useTranslation(['reports', 'astrology', 'common']);
  return (
    <SignedInPage
      title={t('screens.natalChartReport')}
      fallback="/"
      signIn={{
        title: t('astrology:signIn.title'),
        description: t('astrology:signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <NatalChartReport />
    </SignedInPage>
  );
}
