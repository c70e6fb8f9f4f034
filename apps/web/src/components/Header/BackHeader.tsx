import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
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

/**
 * A header with a back arrow and a centred title, in antd-mobile's NavBar classes; the arrow
 * is a real button with its name in both languages (NavBar hides its back text from readers).
 */
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
      <div className="adm-nav-bar">
        <div className="adm-nav-bar-left">
          <button
            type="button"
            className="adm-nav-bar-back"
            aria-label={t('actions.back')}
            onClick={back}
          >
            <LeftOutline className="adm-nav-bar-back-arrow" aria-hidden="true" />
          </button>
        </div>
        <div className="adm-nav-bar-title">{title}</div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
    </header>
  );
}
