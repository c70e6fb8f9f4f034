import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { MbtiHome } from '../../features/mbti/MbtiHome';

/** /mbtiHome: the 16-type personality test's page (for everyone; taking it needs sign-in). */
export default function MbtiHomeScreen() {
  const { t } = useTranslation('mbti');
  return (
    <>
      <BackHeader title={t('screens.home')} fallback="/" />
      <div className="sl-page">
        <MbtiHome />
      </div>
    </>
  );
}
