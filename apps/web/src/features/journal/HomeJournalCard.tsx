import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';
import { useSessionStore } from '../../state/session';
import { useOnThisDay } from './useJournal';

/**
 * The journal's card for Home (members only: the journal is their own). On a day with an entry
 * a year or a month before, it names that reading: the way back to what was written then.
 */
export function HomeJournalCard() {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (!loginStatus) return null;
  return <JournalCard />;
}

function JournalCard() {
  const { t } = useTranslation('journal');
  const { data } = useOnThisDay();
  const lastYear = data?.lastYear?.entries[0];
  const lastMonth = data?.lastMonth?.entries[0];
  const body = lastYear
    ? t('entry.lastYear', { title: lastYear.title })
    : lastMonth
      ? t('entry.lastMonth', { title: lastMonth.title })
      : t('entry.body');
  return <EntryCard path="/journal" glyph="book" title={t('entry.title')} body={body} />;
}
