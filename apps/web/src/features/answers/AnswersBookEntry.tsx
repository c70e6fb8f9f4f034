import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';

/** The answers book's card for Home. */
export function AnswersBookEntry() {
  const { t } = useTranslation('answers');
  return (
    <EntryCard path="/answersBook" glyph="book" title={t('entry.title')} body={t('entry.body')} />
  );
}
