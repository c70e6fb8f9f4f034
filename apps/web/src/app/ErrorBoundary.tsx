import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { isLoadFailure } from './preloadError';

/** What the user sees when something broke: an explanation, Reload and Home. */
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
          <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
          <Button
            shape="rounded"
            onClick={() => {
              window.location.replace(`${window.location.pathname}${window.location.search}#/`);
              window.location.reload();
            }}
          >
            {t('actions.goHome')}
          </Button>
        </div>
      </EmptyState>
    </div>
  );
}

/** The router's error element: a failed lazy load or a screen that threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}

interface BoundaryState {
  error: unknown;
}

/** Catches render errors outside the router (providers, shell); offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
