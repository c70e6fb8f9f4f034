import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { Globals } from '@react-spring/web';
import type { MbtiHistory } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { usePagedList, type PagedListSource } from '../src/api/list';
import { mbtiApi } from '../src/api/mbti';
import { ManagedList, type ManagedListLabels } from '../src/components/History/ManagedList';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { signedInInEnglish } from './session-fixture';

/** The shared history list (components/History) over the paged-list hook (api/list.ts). */

type Item = MbtiHistory['list'][number];
const PAGE = 2;

const item = (n: number): Item => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  type: 'INTJ',
  nickname: `Result ${n}`,
  level: 'simplified',
  unlocked: false,
  createdAt: '2026-06-02T10:00:00.000Z',
});

const SOURCE: PagedListSource<MbtiHistory, string> = {
  endpoint: endpoints.mbti.history,
  fetchPage: (page) => mbtiApi.history(page, PAGE),
  more: (last, pages) => pages.length * PAGE < last.total,
  idOf: (i) => i.id,
};

const LABELS: ManagedListLabels = {
  title: 'Past results',
  manage: 'Manage',
  selected: (count) => `${count} ticked`,
  delete: 'Delete',
  deleteTitle: 'Delete them?',
  deleteBody: (count) => `${count} will go.`,
  deleted: (count) => `${count} deleted`,
  failed: 'Could not load.',
  empty: 'Nothing yet.',
  more: 'Show more',
};

function Results() {
  const list = usePagedList(SOURCE);
  return (
    <ManagedList
      variant="section"
      list={list}
      labels={LABELS}
      row={(i) => ({
        selectLabel: `Tick ${i.nickname}`,
        openLabel: `Open ${i.nickname}`,
        content: i.nickname,
      })}
      onOpen={() => {}}
      onDelete={(ids) => mbtiApi.deleteHistory(ids)}
    />
  );
}

type Answer = (call: FakeCall, page: number) => unknown;

/** The server: history pages from `pages`, deletes by `del` (by default it honours them). */
function serve(pages: Answer, del?: Answer) {
  const { fetch, calls } = fakeFetch((call) => {
    const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
    if (pathOf(call) === 'mbti/history') return pages(call, page);
    if (pathOf(call) === 'del/mbti/history' && del) return del(call, page);
    return { code: 404, msg: '', data: null };
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** A store of results that pages and honours deletes. */
function keep(list: Item[]) {
  let kept = list;
  const pages: Answer = (_, page) =>
    ok({
      list: kept.slice((page - 1) * PAGE, page * PAGE),
      total: kept.length,
      page,
      pageSize: PAGE,
    });
  const del: Answer = (call) => {
    const { ids } = call.body as { ids: string[] };
    kept = kept.filter((i) => !ids.includes(i.id));
    return ok({ deleted: ids.length });
  };
  return { pages, del };
}

const toastText = () => document.querySelector('.sl-toast-host')?.textContent ?? '';
const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

signedInInEnglish();

// a closed dialog leaves the page when its spring ends, and the spring rides on jsdom's
// emulated frames, which a busy machine has been seen to miss for longer than a test waits:
// without the animation the dialog goes at once
beforeAll(() => Globals.assign({ skipAnimation: true }));
afterAll(() => Globals.assign({ skipAnimation: false }));

afterEach(async () => {
  useSessionStore.getState().signOut();
  Dialog.clear();
  document.querySelector('.sl-toast-host')?.remove();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

describe('a managed history list', () => {
  it('ticks rows in select mode and Cancel leaves it without deleting', async () => {
    const { pages, del } = keep([item(1), item(2)]);
    const calls = serve(pages, del);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Results />);

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(screen.getByText('0 ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tick Result 2' }));
    expect(screen.getByText('1 ticked')).toBeInTheDocument();
    expect(remove).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Tick Result 2' }));
    expect(remove).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Result 2' })).toBeInTheDocument();
    expect(calls.map(pathOf)).not.toContain('del/mbti/history');
  });

  it('deletes the ticked rows after confirming: they leave and a toast counts them', async () => {
    const { pages, del } = keep([item(1), item(2), item(3)]);
    const calls = serve(pages, del);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Results />);

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tick Result 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tick Result 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 will go.');
    expect(calls.map(pathOf)).not.toContain('del/mbti/history');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Result 1')).toBeNull());
    expect(screen.queryByText('Result 2')).toBeNull();
    expect(calls.find((c) => pathOf(c) === 'del/mbti/history')?.body).toMatchObject({
      ids: [item(1).id, item(2).id],
    });
    expect(toastText()).toContain('2 deleted');
    expect(screen.queryByRole('checkbox')).toBeNull();
    // the first page asked again holds what the delete moved up
    expect(await screen.findByText('Result 3')).toBeInTheDocument();
  });

  it('keeps the rows and says why when the delete fails', async () => {
    const { pages } = keep([item(1), item(2)]);
    serve(pages, () => ({ code: 1001, msg: 'The list changed', data: null }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Results />);

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tick Result 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toastText()).toContain('The list changed'));
    expect(toastText()).not.toContain('deleted');
    expect(rowNames()).toEqual(['Result 1', 'Result 2']);
    expect(screen.getByRole('checkbox', { name: 'Tick Result 1' })).toBeChecked();
  });

  it('offers Retry when the list cannot load, and Retry asks again', async () => {
    const { pages } = keep([item(1)]);
    let failing = true;
    const calls = serve((call, page) =>
      failing ? { code: 9999, msg: 'Server error', data: null } : pages(call, page),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Results />);

    expect(await screen.findByText('Could not load.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
    expect(calls.filter((c) => pathOf(c) === 'mbti/history')).toHaveLength(1);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Result 1')).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c) === 'mbti/history')).toHaveLength(2);
    expect(screen.queryByText('Could not load.')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    serve(() => ok({ list: [], total: 0, page: 1, pageSize: PAGE }));
    render(<Results />);
    expect(await screen.findByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
  });

  it('loads page 2 with Show more and shows an item the pages share once', async () => {
    // a result added meanwhile pushed Result 2 onto page 2 as well
    const pages = [
      [item(1), item(2)],
      [item(2), item(3)],
    ];
    const calls = serve((_, page) =>
      ok({ list: pages[page - 1] ?? [], total: 4, page, pageSize: PAGE }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Results />);

    expect(await screen.findByText('Result 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Result 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Result 1', 'Result 2', 'Result 3']);
    expect(
      calls
        .filter((c) => pathOf(c) === 'mbti/history')
        .map((c) => new URL(c.url, 'http://x').searchParams.get('page')),
    ).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
