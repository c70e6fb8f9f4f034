import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HOME_SECTIONS } from '../src/features/home/sections';
import { queryClient } from '../src/api/query';
import { useAppStore } from '../src/state/app';
import { stubServer } from './astro-fixtures';
import { renderAt } from './tarot-fixtures';

const Daily = HOME_SECTIONS.find((s) => s.id === 'daily')!.Component;

/** What sky/now (and the preview's `today`) said on the evening of 5 December 2026. */
const SKY = {
  sun: { sign: 8, degree: 13.7 },
  moon: { sign: 7, degree: 6.9 },
  phase: 'waningCrescent',
  illumination: 0.09,
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('Home’s daily card', () => {
  it('shows the Moon the server reckons, the same as the preview', async () => {
    useAppStore.setState({ lang: 'en' });
    const server = stubServer({ 'sky/now': () => ({ code: 200, msg: 'ok', data: SKY }) });
    renderAt(<Daily />);
    expect(await screen.findByText('9% illuminated')).toBeInTheDocument();
    expect(screen.getByText('Waning crescent')).toBeInTheDocument();
    expect(screen.getByText('The Sun is in Sagittarius')).toBeInTheDocument();
    expect(server.map((c) => c.path)).toEqual(['sky/now']);
  });

  it('shows no Moon rather than a guessed one when the server does not answer', async () => {
    useAppStore.setState({ lang: 'zh' });
    stubServer({});
    renderAt(<Daily />);
    await vi.waitFor(() => expect(document.querySelector('.adm-skeleton')).toBeNull());
    expect(screen.queryByText(/%/)).toBeNull();
  });
});
