import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { isTypeCode } from '../../features/mbti/model';
import { TypeDetail } from '../../features/mbti/TypeDetail';

/** /personalityTypeDetail?type=INTJ: one type's page (for everyone). */
export default function PersonalityTypeDetailScreen() {
  const { t } = useTranslation('mbti');
  const [params] = useSearchParams();
  const asked = params.get('type')?.toUpperCase();
  const type = isTypeCode(asked) ? asked : null;
  return (
    <>
      <BackHeader title={type ?? t('screens.type')} fallback="/personalityTypeList" />
      <div className="sl-page">
        <TypeDetail type={type} />
      </div>
    </>
  );
}
