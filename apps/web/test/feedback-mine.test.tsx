import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import FeedbackScreen from '../src/screens/Feedback';
import { changeLanguage } from '../src/i18n';
import { useSessionStore } from '../src/state/session';
import { fakeFetch, ok, pathOf } from './support';

const LIST = [
  {
    id: 'f2',
    content: 'Where is my reading?',
    images: [],
    status: 'new',
    reply: null,
    repliedAt: null,
    createdAt: '2027-01-03T09:00:00Z',
  },
  {
    id: 'f1',
    content: 'The dice froze.',
    images: [],
    status: 'replied',
    reply: 'Thank you! Fixed now.',
    repliedAt: '2027-01-02T10:00:00Z',
    createdAt: '2027-01-01T09:00:00Z',
  },
];

function show() {
  const { fetch, calls } = fakeFetch((call) =>
    pathOf(call) === 'feedback/mine' ? ok({ list: LIST }) : ok(null),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/feedback', element: <FeedbackScreen /> }], {
    initialEntries: ['/feedback'],
  });
  render(<RouterProvider router={router} />);
  return calls;
}

beforeEach(async () => {
  await changeLanguage('en');
});
afterEach(async () => {
  useSessionStore.getState().signOut();
  await changeLanguage('en');
});

describe('My → Feedback: your messages', () => {
  it('lists the member’s own messages under the form, newest first, with Starlit’s reply marked', async () => {
    useSessionStore.setState({ token: 'tok', loginStatus: true });
    show();
    const list = await screen.findByRole('region', { name: 'Your messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Where is my reading?');
    expect(items[0]).toHaveTextContent('Waiting for a reply');
    expect(items[1]).toHaveTextContent('The dice froze.');
    expect(within(items[1]!).getByText(/^Starlit replied on/)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Thank you! Fixed now.');
  });

  it('in Chinese too', async () => {
    useSessionStore.setState({ token: 'tok', loginStatus: true });
    await changeLanguage('zh');
    show();
    const list = await screen.findByRole('region', { name: '你的留言' });
    expect(within(list).getByText(/^星语于 .* 回复$/)).toBeInTheDocument();
  });

  it('asks nothing of a visitor who is not signed in', async () => {
    const calls = show();
    expect(await screen.findByText('Send feedback')).toBeInTheDocument();
    expect(calls.some((call) => pathOf(call) === 'feedback/mine')).toBe(false);
    expect(screen.queryByText('Your messages')).toBeNull();
  });
});
