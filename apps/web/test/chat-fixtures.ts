import { afterEach, beforeEach } from 'vitest';
import type { Companion } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { apiKey, queryClient } from '../src/api/query';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';

/** A conversation id the stubbed server hands out. */
export const CONVERSATION_ID = '0b5e8f7c-3c1a-4c55-9d1e-2f6f3b9a7e10';

export const MIRA: Companion = {
  id: 'junior',
  name: 'Mira',
  title: 'Junior tarot reader',
  intro: 'Mira reads the cards for everyday questions.',
  avatar: '/companions/junior.svg',
  price: 15,
  deduction: 'chat_base',
  vipOnly: false,
  canDraw: true,
  disclosure: 'Mira is an AI, not a person.',
};

/** Each test starts signed in, in English, with Mira loaded; and leaves nothing behind. */
export function signedInChatEachTest(): void {
  beforeEach(() => {
    useAppStore.setState({ lang: 'en' });
    useSessionStore.setState({ loginStatus: true, token: 't' });
    queryClient.setQueryData(apiKey(endpoints.chat.companions, 'en'), { list: [MIRA], tips: {} });
  });
  afterEach(() => {
    useWalletStore.getState().reset();
    useSessionStore.setState({ loginStatus: false, token: '' });
    localStorage.clear();
  });
}
