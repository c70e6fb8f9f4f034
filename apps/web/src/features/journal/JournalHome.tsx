import { useEffect, useState } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { JournalEntry, JournalKind } from '@starlit/contracts';
import { JOURNAL_KINDS, JOURNAL_LIMITS } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { tarotApi } from '../../api/tarot';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { EntryCard } from './EntryCard';
import { NoteSheet } from './NoteSheet';
import { OnThisDay } from './OnThisDay';
import { useJournalList, useJournalTags, type JournalFilter } from './useJournal';
import './journal.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/** Search words settle for this long before the list is asked again. */
const TYPING_MS = 350;

/** A row of one-choice chips ("all" first); choosing the chosen one again clears it. */
function ChipFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange(value: T | undefined): void;
}) {
  const { t } = useTranslation('journal');
  const chip = (on: boolean, text: string, pick: () => void, key: string) => (
    <button
      key={key}
      type="button"
      aria-pressed={on}
      className={on ? 'sl-journal-chip is-on' : 'sl-journal-chip'}
      onClick={pick}
    >
      {text}
    </button>
  );
  return (
    <div className="sl-journal-chips is-scroll" role="group" aria-label={label}>
      {chip(value === undefined, t('filters.all'), () => onChange(undefined), '*')}
      {options.map((o) =>
        chip(
          o.value === value,
          o.label,
          () => onChange(o.value === value ? undefined : o.value),
          o.value,
        ),
      )}
    </div>
  );
}

/**
 * /journal: the member's notes by day, newest first, with search, a kind filter, a tag filter
 * and "this day last month / last year" on top; each entry opens what it is about, or its note.
 */
export function JournalHome() {
  const { t } = useTranslation('journal');
  const lang = useAppStore((s) => s.lang);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<JournalKind | undefined>(undefined);
  const [tag, setTag] = useState<string | undefined>(undefined);
  // the entry in the editor, kept while the sheet closes
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const edit = (entry: JournalEntry) => {
    setEditing(entry);
    setEditorOpen(true);
  };
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const filter: JournalFilter = {
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    ...(tag ? { tag } : {}),
  };
  const filtered = Object.keys(filter).length > 0;
  const list = useJournalList(filter);
  const tags = useJournalTags().data?.list ?? [];
  const tarot = useApiQuery(endpoints.tarot.info, null, () => tarotApi.info(), {
    staleTime: STATIC_STALE_MS,
  }).data;
  const days = list.data?.pages.flatMap((p) => p.days) ?? [];
  // a journal with nothing in it yet shows only how to begin
  const blank = !filtered && !typed && list.isSuccess && days.length === 0;

  let body;
  if (list.isPending) body = <ListSkeleton rows={3} />;
  else if (list.isError && !days.length)
    body = <LoadFailed title={t('list.failed')} onRetry={() => void list.refetch()} />;
  else if (!days.length)
    body = filtered ? (
      <EmptyState title={t('list.noMatch')} description={t('list.noMatchBody')} />
    ) : (
      <EmptyState title={t('empty.title')} description={t('empty.body')} />
    );
  else
    body = (
      <>
        {days.map((d) => (
          <section
            key={d.day}
            className="sl-journal-day"
            aria-label={formatDate(d.day, lang, 'long')}
          >
            <h2 className="sl-journal-day-title">
              <time dateTime={d.day}>{formatDate(d.day, lang, 'long')}</time>
            </h2>
            {d.entries.map((e) => (
              <EntryCard key={e.id} entry={e} tarot={tarot} onEdit={edit} />
            ))}
          </section>
        ))}
        {list.hasNextPage ? (
          <Button
            block
            shape="rounded"
            fill="outline"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="sl-journal">
      {filtered ? null : <OnThisDay onOpen={edit} />}
      {blank ? null : (
        <SearchBar
          className="sl-journal-search"
          placeholder={t('filters.search')}
          value={typed}
          maxLength={JOURNAL_LIMITS.searchMax}
          onChange={setTyped}
          aria-label={t('filters.searchLabel')}
        />
      )}
      {blank ? null : (
        <ChipFilter<JournalKind>
          label={t('filters.kind')}
          options={JOURNAL_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
      )}
      {tags.length ? (
        <ChipFilter
          label={t('filters.tag')}
          options={tags.map((x) => ({ value: x.tag, label: t('tag', { tag: x.tag }) }))}
          value={tag}
          onChange={setTag}
        />
      ) : null}
      {body}
      <NoteSheet
        visible={editorOpen && editing !== null}
        subject={editing ? { kind: editing.kind, refId: editing.refId } : { kind: 'tarot' }}
        entry={editing}
        onClose={() => setEditorOpen(false)}
      />
    </div>
  );
}
