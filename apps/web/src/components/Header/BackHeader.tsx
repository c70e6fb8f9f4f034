import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './header.css';

interface BackHeaderProps {
  /** the screen's name, centred */
  title?: ReactNode;
  right?: ReactNode;
  /** where to go when there is no page to go back to (default: home) */
  fallback?: string;
  onBack?: () => void;
}

/** Whether the router has an earlier entry of this app to go back to. */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && Number((state as { idx?: unknown }).idx) > 0
  );
}

/** A header with a back arrow and a centred title. */
export function BackHeader({ title, right, fallback = '/', onBack }: BackHeaderProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const back = () => {
    if (onBack) onBack();
    else if (canGoBack()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <header className="sl-header sl-back-header">
      <NavBar
        onBack={back}
        back={<span className="sl-visually-hidden">{t('actions.back')}</span>}
        right={right}
      >
        {title}
      </NavBar>
    </header>
  );
}
