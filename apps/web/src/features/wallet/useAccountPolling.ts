import { useEffect } from 'react';
import { isOk } from '../../api/http';
import { loadAccount } from '../../api/pointsAccount';
import { loadPrices } from '../../api/prices';

/** The points account is read every 5 s; recharge info 2 s after signing in. */
export const ACCOUNT_POLL_MS = 5_000;
export const RECHARGE_DELAY_MS = 2_000;

/**
 * Keeps the points account fresh while signed in. Polling stops once today's free
 * allowance is used up (remain 0 or less); purchases, check-ins and deductions reload the
 * account themselves (loadAccount), and so does coming back to this tab.
 */
export function useAccountPolling(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await loadAccount();
      if (stopped) return;
      if (isOk(result) && result.data.freeAccount.remain <= 0) return;
      timer = setTimeout(() => void poll(), ACCOUNT_POLL_MS);
    };
    void poll();
    // prices a discount code brought (typed meanwhile) stay shown: they are their own query
    const rechargeTimer = setTimeout(() => void loadPrices(), RECHARGE_DELAY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadAccount();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(rechargeTimer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
}
