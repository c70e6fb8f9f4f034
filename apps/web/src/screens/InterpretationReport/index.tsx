import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { InterpretationReport } from '../../features/reports/Readers';

/** /interpretationReport (route name InterpretationReport): the natal report, a section at a time. */
export default function InterpretationReportScreen() {
  const { t } = useTranslation(['reports', 'astrology', 'common']);
  return (
    <SignedInPage
      title={t('screens.interpretationReport')}
      fallback="/"
      signIn={{
        title: t('astrology:signIn.title'),
        description: t('astrology:signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <InterpretationReport />
    </SignedInPage>
  );
}
