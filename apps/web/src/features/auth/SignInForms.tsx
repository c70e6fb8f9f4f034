import type { ReactNode } from 'react';
import { UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { accountApi } from '../../api/account';
import { useEndpointMutation } from '../../api/mutation';
import { useAppStore } from '../../state/app';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { readDraft } from '../../state/onboarding';
import { TextField } from '../../components/Form/TextField';
import { SubmitButton as FormSubmitButton } from '../../components/Form/SubmitButton';
import { AreaCodePicker } from './AreaCodePicker';
import { EmailCodeFields, PasswordField, PhoneCodeFields, useField } from './CodeFields';
import type { useAuthFlow } from './useAuthFlow';
import {
  codeProblem,
  emailProblem,
  firstProblem,
  normalisePhone,
  phoneProblem,
} from './validation';

type Flow = ReturnType<typeof useAuthFlow>;

/** The invite code a shared link brought (`ic`), sent with sign-ins that may create an account. */
export function storedInviteCode(): string | undefined {
  return storage.get(STORAGE_KEYS.inviteCode) || undefined;
}

/** The name typed with the birth data before signing in: a code sign-in that creates the account takes it. */
function draftName(): string | undefined {
  return readDraft()?.name.trim() || undefined;
}

/** The submit button of the sign-in forms. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return <FormSubmitButton busy={busy} label={label} className="sl-auth-submit" />;
}

/** A form whose submit (button or Enter) runs `onSubmit`. */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Sign in (or sign up) with a code sent to an e-mail address. */
export function EmailLoginForm({ flow }: { flow: Flow }) {
  const { t } = useTranslation('auth');
  const email = useField();
  const code = useField();
  const login = useEndpointMutation(endpoints.account.emailLogin, accountApi.emailLogin);
  const submit = () =>
    void flow.signIn(firstProblem(emailProblem(email.value), codeProblem(code.value)), () =>
      login.run({
        email: email.value.trim(),
        code: code.value.trim(),
        nickname: draftName(),
        inviteCode: storedInviteCode(),
      }),
    );
  return (
    <AuthForm onSubmit={submit}>
      <EmailCodeFields email={email} code={code} purpose="login" />
      <SubmitButton busy={flow.busy} label={t('submit.login')} />
    </AuthForm>
  );
}

/** Sign in (or sign up) with an SMS code. */
export function PhoneLoginForm({ flow }: { flow: Flow }) {
  const { t } = useTranslation('auth');
  const areaCode = useAppStore((s) => s.country.areaCode);
  const phone = useField();
  const code = useField();
  const login = useEndpointMutation(endpoints.account.mobileLogin, accountApi.mobileLogin);
  const submit = () =>
    void flow.signIn(firstProblem(phoneProblem(phone.value), codeProblem(code.value)), () =>
      login.run({
        phone: normalisePhone(phone.value),
        areaCode,
        code: code.value.trim(),
        nickname: draftName(),
        inviteCode: storedInviteCode(),
      }),
    );
  return (
    <AuthForm onSubmit={submit}>
      <PhoneCodeFields phone={phone} code={code} purpose="login" />
      <SubmitButton busy={flow.busy} label={t('submit.login')} />
    </AuthForm>
  );
}

/** Sign in with an e-mail address or phone number and a password. */
export function PasswordLoginForm({ flow }: { flow: Flow }) {
  const { t } = useTranslation('auth');
  const areaCode = useAppStore((s) => s.country.areaCode);
  const account = useField();
  const password = useField();
  const trimmed = account.value.trim();
  const isPhoneAccount = trimmed !== '' && /^[\d\s-]+$/.test(trimmed);
  const login = useEndpointMutation(endpoints.account.login, accountApi.login);
  const submit = () => {
    const problem = trimmed
      ? password.value
        ? null
        : 'validation.passwordRequired'
      : 'validation.account';
    void flow.signIn(problem, () =>
      login.run(
        isPhoneAccount
          ? { account: normalisePhone(trimmed), password: password.value, areaCode }
          : { account: trimmed, password: password.value },
      ),
    );
  };
  return (
    <AuthForm onSubmit={submit}>
      <TextField
        label={t('fields.account')}
        placeholder={t('fields.accountPlaceholder')}
        autoComplete="username"
        prefix={isPhoneAccount ? <AreaCodePicker /> : <UserOutline />}
        value={account.value}
        onChange={account.onChange}
      />
      <PasswordField
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="current-password"
        field={password}
      />
      <SubmitButton busy={flow.busy} label={t('submit.login')} />
    </AuthForm>
  );
}
