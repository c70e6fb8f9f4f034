import { GiftOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { accountApi } from '../../api/account';
import { useEndpointMutation } from '../../api/mutation';
import { LIMITS } from '../../api/limits';
import { TextField } from '../../components/Form/TextField';
import { readDraft } from '../../state/onboarding';
import { EmailCodeFields, PasswordPairFields, useField } from './CodeFields';
import { AuthForm, SubmitButton, storedInviteCode } from './SignInForms';
import type { useAuthFlow } from './useAuthFlow';
import {
  codeProblem,
  emailProblem,
  firstProblem,
  nicknameProblem,
  passwordProblem,
} from './validation';

/**
 * A new account: e-mail, code, password twice, the name to greet the person by (taken from
 * the birth data they typed before, if any) and an optional invitation code.
 */
export function RegisterForm({ flow }: { flow: ReturnType<typeof useAuthFlow> }) {
  const { t } = useTranslation('auth');
  const email = useField();
  const code = useField();
  const password = useField();
  const confirm = useField();
  const nickname = useField(readDraft()?.name ?? '');
  const invite = useField(storedInviteCode() ?? '');

  const register = useEndpointMutation(endpoints.account.register, accountApi.register);
  const submit = () => {
    const problem = firstProblem(
      emailProblem(email.value),
      codeProblem(code.value),
      passwordProblem(password.value, confirm.value),
      nicknameProblem(nickname.value, true),
    );
    void flow.signIn(
      problem,
      () =>
        register.run({
          email: email.value.trim(),
          code: code.value.trim(),
          password: password.value,
          nickname: nickname.value.trim(),
          inviteCode: invite.value.trim() || undefined,
        }),
      'success.register',
    );
  };

  return (
    <AuthForm onSubmit={submit}>
      <EmailCodeFields email={email} code={code} purpose="register" />
      <PasswordPairFields password={password} confirm={confirm} />
      <TextField
        label={t('fields.nickname')}
        placeholder={t('fields.nicknamePlaceholder')}
        autoComplete="nickname"
        maxLength={LIMITS.nameMax}
        prefix={<UserOutline />}
        value={nickname.value}
        onChange={nickname.onChange}
      />
      <TextField
        label={t('fields.inviteCode')}
        placeholder={t('fields.inviteCodePlaceholder')}
        autoComplete="off"
        maxLength={16}
        prefix={<GiftOutline />}
        value={invite.value}
        onChange={invite.onChange}
      />
      <SubmitButton busy={flow.busy} label={t('submit.register')} />
    </AuthForm>
  );
}
