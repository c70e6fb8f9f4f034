import { useState } from 'react';
import { Button } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@starlit/contracts';
import { useSessionStore } from '../../state/session';
import { EntryWords } from './EntryWords';
import { NoteSheet } from './NoteSheet';
import { useJournalEntry, type NoteSubject } from './useJournal';
import './journal.css';

/**
 * The journal's place on a reading, roll, answer, fortune or conversation: "Add a note", or the
 * note written before (opened again later, a reading shows what was noted then) with Edit.
 * Only for a signed-in member. An answers-book answer becomes an entry of its own once saved:
 * the caller keys this by the answer, so a new answer starts a new note.
 */
export function JournalNote({ subject }: { subject: NoteSubject }) {
  const { t } = useTranslation('journal');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const [open, setOpen] = useState(false);
  // an answers entry's own id, once saved (other subjects carry theirs)
  const [savedRef, setSavedRef] = useState<string | undefined>(undefined);
  const refId = subject.refId ?? savedRef;
  const { data } = useJournalEntry(subject.kind, refId);
  const [local, setLocal] = useState<JournalEntry | null | undefined>(undefined);
  const entry = local !== undefined ? local : (data ?? null);
  if (!loginStatus) return null;

  const saved = (next: JournalEntry | null) => {
    setLocal(next);
    if (next && subject.kind === 'answers') setSavedRef(next.refId);
  };

  return (
    <section
      className={entry ? 'sl-card sl-journal-on' : 'sl-journal-on is-empty'}
      aria-label={t('note.region')}
    >
      {entry ? (
        <>
          <div className="sl-journal-on-head">
            <h2 className="sl-journal-on-title">{t('note.yours')}</h2>
            <button type="button" className="sl-link-button" onClick={() => setOpen(true)}>
              {t('note.edit')}
            </button>
          </div>
          <EntryWords entry={entry} />
        </>
      ) : (
        <Button block shape="rounded" fill="outline" onClick={() => setOpen(true)}>
          <EditSOutline aria-hidden="true" /> {t('note.add')}
        </Button>
      )}
      <NoteSheet
        visible={open}
        subject={{ ...subject, ...(refId ? { refId } : {}) }}
        entry={entry}
        onClose={() => setOpen(false)}
        onSaved={saved}
      />
    </section>
  );
}

/** A header action for a conversation (an icon beside Records): opens the note editor on it. */
export function JournalHeaderNote({ subject }: { subject: NoteSubject }) {
  const { t } = useTranslation('journal');
  const [open, setOpen] = useState(false);
  const { data } = useJournalEntry(subject.kind, subject.refId);
  const [local, setLocal] = useState<JournalEntry | null | undefined>(undefined);
  const entry = local !== undefined ? local : (data ?? null);
  return (
    <>
      <button
        type="button"
        className={
          entry
            ? 'sl-header-link sl-journal-header-note is-saved'
            : 'sl-header-link sl-journal-header-note'
        }
        aria-label={entry ? t('note.yours') : t('note.add')}
        title={entry ? t('note.yours') : t('note.add')}
        onClick={() => setOpen(true)}
      >
        <EditSOutline aria-hidden="true" />
      </button>
      <NoteSheet
        visible={open}
        subject={subject}
        entry={entry}
        onClose={() => setOpen(false)}
        onSaved={setLocal}
      />
    </>
  );
}

/** A tarot screen's note below a reading: `<TarotDrawing note={tarotNote} />`. */
export const tarotNote = (reading: { id: string }) => (
  <JournalNote key={reading.id} subject={{ kind: 'tarot', refId: reading.id }} />
);
