import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { FeedbackForm } from '../../features/feedback/FeedbackForm';
import { MyFeedback } from '../../features/feedback/MyFeedback';

/** /feedback. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('screens.feedback')} />
      <div className="sl-page">
        <FeedbackForm />
        <MyFeedback />
      </div>
    </>
  );
}
