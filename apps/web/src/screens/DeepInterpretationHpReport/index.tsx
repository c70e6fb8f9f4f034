import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { DeepReport } from '../../features/relations/DeepReport';

/** /deepInterpretationHpReport (route name DeepInterpretationHpReport): a kept deep report. */
export default function DeepInterpretationHpReportScreen() {
  const { t } = useTranslation(['relations', 'astrology', 'common']);
  return (
    <SignedInPage
      title={t('screens.deepReport')}
      fallback="/stellarTies"
      signIn={{
        title: t('astrology:signIn.title'),
        description: t('astrology:signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <DeepReport />
    </SignedInPage>
  );
}
