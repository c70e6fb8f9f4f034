import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { addTrackingSink } from '../src/app/tracking';
import { useAppStore } from '../src/state/app';
import { renderAppAt } from './app-fixtures';
import { fakeFetch, ok } from './support';

const COMPANIONS = [
  ['junior', 'Mira', 'Junior tarot reader', 15, 'chat_base'],
  ['senior', 'Orion', 'Senior tarot reader', 25, 'chat_advanced'],
  ['support', 'Sunny', 'Emotional-support companion', 15, 'chat_base'],
].map(([id, name, title, price, deduction]) => ({
  id,
  name,
  title,
  intro: `${String(name)} is an AI companion.`,
  avatar: `/companions/${String(id)}.svg`,
  price,
  deduction,
  vipOnly: false,
  canDraw: id !== 'support',
  disclosure: `${String(name)} is an AI.`,
}));

/** The public companion calls answer; everything else is unknown (404). */
const companionsOnly = (call: { url: string }) =>
  call.url.endsWith('/healers')
    ? ok({ list: COMPANIONS })
    : call.url.endsWith('/healersTips')
      ? ok({ date: '2026-11-25', list: [{ id: 'support', tip: 'Breathe out slowly.' }] })
      : { code: 404, msg: 'none', data: null };

const tabBar = () => screen.queryByRole('navigation', { name: 'Main sections' });

afterEach(() => {
  window.location.hash = '';
  localStorage.clear();
});

describe('app shell', () => {
  it('shows the tab bar and install banner on the main routes only, following the route', async () => {
    vi.stubGlobal('fetch', fakeFetch(companionsOnly).fetch);
    useAppStore.setState({ lang: 'en', showMbDownload: true });
    const events: string[] = [];
    const stop = addTrackingSink((event) => events.push(event.name));

    const router = renderAppAt('#/user');
    expect(await screen.findByText('Sign in to Starlit')).toBeInTheDocument();
    const nav = tabBar();
    expect(nav).not.toBeNull();
    const active = nav!.querySelector('.adm-tab-bar-item-active');
    expect(active).toHaveTextContent('My');
    expect(screen.getByRole('complementary', { name: 'Install Starlit' })).toBeInTheDocument();

    await act(async () => router.navigate('/expore'));
    expect(
      await screen.findByText('Everything Starlit offers right now, in one place.'),
    ).toBeInTheDocument();
    expect(tabBar()!.querySelector('.adm-tab-bar-item-active')).toHaveTextContent('Explore');

    await act(async () => router.navigate('/login'));
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(tabBar()).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Install Starlit' })).toBeNull();

    await act(async () => router.navigate('/chatIndex'));
    const companions = await screen.findByText('Junior tarot reader');
    expect(within(companions.closest('li')!).getByText('AI')).toBeInTheDocument();

    await act(async () => router.navigate('/'));
    await waitFor(() => expect(events).toEqual(['explore', 'Chat', 'home']));
    stop();
  });

  it('sends a visitor who opens a companion to sign in', async () => {
    vi.stubGlobal('fetch', fakeFetch(companionsOnly).fetch);
    const router = renderAppAt('#/chatIndex');
    const card = (await screen.findByText('Emotional-support companion')).closest('li')!;
    expect(within(card).getByText('Breathe out slowly.')).toBeInTheDocument();
    await act(async () => within(card).getByRole('button', { name: 'Chat with Sunny' }).click());
    await waitFor(() => expect(router.pathname).toBe('/login'));
  });

  it('hides the banner once dismissed, and remembers it', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ code: 404, msg: 'none', data: null })).fetch);
    useAppStore.setState({ showMbDownload: true });
    renderAppAt('#/');
    const banner = await screen.findByRole('complementary', { name: 'Install Starlit' });
    await act(async () => within(banner).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('complementary', { name: 'Install Starlit' })).toBeNull();
    expect(localStorage.getItem('downloadBannerDismissed')).toBe('1');
    expect(useAppStore.getState().showMbDownload).toBe(false);
  });
});
