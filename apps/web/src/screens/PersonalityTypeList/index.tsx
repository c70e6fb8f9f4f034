import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { TypeList } from '../../features/mbti/TypeList';

/** /personalityTypeList: the 16 types in their four groups (for everyone). */
export default function PersonalityTypeListScreen() {
  const { t } = useTranslation('mbti');
  return (
    <>
      <BackHeader title={t('screens.types')} fallback="/mbtiHome" />
      <div className="sl-page">
        <TypeList />
      </div>
    </>
  );
}
