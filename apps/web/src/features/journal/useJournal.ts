import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { JournalKind } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { journalApi } from '../../api/journal';
import { apiKey, dataOf, queryClient, useApiQuery } from '../../api/query';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';

const journal = endpoints.journal;

/**
 * What a note is about: a reading, roll, conversation or fortune day by its `refId`; a new
 * answers-book answer by its page `index` and the question asked (an answers entry already
 * written by its own `refId`).
 */
export interface NoteSubject {
  kind: JournalKind;
  refId?: string;
  index?: number;
  question?: string;
}

/** The member's entry on a subject (null when there is none yet); nothing is asked without a refId. */
export function useJournalEntry(kind: JournalKind, refId: string | undefined) {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return useApiQuery(journal.entry, { kind, refId }, () => journalApi.entry(kind, refId ?? ''), {
    enabled: loginStatus && refId !== undefined,
  });
}

/** The member's tags, most used first (the editor's suggestions, the list's tag filter). */
export function useJournalTags(enabled = true) {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return useApiQuery(journal.tags, null, () => journalApi.tags(), {
    enabled: enabled && loginStatus,
  });
}

export function useOnThisDay() {
  return useApiQuery(journal.onThisDay, null, () => journalApi.onThisDay());
}

/** The list's filters: search words, one kind, one tag (each optional). */
export interface JournalFilter {
  q?: string;
  kind?: JournalKind;
  tag?: string;
}

/** Entries by day, newest first, a page of about 20 at a time (each page ends with a whole day). */
export function useJournalList(filter: JournalFilter) {
  const lang = useAppStore((s) => s.lang);
  return useInfiniteQuery(
    {
      queryKey: apiKey(journal.list, lang, filter),
      queryFn: async ({ pageParam }) =>
        dataOf(await journalApi.list({ ...filter, ...(pageParam ? { before: pageParam } : {}) })),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextBefore ?? undefined,
      staleTime: 0,
      // the list shown stays until the filtered one arrives
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
