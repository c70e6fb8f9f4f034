import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { LanguageList } from '../../features/language/LanguageList';

/** /language: pick 中文 or English. */
export default function LanguageScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.language')} />
      <div className="sl-page">
        <LanguageList />
      </div>
    </>
  );
}
