import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/**
 * `routes` in a memory router opened at `at`, under a Suspense that shows "loading"; `extra`
 * renders beside the router (a dialog the screens open). The render result carries the router.
 */
export function renderRoutes(routes: RouteObject[], at: string, extra?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
      {extra}
    </Suspense>,
  );
  return { ...view, router };
}
