import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackHeader, canGoBack } from '../../components/Header/BackHeader';
import { LoginPanel, type LoginMode, isLoginMode } from '../../features/auth/LoginPanel';
import { readDraft } from '../../state/onboarding';
import { useSessionStore } from '../../state/session';
import type { Key } from '../../i18n/keys';

/** Birth data typed before signing in becomes the own profile: that step comes next. */
const SAVE_DRAFT = '/welcome?step=save';

function titleKey(mode: LoginMode): Key<'auth'> {
  if (mode === 'register') return 'screenTitle.register';
  if (mode === 'forgot') return 'screenTitle.forgot';
  return 'screenTitle.signIn';
}

/** /login (route name Login). `?mode=` picks the form: email, phone, password, register, forgot. */
export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('mode');
  const mode: LoginMode = isLoginMode(requested) ? requested : 'email';
  const socialStatus = useSessionStore((s) => s.socialStatus);
  const setSocialStatus = useSessionStore((s) => s.setSocialStatus);

  const leave = () => {
    if (readDraft()) void navigate(SAVE_DRAFT, { replace: true });
    else if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  // a social sign-in that finished while this screen is open
  useEffect(() => {
    if (socialStatus !== 'success') return;
    setSocialStatus('idle');
    void navigate(readDraft() ? SAVE_DRAFT : '/', { replace: true });
  }, [socialStatus, setSocialStatus, navigate]);

  return (
    <>
      <BackHeader title={t(titleKey(mode))} />
      <LoginPanel
        mode={mode}
        onModeChange={(next) =>
          setParams(next === 'email' ? {} : { mode: next }, { replace: true })
        }
        onSignedIn={leave}
      />
    </>
  );
}
