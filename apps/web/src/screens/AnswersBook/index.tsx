import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { EXPLORE_PATH } from '../../components/TabBar/tabs';
import { AnswersBook } from '../../features/answers/AnswersBook';
import { JournalNote } from '../../features/journal/JournalNote';

/** /answersBook (route name AnswersBook): the answers-book ritual; open to visitors too. */
export default function AnswersBookScreen() {
  const { t } = useTranslation('answers');
  return (
    <>
      <BackHeader title={t('title')} fallback={EXPLORE_PATH} />
      <div className="sl-page">
        <AnswersBook
          note={(answer, question) => (
            <JournalNote subject={{ kind: 'answers', index: answer.index, question }} />
          )}
        />
      </div>
    </>
  );
}
