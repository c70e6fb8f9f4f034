import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';
import { useSessionStore } from '../../state/session';

/** The journal's card for Home (members only: the journal is their own). */
export function HomeJournalCard() {
  const { t } = useTranslation('journal');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (!loginStatus) return null;
  return <EntryCard path="/journal" glyph="book" title={t('entry.title')} body={t('entry.body')} />;
}
