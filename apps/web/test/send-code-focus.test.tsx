import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailCodeFields, useField } from '../src/features/auth/CodeFields';
import { i18next } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { stubServer } from './astro-fixtures';
import { renderAt } from './tarot-fixtures';

function Form() {
  const email = useField();
  const code = useField();
  return <EmailCodeFields email={email} code={code} purpose="login" />;
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in with a code', () => {
  it('moves focus to the code input once the code is sent', async () => {
    useAppStore.setState({ lang: 'en' });
    stubServer({
      sendEmailCode: () => ({ code: 200, msg: 'ok', data: { resendAfterSeconds: 60 } }),
    });
    const user = userEvent.setup();
    renderAt(<Form />);
    await user.type(
      await screen.findByLabelText(i18next.t('auth:fields.email')),
      'someone@example.com',
    );
    await user.click(screen.getByRole('button', { name: i18next.t('auth:sendCode') }));
    const codeInput = screen.getByLabelText(i18next.t('auth:fields.code'));
    await vi.waitFor(() => expect(codeInput).toHaveFocus());
  });

  it('leaves focus where it was when nothing was sent', async () => {
    useAppStore.setState({ lang: 'en' });
    stubServer({});
    const user = userEvent.setup();
    renderAt(<Form />);
    const send = await screen.findByRole('button', { name: i18next.t('auth:sendCode') });
    await user.click(send);
    expect(screen.getByLabelText(i18next.t('auth:fields.code'))).not.toHaveFocus();
  });
});
