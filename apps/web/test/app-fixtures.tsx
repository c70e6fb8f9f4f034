import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { AppRoot } from '../src/app/boot';

/** The whole app at a hash address, with a handle on its router (navigate, the current path). */
export function renderAppAt(hash: string) {
  window.location.hash = hash;
  const router = { navigate: null as unknown as NavigateFunction, pathname: '' };
  function Probe() {
    router.navigate = useNavigate();
    router.pathname = useLocation().pathname;
    return null;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <AppRoot>
        <Probe />
      </AppRoot>
    </Suspense>,
  );
  return router;
}
