import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useAppStore } from '../src/state/app';
import { renderAppAt } from './app-fixtures';
import { fakeFetch } from './support';

afterEach(() => localStorage.clear());

describe('home sections', () => {
  it('shows the first screenful, then the sections below it in order', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ code: 404, msg: 'none', data: null })).fetch);
    localStorage.setItem('onboarded', '1');
    useAppStore.setState({ lang: 'en' });
    renderAppAt('#/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Today’s sky')).toBeInTheDocument();
    // the sign-in prompt and the quick links come with the later sections, after the first
    const signIn = await screen.findByRole('heading', { name: 'Make Starlit yours' });
    const quick = await screen.findByText('Quick access');
    const sky = screen.getByText('Today’s sky');
    expect(sky.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(signIn.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the placeholder that held the page's height is gone
    expect(document.querySelector('.sl-home-later')).toBeNull();
  });
});
