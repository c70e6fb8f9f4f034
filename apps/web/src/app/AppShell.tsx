import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DownloadBanner } from '../components/DownloadBanner/DownloadBanner';
import { ScreenSkeleton } from '../components/Skeletons/Skeletons';
import { Starfield } from '../components/Starfield/Starfield';
import { AppTabBar } from '../components/TabBar/AppTabBar';
import { TAB_ROUTE_NAMES } from '../components/TabBar/tabs';
import { ErrorBoundary } from './ErrorBoundary';
import { screenAt, screensLoading } from './routes';
import { trackRouteOpened } from './tracking';
import { WalletHost } from './WalletHost';

/** The frame around every screen: sky, install banner and tab bar on the main routes. */
export function AppShell() {
  const location = useLocation();
  const routeName = screenAt(location.pathname)?.name ?? '';
  const loading = useSyncExternalStore(screensLoading.subscribe, screensLoading.get);
  const mainRoute = TAB_ROUTE_NAMES.includes(routeName);

  useEffect(() => {
    if (routeName) trackRouteOpened(routeName);
  }, [routeName]);

  return (
    <>
      <Starfield />
      {loading ? <div className="sl-route-progress" aria-hidden="true" /> : null}
      {mainRoute ? <DownloadBanner /> : null}
      <main className={mainRoute ? 'sl-screen with-tabbar' : 'sl-screen'}>
        <Suspense fallback={<ScreenSkeleton />}>
          {/* a screen that fails to load or throws is replaced by the reload screen inside the
              shell; the next address gets a fresh try */}
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Suspense>
      </main>
      {mainRoute ? <AppTabBar routeName={routeName} /> : null}
      <WalletHost />
    </>
  );
}
