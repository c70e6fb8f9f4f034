import { useState } from 'react';
import { Button, Checkbox, Dialog, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, JournalMood } from '@starlit/contracts';
import { ErrorCode, JOURNAL_LIMITS, JOURNAL_MOODS } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { ApiError, isOk, type ApiResult } from '../../api/http';
import { journalApi, type JournalSaveInput } from '../../api/journal';
import { useEndpointMutation } from '../../api/mutation';
import { apiKey } from '../../api/query';
import { Sheet } from '../../components/Sheet/Sheet';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { TagsInput } from './TagsInput';
import { useJournalTags, type NoteSubject } from './useJournal';
import './journal.css';

/** A new note the server refused because the member's journal holds the most it keeps. */
const isJournalFull = (result: ApiResult<unknown>): boolean =>
  !(result instanceof ApiError) &&
  result.code === ErrorCode.PARAM &&
  (result.data as { journalFull?: boolean } | null)?.journalFull === true;

/** The editor's fields, from the entry being edited or empty. */
function Editor({
  subject,
  entry,
  onSaved,
  onDeleted,
}: {
  subject: NoteSubject;
  entry: JournalEntry | null;
  onSaved(entry: JournalEntry): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation(['journal', 'common']);
  const [mood, setMood] = useState<JournalMood | null>(entry?.mood ?? null);
  const [tags, setTags] = useState<string[]>(entry?.tags ?? []);
  const [note, setNote] = useState(entry?.note ?? '');
  // the answers book promises the question stays on the device: it is kept only when asked to
  const [keepQuestion, setKeepQuestion] = useState(false);
  const lang = useAppStore((s) => s.lang);
  // an edit shows on the entry at once (and goes back if the save fails)
  const saveNote = useEndpointMutation(endpoints.journal.save, journalApi.save, {
    optimistic: entry
      ? {
          key: apiKey(endpoints.journal.entry, lang, { kind: subject.kind, refId: entry.refId }),
          update: (before: JournalEntry | null, input: JournalSaveInput) =>
            before && { ...before, note: input.note, mood: input.mood, tags: input.tags },
        }
      : undefined,
  });
  const removeNote = useEndpointMutation(endpoints.journal.remove, journalApi.remove);
  const suggestions = useJournalTags().data?.list.map((x) => x.tag) ?? [];
  const asked = subject.kind === 'answers' && !entry && subject.question?.trim();

  const save = async () => {
    const result = await saveNote.run({
      kind: subject.kind,
      ...(entry ? { refId: entry.refId } : subject.refId ? { refId: subject.refId } : {}),
      ...(subject.index !== undefined ? { index: subject.index } : {}),
      ...(asked && keepQuestion ? { question: asked } : {}),
      note,
      mood,
      tags,
    });
    if (isJournalFull(result)) {
      toast.show({ icon: 'fail', content: t('editor.full', { max: JOURNAL_LIMITS.entriesMax }) });
      return;
    }
    if (!isOk(result)) {
      toastError(result);
      return;
    }
    toast.show({ icon: 'success', content: t('editor.saved') });
    onSaved(result.data);
  };

  const remove = () => {
    if (!entry) return;
    Dialog.confirm({
      title: t('editor.deleteTitle'),
      content: t('editor.deleteBody'),
      confirmText: t('editor.delete'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const result = await removeNote.run(entry.id);
        if (!isOk(result)) {
          toastError(result);
          return;
        }
        toast.show({ icon: 'success', content: t('editor.deleted') });
        onDeleted();
      },
    });
  };

  return (
    <div className="sl-journal-editor">
      <p className="sl-weak sl-journal-private">{t('editor.private')}</p>
      <fieldset className="sl-journal-moods">
        <legend className="sl-journal-label">{t('editor.mood')}</legend>
        <div className="sl-journal-chips" role="group">
          {JOURNAL_MOODS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mood === m}
              className={mood === m ? 'sl-journal-chip is-on' : 'sl-journal-chip'}
              onClick={() => setMood(mood === m ? null : m)}
            >
              {t(`moods.${m}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <TagsInput tags={tags} suggestions={suggestions} onChange={setTags} />
      <label className="sl-journal-label" htmlFor="sl-journal-note">
        {t('editor.note')}
      </label>
      <TextArea
        id="sl-journal-note"
        className="sl-journal-note-field"
        value={note}
        onChange={setNote}
        placeholder={t('editor.notePlaceholder')}
        maxLength={JOURNAL_LIMITS.noteMax}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
      />
      {asked ? (
        <Checkbox className="sl-journal-keep" checked={keepQuestion} onChange={setKeepQuestion}>
          {t('editor.keepQuestion')}
        </Checkbox>
      ) : null}
      <Button
        block
        color="primary"
        shape="rounded"
        loading={saveNote.pending}
        onClick={() => void save()}
      >
        {t('editor.save')}
      </Button>
      {entry ? (
        <Button block fill="none" shape="rounded" className="sl-journal-delete" onClick={remove}>
          {t('editor.delete')}
        </Button>
      ) : null}
    </div>
  );
}

/** The note editor: a sheet with the mood, the tags and the note on one subject. */
export function NoteSheet({
  visible,
  subject,
  entry,
  onClose,
  onSaved,
}: {
  visible: boolean;
  subject: NoteSubject;
  entry: JournalEntry | null;
  onClose(): void;
  /** the entry as saved, or null once deleted */
  onSaved?(entry: JournalEntry | null): void;
}) {
  const { t } = useTranslation('journal');
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={entry ? t('editor.editTitle') : t('editor.title')}
      className="sl-journal-sheet"
      destroyOnClose
    >
      <Editor
        subject={subject}
        entry={entry}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
        onDeleted={() => {
          onSaved?.(null);
          onClose();
        }}
      />
    </Sheet>
  );
}
