import type { Order } from '@starlit/contracts';
import { economyApi } from '../../api/economy';
import { isOk } from '../../api/http';
import { toast } from '../../components/Toast/toast';
import { i18next } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { cachedUserInfo, loadUserInfo } from '../../api/userInfo';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { loadAccount } from '../../api/pointsAccount';
import { dropDiscountedPrices, loadPrices } from '../../api/prices';
import { returnToAnalysis } from './checkout';

/**
 * A returned payment is confirmed from its order on the server, never from the address the
 * checkout came back with: asked every 2 s for up to 60 s. Once it has taken 4 s the person
 * is told it is being confirmed.
 */
export const CONFIRM_EVERY_MS = 2_000;
export const CONFIRM_FOR_MS = 60_000;
export const CONFIRMING_AFTER_MS = 4_000;

export type Confirmation = 'paid' | 'failed' | 'pending';

type Notice = 'pointsSuccess' | 'vipUntil' | 'vipSuccess' | 'confirming' | 'failed';

function notify(key: Notice, icon?: 'success' | 'fail', values: { date?: string } = {}) {
  void i18next
    .loadNamespaces('wallet')
    .then(() => toast.show({ icon, content: i18next.t(`wallet:checkout.${key}`, values) }));
}

async function orderStatus(orderId: string): Promise<Order['status'] | null> {
  const result = await economyApi.order(orderId);
  return isOk(result) ? result.data.status : null;
}

/** The account as it is now: membership, products, points. */
async function refresh(kind: Order['kind']): Promise<void> {
  if (kind === 'vip') {
    dropDiscountedPrices();
    await Promise.all([loadUserInfo(), loadPrices(), loadAccount({ fresh: true })]);
    useAppStore.getState().setDiscountCode('');
  } else {
    await loadAccount({ fresh: true });
  }
}

/** The order is paid and fulfilled: the account is reloaded, then the person is told what came. */
async function fulfilled(kind: Order['kind']): Promise<void> {
  await refresh(kind);
  if (kind === 'points') {
    returnToAnalysis();
    notify('pointsSuccess', 'success');
    return;
  }
  const until = cachedUserInfo()?.vipAccount.vipExpDate;
  if (until)
    notify('vipUntil', 'success', { date: formatDate(until, useAppStore.getState().lang) });
  else notify('vipSuccess', 'success');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the checkout said a payment went through: asks the server about the order until it
 * is paid (the account is reloaded and the person told), failed, or still open after
 * CONFIRM_FOR_MS (the person is told it is being confirmed; the account shows it when it is).
 */
export async function confirmPayment(kind: Order['kind']): Promise<Confirmation> {
  const orderId = storage.get(STORAGE_KEYS.pendingOrder);
  if (!orderId) {
    // nothing to ask about (a checkout opened elsewhere): the account will show it when it comes
    await refresh(kind);
    notify('confirming');
    return 'pending';
  }
  const started = Date.now();
  let told = false;
  for (;;) {
    const status = await orderStatus(orderId);
    if (status === 'paid') {
      storage.remove(STORAGE_KEYS.pendingOrder);
      await fulfilled(kind);
      return 'paid';
    }
    if (status === 'failed' || status === 'expired') {
      storage.remove(STORAGE_KEYS.pendingOrder);
      notify('failed', 'fail');
      return 'failed';
    }
    const waited = Date.now() - started;
    if (!told && waited >= CONFIRMING_AFTER_MS) {
      told = true;
      notify('confirming');
    }
    if (waited >= CONFIRM_FOR_MS) {
      await refresh(kind);
      return 'pending';
    }
    await sleep(CONFIRM_EVERY_MS);
  }
}
