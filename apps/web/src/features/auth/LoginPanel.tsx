import { useState } from 'react';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/session';
import { Logo } from '../../components/Header/Logo';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { AgreementCheck } from './AgreementCheck';
import { ForgotForm } from './ForgotForm';
import { RegisterForm } from './RegisterForm';
import { EmailLoginForm, PasswordLoginForm, PhoneLoginForm } from './SignInForms';
import { SocialButtons } from './SocialButtons';
import { useAuthFlow } from './useAuthFlow';
import './auth.css';

export const LOGIN_MODES = ['email', 'phone', 'password', 'register', 'forgot'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];
const SIGN_IN_MODES = ['email', 'phone', 'password'] as const;

export function isLoginMode(value: unknown): value is LoginMode {
  return LOGIN_MODES.includes(value as LoginMode);
}

interface LoginPanelProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** after a successful sign-in or registration */
  onSignedIn: () => void;
}

/** Sign in by e-mail code, phone code or password; register; reset a forgotten password. */
export function LoginPanel({ mode, onModeChange, onSignedIn }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const [agreed, setAgreed] = useState(false);
  const flow = useAuthFlow(agreed, onSignedIn);
  const socialStatus = useSessionStore((s) => s.socialStatus);
  const signingIn = (SIGN_IN_MODES as readonly string[]).includes(mode);

  return (
    <div className="sl-auth">
      <div className="sl-auth-hero">
        <Logo size="1.707rem" />
        <h1 className="sl-auth-title sl-gold-text">{t(`heading.${mode}`)}</h1>
        <p className="sl-auth-tagline">{t(`tagline.${mode}`)}</p>
      </div>

      {socialStatus === 'fail' ? (
        <NoticeBar color="alert" content={t('social.failed')} wrap />
      ) : null}
      {socialStatus === 'pending' ? <NoticeBar color="info" content={t('social.pending')} /> : null}

      <div className="sl-card sl-auth-card">
        {signingIn ? (
          <SegmentTabs<LoginMode>
            label={t('modes.label')}
            value={mode}
            onChange={onModeChange}
            options={SIGN_IN_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          />
        ) : null}
        {mode === 'email' ? <EmailLoginForm flow={flow} /> : null}
        {mode === 'phone' ? <PhoneLoginForm flow={flow} /> : null}
        {mode === 'password' ? <PasswordLoginForm flow={flow} /> : null}
        {mode === 'register' ? <RegisterForm flow={flow} /> : null}
        {mode === 'forgot' ? <ForgotForm onDone={() => onModeChange('password')} /> : null}

        <div className="sl-auth-links">
          {signingIn ? (
            <>
              <button
                type="button"
                className="sl-link-button"
                onClick={() => onModeChange('register')}
              >
                {t('links.register')}
              </button>
              <button
                type="button"
                className="sl-link-button"
                onClick={() => onModeChange('forgot')}
              >
                {t('links.forgot')}
              </button>
            </>
          ) : (
            <button type="button" className="sl-link-button" onClick={() => onModeChange('email')}>
              {t('links.backToLogin')}
            </button>
          )}
        </div>
      </div>

      {mode !== 'forgot' ? <AgreementCheck checked={agreed} onChange={setAgreed} /> : null}
      {signingIn ? <SocialButtons requireAgreement={flow.requireAgreement} /> : null}
    </div>
  );
}
