import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatRecord, Companion } from '@starlit/contracts';
import ChattingRecordScreen from '../src/screens/ChattingRecord';
import { endpoints } from '@starlit/contracts/endpoints';
import { apiKey, queryClient } from '../src/api/query';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { renderScreen, stubServer } from './astro-fixtures';
import { ok } from './support';

const companion = (id: Companion['id'], name: string): Companion => ({
  id,
  name,
  title: name,
  intro: '',
  avatar: `/companions/${id}.svg`,
  price: 15,
  deduction: 'chat_base',
  vipOnly: false,
  canDraw: id !== 'support',
  disclosure: '',
});
const record = (n: number, companionId: Companion['id'], preview: string): ChatRecord => ({
  msgGroup: `${n}b5e8f7c-3c1a-4c55-9d1e-2f6f3b9a7e10`,
  healerId: companionId,
  preview,
  messages: 2 * n,
  updatedAt: '2026-11-25T08:00:00Z',
});

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  queryClient.setQueryData(apiKey(endpoints.chat.companions, 'en'), {
    list: [companion('junior', 'Mira'), companion('support', 'Sunny')],
    tips: {},
  });
});

afterEach(() => {
  useSessionStore.setState({ loginStatus: false, token: '' });
});

describe('chat records', () => {
  it('deletes only what was selected, after confirming', async () => {
    let list = [
      record(1, 'junior', 'The cards lean towards yes.'),
      record(2, 'support', 'That sounds heavy.'),
    ];
    const calls = stubServer({
      'chatting/records': () => ok({ list, hasMore: false }),
      'del/chatting/records': (body) => {
        const ids = (body?.ids ?? []) as string[];
        list = list.filter((r) => !ids.includes(r.msgGroup));
        return ok({ deleted: ids.length });
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<ChattingRecordScreen />, '/chattingRecord');

    expect(await screen.findByText('The cards lean towards yes.')).toBeInTheDocument();
    expect(screen.getByText('4 messages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Sunny: That sounds heavy/ }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('That sounds heavy.')).toBeNull());
    expect(screen.getByText('The cards lean towards yes.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'del/chatting/records')?.body).toMatchObject({
      ids: [record(2, 'support', '').msgGroup],
    });
  });

  it('says when there are no conversations yet', async () => {
    stubServer({ 'chatting/records': () => ok({ list: [], hasMore: false }) });
    renderScreen(<ChattingRecordScreen />, '/chattingRecord');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
