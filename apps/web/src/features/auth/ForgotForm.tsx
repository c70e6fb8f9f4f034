import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast/toast';
import { endpoints } from '@starlit/contracts/endpoints';
import { accountApi } from '../../api/account';
import { useEndpointMutation } from '../../api/mutation';
import { isOk } from '../../api/http';
import { toastError } from '../../i18n/errors';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { useAppStore } from '../../state/app';
import { EmailCodeFields, PasswordPairFields, PhoneCodeFields, useField } from './CodeFields';
import { AuthForm, SubmitButton } from './SignInForms';
import {
  codeProblem,
  emailProblem,
  firstProblem,
  normalisePhone,
  passwordProblem,
  phoneProblem,
} from './validation';

type Channel = 'email' | 'phone';

/** Forgot password: a code to the e-mail address or phone, then a new password twice. */
export function ForgotForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const areaCode = useAppStore((s) => s.country.areaCode);
  const [channel, setChannel] = useState<Channel>('email');
  const target = useField();
  const code = useField();
  const password = useField();
  const confirm = useField();
  const [busy, setBusy] = useState(false);
  const reset = useEndpointMutation(endpoints.account.resetPassword, accountApi.resetPassword);

  const submit = async () => {
    const problem = firstProblem(
      channel === 'email' ? emailProblem(target.value) : phoneProblem(target.value),
      codeProblem(code.value),
      passwordProblem(password.value, confirm.value),
    );
    if (problem) {
      toast.show({ content: t(problem) });
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const result = await reset.run(
        channel === 'email'
          ? { account: target.value.trim(), code: code.value.trim(), newPassword: password.value }
          : {
              account: normalisePhone(target.value),
              areaCode,
              code: code.value.trim(),
              newPassword: password.value,
            },
      );
      if (!isOk(result)) {
        toastError(result);
        return;
      }
      toast.show({ icon: 'success', content: t('success.reset') });
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm onSubmit={() => void submit()}>
      <p className="sl-auth-hint">{t('forgot.hint')}</p>
      <SegmentTabs<Channel>
        label={t('forgot.hint')}
        value={channel}
        onChange={(value) => {
          setChannel(value);
          target.onChange('');
          code.onChange('');
        }}
        options={[
          { value: 'email', label: t('forgot.byEmail') },
          { value: 'phone', label: t('forgot.byPhone') },
        ]}
      />
      {channel === 'email' ? (
        <EmailCodeFields key="email" email={target} code={code} purpose="reset" />
      ) : (
        <PhoneCodeFields key="phone" phone={target} code={code} purpose="reset" />
      )}
      <PasswordPairFields password={password} confirm={confirm} />
      <SubmitButton busy={busy} label={t('submit.reset')} />
    </AuthForm>
  );
}
