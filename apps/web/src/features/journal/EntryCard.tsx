import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import type { JournalEntry, TarotInfo } from '@starlit/contracts';
import { EntryWords } from './EntryWords';
import { subjectPath } from './open';

/**
 * One entry: what it is about (its kind, title and summary, the question), then the member's
 * mood, tags and note. The subject opens when it can be opened again; Edit opens the editor.
 */
export function EntryCard({
  entry,
  tarot,
  onEdit,
}: {
  entry: JournalEntry;
  tarot: TarotInfo | undefined;
  onEdit(entry: JournalEntry): void;
}) {
  const { t } = useTranslation('journal');
  const navigate = useNavigate();
  const path = subjectPath(entry, tarot);
  const subject = (
    <>
      <span className="sl-journal-kind">{t(`kinds.${entry.kind}`)}</span>
      <strong className="sl-journal-title">{entry.title}</strong>
      {entry.question ? <span className="sl-journal-question">{entry.question}</span> : null}
      {entry.summary ? <span className="sl-journal-summary">{entry.summary}</span> : null}
    </>
  );
  return (
    <article className="sl-card sl-journal-entry">
      {path ? (
        <button
          type="button"
          className="sl-journal-subject is-link"
          aria-label={t('list.open', { title: entry.title })}
          onClick={() => void navigate(path)}
        >
          <span className="sl-journal-subject-text">{subject}</span>
          <RightOutline aria-hidden="true" />
        </button>
      ) : (
        <div className="sl-journal-subject">
          <span className="sl-journal-subject-text">{subject}</span>
        </div>
      )}
      <EntryWords entry={entry} clamp />
      <div className="sl-journal-entry-foot">
        <button type="button" className="sl-link-button" onClick={() => onEdit(entry)}>
          {t('note.edit')}
        </button>
      </div>
    </article>
  );
}
