import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import './header.css';

/** The header of the main screens: logo and app name, an optional action on the right. */
export function LogoHeader({ right }: { right?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sl-header sl-logo-header">
      <div className="sl-logo-header-brand">
        <Logo />
        <span className="sl-logo-header-name sl-gold-text">{t('appName')}</span>
      </div>
      {right ? <div className="sl-header-right">{right}</div> : null}
    </header>
  );
}
