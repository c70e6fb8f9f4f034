import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ProfileEditor } from '../src/features/profiles/ProfileEditor';
import { useAppStore } from '../src/state/app';
import { clearProfiles } from '../src/api/profileList';
import { cachedList, seedProfiles } from './profiles-cache';
import { useSessionStore } from '../src/state/session';
import { FRIEND, OWN, SHANGHAI } from './profiles-fixtures';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';

/** The profile editor's tests: a fake server, the editor in a router, the picker wheels. */
type Answer = (call: FakeCall) => unknown;

export function server(answers: Record<string, Answer> = {}) {
  // the server's own idea of the current profile
  let currentId = 1;
  return fakeFetch((call) => {
    const path = pathOf(call);
    if (answers[path]) return answers[path](call);
    switch (path) {
      case 'personal/list':
        return ok({ list: cachedList(), currentId });
      case 'personal/info':
        return ok(FRIEND);
      case 'personal/subRegion':
        return ok({ list: [SHANGHAI] });
      case 'personal/birthInstant':
        return ok({ ...OWN.birth, utc: '1995-01-01T04:00:00.000Z' });
      case 'personal/current': {
        ({ id: currentId } = call.body as { id: number });
        return ok({ list: cachedList(), currentId });
      }
      default:
        return { code: 404, msg: '', data: null };
    }
  });
}

export function renderEditor(id?: number) {
  const router = createMemoryRouter(
    [
      { path: '/editPage', element: <ProfileEditor id={id} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/', '/editPage'], initialIndex: 1 },
  );
  render(
    <ConfigProvider locale={enUS}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </ConfigProvider>,
  );
  return router;
}

/** Taps a wheel item (a plain click: a pointer gesture would be read as a drag) and waits for
 * the picker to take it (antd-mobile passes it on after a zero-delay timer). */
export async function pickWheelItem(label: string, column = 0) {
  const wheel = () =>
    document.querySelectorAll<HTMLElement>('.adm-picker-view-column')[column] as HTMLElement;
  fireEvent.click(within(wheel()).getByText(label));
  await waitFor(() =>
    expect(
      within(wheel()).getByText(label).closest('.adm-picker-view-column-item'),
    ).toHaveAttribute('data-selected', 'true'),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** The labels of each wheel of the open picker, and the selected one of each. */
export function wheels() {
  return [...document.querySelectorAll('.adm-picker-view-column')].map((column) => {
    const items = [...column.querySelectorAll('.adm-picker-view-column-item')];
    return {
      labels: items.map((i) => i.textContent),
      selected: items.find((i) => i.getAttribute('data-selected') === 'true')?.textContent,
    };
  });
}

/** The signed-in English editor with the own profile loaded; cleaned up after each test. */
export function setUpEditor() {
  beforeAll(() => {
    // the picker wheels capture the pointer; jsdom has no pointer capture
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
  });

  beforeEach(() => {
    useAppStore.setState({ lang: 'en' });
    useSessionStore.setState({ loginStatus: true, token: 't' });
    seedProfiles([OWN], 1);
  });

  afterEach(() => {
    useSessionStore.getState().signOut();
    clearProfiles();
    vi.unstubAllGlobals();
  });
}
