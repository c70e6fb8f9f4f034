import { useId, useState } from 'react';
import { LockOutline, MailOutline, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { toast } from '../../components/Toast/toast';
import { accountApi } from '../../api/account';
import { isOk } from '../../api/http';
import { LIMITS } from '../../api/limits';
import { useEndpointMutation } from '../../api/mutation';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { TextField } from '../../components/Form/TextField';
import { AreaCodePicker } from './AreaCodePicker';
import { CaptchaImage, useCaptcha } from './Captcha';
import { SendCodeButton } from './SendCodeButton';
import { emailProblem, normalisePhone, phoneProblem } from './validation';

export interface FieldValue {
  value: string;
  onChange: (value: string) => void;
}

/** A state pair shaped for the fields below. */
export function useField(initial = ''): FieldValue {
  const [value, onChange] = useState(initial);
  return { value, onChange };
}

/** The code input; once a code is sent, focus moves to it (the send button waits, disabled). */
function CodeField({ code, onSend }: { code: FieldValue; onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const sendThenFocus = async () => {
    const wait = await onSend();
    if (wait !== null) document.getElementById(id)?.focus();
    return wait;
  };
  return (
    <TextField
      id={id}
      label={t('fields.code')}
      placeholder={t('fields.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.codeLength}
      prefix={<LockOutline />}
      value={code.value}
      onChange={(v) => code.onChange(v.replace(/\D/g, ''))}
      extra={<SendCodeButton onSend={sendThenFocus} />}
    />
  );
}

/** After a send: the server's error as a toast, or "code sent" and the seconds until a resend. */
function codeSent(
  result: Awaited<ReturnType<typeof accountApi.sendEmailCode>>,
  sentText: string,
): number | null {
  if (!isOk(result)) {
    toastError(result);
    return null;
  }
  toast.show({ icon: 'success', content: sentText });
  return result.data.resendAfterSeconds;
}

/** E-mail address and the code sent to it. */
export function EmailCodeFields({
  email,
  code,
  purpose,
}: {
  email: FieldValue;
  code: FieldValue;
  purpose: CodePurpose;
}) {
  const { t } = useTranslation('auth');
  const sendCode = useEndpointMutation(endpoints.codes.sendEmailCode, accountApi.sendEmailCode);
  const send = async (): Promise<number | null> => {
    const problem = emailProblem(email.value);
    if (problem) {
      toast.show({ content: t(problem) });
      return null;
    }
    const result = await sendCode.run({ email: email.value.trim(), purpose });
    return codeSent(result, t('codeSent'));
  };
  return (
    <>
      <TextField
        label={t('fields.email')}
        placeholder={t('fields.emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        prefix={<MailOutline />}
        value={email.value}
        onChange={email.onChange}
      />
      <CodeField code={code} onSend={send} />
    </>
  );
}

/** Area code, phone number, the image captcha and the SMS code. */
export function PhoneCodeFields({
  phone,
  code,
  purpose,
}: {
  phone: FieldValue;
  code: FieldValue;
  purpose: CodePurpose;
}) {
  const { t } = useTranslation('auth');
  const areaCode = useAppStore((s) => s.country.areaCode);
  const captcha = useCaptcha();
  const captchaText = useField();
  const sendCode = useEndpointMutation(endpoints.codes.sendSmsCode, accountApi.sendSmsCode);

  const send = async (): Promise<number | null> => {
    const problem =
      phoneProblem(phone.value) ?? (captchaText.value.trim() ? null : 'validation.captcha');
    if (problem) {
      toast.show({ content: t(problem) });
      return null;
    }
    const result = await sendCode.run({
      phone: normalisePhone(phone.value),
      areaCode,
      captchaId: captcha.id,
      captchaText: captchaText.value.trim(),
      purpose,
    });
    // a captcha answer is used up by the first check, right or wrong
    captchaText.onChange('');
    captcha.refresh();
    return codeSent(result, t('codeSent'));
  };

  return (
    <>
      <PhoneField phone={phone} />
      <TextField
        label={t('fields.captcha')}
        placeholder={t('fields.captchaPlaceholder')}
        autoComplete="off"
        maxLength={10}
        prefix={<PictureOutline />}
        value={captchaText.value}
        onChange={captchaText.onChange}
        extra={
          <CaptchaImage svg={captcha.svg} loading={captcha.loading} onRefresh={captcha.refresh} />
        }
      />
      <CodeField code={code} onSend={send} />
    </>
  );
}

/** A phone number with the area-code picker in front. */
export function PhoneField({ phone }: { phone: FieldValue }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.phone')}
      placeholder={t('fields.phonePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      prefix={<AreaCodePicker />}
      value={phone.value}
      onChange={phone.onChange}
    />
  );
}

/** A new password entered twice. */
export function PasswordPairFields({
  password,
  confirm,
}: {
  password: FieldValue;
  confirm: FieldValue;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        placeholder={t('fields.newPasswordPlaceholder')}
        autoComplete="new-password"
        field={password}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        placeholder={t('fields.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        field={confirm}
      />
    </>
  );
}

/** A password input with the lock icon, the length cap and show/hide. */
export function PasswordField({
  label,
  placeholder,
  autoComplete,
  field,
}: {
  label: string;
  placeholder: string;
  autoComplete: 'new-password' | 'current-password';
  field: FieldValue;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      type="password"
      autoComplete={autoComplete}
      maxLength={LIMITS.passwordMax}
      prefix={<LockOutline />}
      value={field.value}
      onChange={field.onChange}
      revealLabels={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
    />
  );
}
