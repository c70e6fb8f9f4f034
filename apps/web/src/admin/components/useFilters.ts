import { useState, type FormEvent } from 'react';

/**
 * A list's filters: what is typed into the form (`draft`), what was applied by submitting it
 * (back to the first page), and the page.
 */
export function useFilters<F extends object>() {
  const [draft, setDraft] = useState<F>({} as F);
  const [applied, setApplied] = useState<F>({} as F);
  const [page, setPage] = useState(1);
  return {
    draft,
    applied,
    page,
    setPage,
    /** a field's text as typed; empty leaves the filter out */
    value: (name: keyof F) => {
      const v = draft[name];
      return v === undefined || v === null ? '' : String(v);
    },
    set: (name: keyof F, value: string) =>
      setDraft((d) => ({ ...d, [name]: value === '' ? undefined : value })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      setPage(1);
      setApplied(draft);
    },
  };
}
