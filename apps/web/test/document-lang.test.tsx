import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import LanguageScreen from '../src/screens/Language';
import { changeLanguage, i18next } from '../src/i18n';
import { STORAGE_KEYS, storage } from '../src/state/storage';
import { renderRoutes } from './routes-fixture';

function renderLanguage() {
  renderRoutes([{ path: '/language', element: <LanguageScreen /> }], '/language');
}

describe('the page language', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('sets <html lang> to zh-CN or en as the language is picked, with the header in that language', async () => {
    const u = userEvent.setup();
    expect(document.documentElement.lang).toBe('en');
    renderLanguage();
    await u.click(await screen.findByText('简体中文'));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    await waitFor(() => expect(i18next.language).toBe('zh'));
    expect(storage.get(STORAGE_KEYS.lang)).toBe('zh');
    expect(await screen.findByRole('button', { name: '返回上一页' })).toBeVisible();

    await u.click(screen.getByText('English'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeVisible();
  });
});
