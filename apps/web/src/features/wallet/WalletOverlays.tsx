import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../state/session';
import { useWalletStore } from '../../state/wallet';
import { AllRightsPanel } from './AllRightsPanel';
import { DeductionDialog } from './DeductionDialog';
import { InviteSuccessDialog } from './InviteSuccessDialog';
import { RechargePopup } from './RechargePopup';
import { RedeemDialog } from './RedeemDialog';
import { useAccountPolling } from './useAccountPolling';
import { usePaymentPolling } from './usePaymentPolling';
import { VipPopup } from './VipPopup';

/**
 * The economy's shell overlays and their polling, loaded as one chunk by the shell
 * (app/WalletHost) once the user signs in or an overlay is asked for.
 */
export default function WalletOverlays() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const overlay = useWalletStore((s) => s.overlay);
  const close = useWalletStore((s) => s.close);
  useAccountPolling(loginStatus);
  usePaymentPolling(loginStatus);

  // a popup or a pending deduction belongs to the screen it was opened on (back closes it);
  // the invite-success dialog outlives the navigation that follows a sign-up
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const wallet = useWalletStore.getState();
    wallet.close();
    wallet.clearDeduction();
  }, [pathname]);

  // buying and redeeming need an account: a visitor signs in first
  const needsLogin = !loginStatus && overlay !== null && overlay !== 'rights';
  useEffect(() => {
    if (!needsLogin) return;
    useWalletStore.getState().close();
    void navigate('/login');
  }, [needsLogin, navigate]);

  return (
    <Suspense fallback={null}>
      <RechargePopup visible={overlay === 'recharge' && loginStatus} onClose={close} />
      <VipPopup visible={overlay === 'vip' && loginStatus} onClose={close} />
      <RedeemDialog visible={overlay === 'redeem' && loginStatus} onClose={close} />
      <AllRightsPanel visible={overlay === 'rights'} onClose={close} />
      <DeductionDialog />
      <InviteSuccessDialog />
    </Suspense>
  );
}
