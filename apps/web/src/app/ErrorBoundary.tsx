import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { isLoadFailure } from './preloadError';
import './error.css';

/**
 * What the user sees when something broke: an explanation, Reload and Home. Plain buttons
 * (styled like the app's own) keep antd-mobile out of the first download.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const loadFailure = isLoadFailure(error);
  return (
    <div className="sl-error-screen" role="alert">
      <EmptyState
        title={t(loadFailure ? 'errorScreen.loadTitle' : 'errorScreen.title')}
        description={t(loadFailure ? 'errorScreen.loadDescription' : 'errorScreen.description')}
      >
        <div className="sl-error-actions">
          <button
            type="button"
            className="sl-error-button sl-error-button-primary"
            onClick={() => window.location.reload()}
          >
            {t('actions.reload')}
          </button>
          <button
            type="button"
            className="sl-error-button"
            onClick={() => {
              window.location.replace(`${window.location.pathname}${window.location.search}#/`);
              window.location.reload();
            }}
          >
            {t('actions.goHome')}
          </button>
        </div>
      </EmptyState>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** a new value (the next address) clears a caught error */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey?: string;
}

/**
 * Catches render errors and failed screen loads; offers a reload. Around the whole app
 * (providers, shell) and, with `resetKey`, around the screen inside the shell.
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
