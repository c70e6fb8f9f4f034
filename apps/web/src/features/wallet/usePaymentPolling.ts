import { useEffect } from 'react';
import type { PayStatus } from '@starlit/contracts';
import { LIMITS, PAY_STATUSES } from '@starlit/contracts/constants';
import { toast } from '../../components/Toast/toast';
import { i18next } from '../../i18n';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { useWalletStore } from '../../state/wallet';
import { confirmPayment } from './confirmPayment';

/** After a payment result, the stored payStatus is read every 5 s, for 120 s. */
export const PAY_POLL_MS = 5_000;
export const PAY_STOP_AFTER_MS = 120_000;
/** With no result at all, watching ends when the checkout session expires. */
const PAY_WATCH_MAX_MS = LIMITS.checkoutExpirySeconds * 1000;

function isPayStatus(value: string): value is PayStatus {
  return (PAY_STATUSES as readonly string[]).includes(value);
}

function notifyFailed(): void {
  void i18next
    .loadNamespaces('wallet')
    .then(() => toast.show({ icon: 'fail', content: i18next.t('wallet:checkout.failed') }));
}

/**
 * What a payment result changes: the payment tab has written it and closed itself. A success
 * grants nothing by itself: the order is confirmed with the server first.
 */
export function handlePayStatus(status: PayStatus): void {
  switch (status) {
    case 'vip_success':
      void confirmPayment('vip');
      break;
    case 'points_success':
      void confirmPayment('points');
      break;
    case 'vip_fail':
    case 'points_fail':
      notifyFailed();
      break;
  }
}

/**
 * Watches for the result of a checkout while signed in: from the moment a checkout opens
 * (or when a result is already stored), every 5 s, as soon as the payment tab writes it
 * (a storage event), and when this tab becomes visible again.
 */
export function usePaymentPolling(active: boolean): void {
  const checkoutAt = useWalletStore((s) => s.checkoutAt);
  useEffect(() => {
    if (!active) return;
    if (checkoutAt === null && storage.get(STORAGE_KEYS.payStatus) === null) return;
    let stopTimer: ReturnType<typeof setTimeout> | undefined;

    const tick = () => {
      const status = storage.get(STORAGE_KEYS.payStatus);
      if (status === null) return;
      storage.remove(STORAGE_KEYS.payStatus);
      if (isPayStatus(status)) handlePayStatus(status);
      stopTimer ??= setTimeout(stop, PAY_STOP_AFTER_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.payStatus && event.newValue) tick();
    };

    const interval = setInterval(tick, PAY_POLL_MS);
    const limit = setTimeout(stop, PAY_WATCH_MAX_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    function stop() {
      clearInterval(interval);
      clearTimeout(limit);
      if (stopTimer !== undefined) clearTimeout(stopTimer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    }
    return stop;
  }, [active, checkoutAt]);
}
