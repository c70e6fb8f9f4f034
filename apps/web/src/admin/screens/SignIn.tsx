import { useState, type FormEvent } from 'react';
import { adminCall, adminEndpoints, isOk, type Result } from '../api';
import { useT } from '../i18n';
import { adminSession } from '../session';
import { ErrorLine, Field } from '../components/ui';
import { LangSwitch } from '../components/LangSwitch';
import { ErrorCode } from '@starlit/contracts/constants';

/** Seconds to wait, from a 1005 answer's data. */
const retryAfter = (result: Result<unknown>) =>
  Number((result.data as { retryAfter?: number } | null)?.retryAfter ?? 60);

/** Sign-in: e-mail, password and the 6-digit code of the operator's authenticator app. */
export function SignIn() {
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Result<unknown> | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await adminCall(adminEndpoints.auth.login, { email, password, code });
    setBusy(false);
    if (isOk(result))
      adminSession.signIn({ token: result.data.token, operator: result.data.operator });
    else setFailure(result);
  };
  return (
    <main className="ad-signin">
      <form className="ad-card" onSubmit={(event) => void submit(event)}>
        <h1>{t('signIn.title')}</h1>
        <Field label={t('signIn.email')}>
          {(id) => (
            <input
              id={id}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('signIn.password')}>
          {(id) => (
            <input
              id={id}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('signIn.code')}>
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        {failure?.code === ErrorCode.RATE_LIMITED ? (
          <p className="ad-error" role="alert">
            {t('signIn.locked', { minutes: Math.ceil(retryAfter(failure) / 60) })}
          </p>
        ) : (
          <ErrorLine result={failure} />
        )}
        <button type="submit" className="ad-button ad-primary" disabled={busy || code.length !== 6}>
          {t('signIn.submit')}
        </button>
        <LangSwitch />
      </form>
    </main>
  );
}
