import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { EXPLORE_PATH } from '../../components/TabBar/tabs';
import { SampleReportView } from '../../features/reports/Readers';

/** /foldTogetherExample (route name FoldTogetherExample): the free sample of a natal report. */
export default function FoldTogetherExampleScreen() {
  const { t } = useTranslation(['reports', 'astrology']);
  return (
    <>
      <BackHeader title={t('screens.foldTogetherExample')} fallback={EXPLORE_PATH} />
      <div className="sl-page">
        <SampleReportView />
      </div>
    </>
  );
}
