import { type ReactNode } from 'react';
import { vi } from 'vitest';
import type { JournalEntry } from '@starlit/contracts';
import { fakeFetch, ok, pathOf, type FakeCall } from './support';
import { renderRoutes } from './routes-fixture';
import { signedInMemberEachTest } from './session-fixture';

// antd-mobile's popups track drags with pointer capture, which jsdom lacks
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: () => {} });
}

export const READING_ID = '11111111-2222-4333-8444-555555555555';

/** A journal entry as the server answers it, with overrides. */
export function entry(over: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    kind: 'tarot',
    refId: READING_ID,
    day: '2026-03-02',
    note: 'The tower again. Slow down.',
    mood: 'anxious',
    tags: ['work'],
    title: 'Three cards',
    summary: 'The Tower, Two of Cups (reversed), The Star',
    question: 'Should I take the offer?',
    spreadId: 'three',
    companionId: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...over,
  };
}

/** The query string of a recorded call. */
export const queryOf = (call: FakeCall) => new URL(call.url, 'http://app').searchParams;

/** A fetch double answering the journal's reads (and tarot/info) by path; records every call. */
export function stubJournal(answers: Record<string, (call: FakeCall) => unknown>) {
  const fake = fakeFetch(
    (call) =>
      answers[pathOf(call)]?.(call) ??
      (pathOf(call) === 'tarot/info'
        ? ok({ spreads: [{ id: 'three', route: '/drawingCards' }], cards: [] })
        : { code: 404, msg: '', data: null }),
  );
  vi.stubGlobal('fetch', fake.fetch);
  return fake.calls;
}

/** Renders a node in a router (with the screens an entry may open) and Suspense. */
export function renderAt(node: ReactNode, path = '/journal') {
  return renderRoutes(
    [
      { path, element: node },
      { path: '/drawingCards', element: <p>tarot screen</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  ).router;
}

/** Each test of the file: English, a signed-in member; afterwards signed out, fetch restored. */
export const signedInEachTest = () => signedInMemberEachTest();
