import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderAppAt } from './app-fixtures';
import { fakeFetch } from './support';

// the Feedback screen's chunk cannot be fetched (offline, or removed by a new deployment)
vi.mock('../src/screens/Feedback', () => ({
  get default(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/Feedback-x.js');
  },
}));

describe('a screen that fails to load', () => {
  it('shows the reload screen inside the shell, and other screens still open', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ code: 404, msg: 'none', data: null })).fetch);
    const router = renderAppAt('#/user');
    await screen.findByText('Sign in to Starlit');
    await act(async () => router.navigate('/feedback'));
    expect(await screen.findByText('This page could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.querySelector('.sl-starfield')).not.toBeNull();

    await act(async () => router.navigate('/language'));
    expect(await screen.findByText('English')).toBeInTheDocument();
    expect(screen.queryByText('This page could not load')).toBeNull();
    window.location.hash = '';
  });
});
