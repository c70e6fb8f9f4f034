import { lazy, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { HashRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { AppShell } from './AppShell';
import { SCREENS, loadScreen, loadedScreen, type ScreenEntry } from './routes';

/**
 * A screen: its component at once when its code has arrived (the first screen, fetched
 * alongside the app, and every screen seen before), else a React.lazy chunk. A screen that
 * suspends shows the skeleton, and React then holds the content back for a beat; one that is
 * already here paints with the shell. The choice is made once per mount.
 */
function screenRoute(entry: ScreenEntry) {
  const Lazy = lazy(() => loadScreen(entry));
  return function Screen() {
    const [Ready] = useState(() => loadedScreen(entry));
    return Ready ? <Ready /> : <Lazy />;
  };
}

/**
 * The app's router: the declarative one (<HashRouter> + <Routes>), which weighs half of the
 * data router in the first download. Each screen is a chunk of its own inside the shell;
 * navigations are transitions, so the current screen stays until the next one is ready.
 */
const SCREEN_ROUTES = SCREENS.map((entry) => ({ entry, Screen: screenRoute(entry) }));

/** The window's scroll position per history entry: restored on Back, the top otherwise. */
const positions = new Map<string, number>();

function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    window.scrollTo(0, type === 'POP' ? (positions.get(location.key) ?? 0) : 0);
  }, [location.key, type]);
  useEffect(() => {
    const save = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);
  return null;
}

/** The routes in the shell; `children` render inside the router too (tests navigate there). */
export function AppRouter({ children }: { children?: ReactNode }) {
  return (
    <HashRouter>
      <ScrollRestoration />
      <Routes>
        <Route element={<AppShell />}>
          {SCREEN_ROUTES.map(({ entry, Screen }) => (
            <Route key={entry.name} path={entry.path} element={<Screen />} />
          ))}
        </Route>
      </Routes>
      {children}
    </HashRouter>
  );
}
