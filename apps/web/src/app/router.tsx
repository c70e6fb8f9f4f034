import { createHashRouter, type RouteObject } from 'react-router';
import { ScreenSkeleton } from '../components/Skeletons/Skeletons';
import { AppShell } from './AppShell';
import { RouteError } from './ErrorBoundary';
import { ScreenLoadError } from './preloadError';
import { SCREENS, type RouteHandle, type ScreenEntry } from './routes';

function screenRoute(entry: ScreenEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name };
  const lazy = async () => {
    const module = await entry.load();
    // a preload error another listener swallowed resolves the import without a module
    if (!module?.default) throw new ScreenLoadError(entry.name);
    return { Component: module.default };
  };
  return entry.path === '/' ? { index: true, handle, lazy } : { path: entry.path, handle, lazy };
}

export function createAppRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <ScreenSkeleton />,
      // a pathless layer holds the screens' error boundary, so a screen that fails to load
      // or throws is replaced by the reload screen inside the shell (the error element of a
      // route whose own lazy() failed is not rendered by the router)
      children: [{ errorElement: <RouteError />, children: SCREENS.map(screenRoute) }],
    },
  ]);
}
