import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18next } from '../src/i18n';
import { SHARED_NAMESPACES } from '../src/i18n/resources';
import { loadedScreen, openingAddresses, preloadScreen, screenAt } from '../src/app/routes';
import { renderAppAt } from './app-fixtures';

afterEach(() => {
  window.location.hash = '';
  localStorage.clear();
});

describe('the first screen', () => {
  it('fetches the introduction with Home on a first visit, and nothing more otherwise', () => {
    expect(openingAddresses('#/', true)).toEqual(['#/', '#/welcome']);
    expect(openingAddresses('', true)).toEqual(['', '#/welcome']);
    expect(openingAddresses('#/?invite=AB12CD', true)).toEqual(['#/?invite=AB12CD', '#/welcome']);
    expect(openingAddresses('#/', false)).toEqual(['#/']);
    expect(openingAddresses('#/login', true)).toEqual(['#/login']);
  });

  it('renders a screen whose code has arrived with the shell, without the skeleton', async () => {
    const entry = screenAt('/language');
    if (!entry) throw new Error('no /language screen');
    await preloadScreen('#/language');
    expect(loadedScreen(entry)).toBeTypeOf('function');

    renderAppAt('#/language');
    // no findBy: the screen is there in the first commit, not after a fallback
    expect(screen.getByText('Language', { selector: '.adm-nav-bar-title' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('starts i18next with every namespace of the language chunk, so no screen waits for words', () => {
    expect(SHARED_NAMESPACES).toContain('common');
    expect(SHARED_NAMESPACES).toContain('onboarding');
    expect(SHARED_NAMESPACES).not.toContain('legal');
    for (const ns of SHARED_NAMESPACES) expect(i18next.hasLoadedNamespace(ns), ns).toBe(true);
  });
});
