import { Suspense, lazy, useEffect } from 'react';
import { useSessionStore } from '../state/session';
import { useWalletStore } from '../state/wallet';

/** The overlays are their own chunk: the sign-in route never loads them. */
const WalletOverlays = lazy(() => import('../features/wallet/WalletOverlays'));

/**
 * Mounts the economy's overlays (recharge and VIP popups, redemption, deduction and
 * invite-success dialogs, all-rights panel) and their polling once per app, while signed in
 * or once something asks for one of them; signing out forgets the wallet.
 */
export function WalletHost() {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const asked = useWalletStore(
    (s) => s.overlay !== null || s.deduction !== null || s.registerReward !== null,
  );
  useEffect(() => {
    if (!loginStatus) useWalletStore.getState().reset();
  }, [loginStatus]);
  if (!loginStatus && !asked) return null;
  return (
    <Suspense fallback={null}>
      <WalletOverlays />
    </Suspense>
  );
}
