import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { DownloadBanner } from '../components/DownloadBanner/DownloadBanner';
import { ScreenSkeleton } from '../components/Skeletons/Skeletons';
import { Starfield } from '../components/Starfield/Starfield';
import { AppTabBar, TAB_ROUTE_NAMES } from '../components/TabBar/AppTabBar';
import type { RouteHandle } from './routes';
import { trackRouteOpened } from './tracking';
import { WalletHost } from './WalletHost';

function useRouteName(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return '';
}

/** The frame around every screen: sky, install banner and tab bar on the main routes. */
export function AppShell() {
  const routeName = useRouteName();
  const navigation = useNavigation();
  const mainRoute = TAB_ROUTE_NAMES.includes(routeName);

  useEffect(() => {
    if (routeName) trackRouteOpened(routeName);
  }, [routeName]);

  return (
    <>
      <Starfield />
      {navigation.state === 'loading' ? (
        <div className="sl-route-progress" aria-hidden="true" />
      ) : null}
      {mainRoute ? <DownloadBanner /> : null}
      <main className={mainRoute ? 'sl-screen with-tabbar' : 'sl-screen'}>
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {mainRoute ? <AppTabBar routeName={routeName} /> : null}
      <WalletHost />
      <ScrollRestoration />
    </>
  );
}
