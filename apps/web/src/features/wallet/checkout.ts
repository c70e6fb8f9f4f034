import { useCallback } from 'react';
import type { CheckoutBody } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { cachedPrices } from '../../api/prices';
import { toastError } from '../../i18n/errors';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { useWalletStore } from '../../state/wallet';

export type CheckoutRequest = Pick<CheckoutBody, 'kind' | 'productId' | 'discountCode'>;

/** The page to come back to: this one, without an earlier payStatus. */
export function returnUrl(href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.delete('payStatus');
  return url.toString();
}

/**
 * Pay-for-analysis: when a reading waits for points (LeavePagePointsType is set), the chat
 * route's parameters are kept so the user can come back to it after paying.
 */
function rememberAnalysis(params: Readonly<Record<string, string | undefined>>): void {
  if (!storage.get(STORAGE_KEYS.leavePagePointsType)) return;
  storage.set(
    STORAGE_KEYS.rechargeStoreData,
    JSON.stringify({
      module: params.model ?? '',
      healerId: params.id ?? '',
      msgGroup: params.msggroup ?? '',
    }),
  );
}

/**
 * After points arrived: back to the conversation that waited for them (rechargeStoreData),
 * unless this tab is already there. The stored route is forgotten either way.
 */
export function returnToAnalysis(): void {
  const raw = storage.get(STORAGE_KEYS.rechargeStoreData);
  storage.remove(STORAGE_KEYS.rechargeStoreData);
  storage.remove(STORAGE_KEYS.leavePagePointsType);
  if (!raw) return;
  try {
    const kept = JSON.parse(raw) as { module?: unknown; healerId?: unknown; msgGroup?: unknown };
    const parts = [kept.module, kept.healerId, kept.msgGroup];
    if (!parts.every((p) => typeof p === 'string' && /^[\w-]+$/.test(p))) return;
    const target = `#/chat/${parts.join('/')}`;
    if (window.location.hash !== target) window.location.hash = target;
  } catch {
    /* not ours: nothing to return to */
  }
}

/**
 * Creates the checkout session and opens the hosted checkout in a new window; the shell then
 * polls for the payment result. The window is opened during the tap, so
 * browsers do not block it, and gets its address once the session exists; where windows
 * cannot be opened, this tab goes to the checkout. Resolves true once the checkout is open.
 */
export async function startCheckout(
  send: typeof economyApi.checkout,
  request: CheckoutRequest,
  params: Params = {},
): Promise<boolean> {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  // charged in the currency the prices were shown in
  const currency = cachedPrices()?.currency;
  const result = await send({ ...request, currency, returnUrl: returnUrl() });
  if (!isOk(result)) {
    tab?.close();
    toastError(result);
    return false;
  }
  storage.set(STORAGE_KEYS.paymentType, request.kind);
  storage.set(STORAGE_KEYS.pendingOrder, result.data.orderId);
  storage.remove(STORAGE_KEYS.payStatus);
  rememberAnalysis(params);
  useWalletStore.getState().watchPayment();
  const target = new URL(result.data.url, window.location.href).toString();
  if (tab && !tab.closed) tab.location.href = target;
  else window.location.assign(target);
  return true;
}

type Params = Readonly<Record<string, string | undefined>>;

/** startCheckout with the checkout sent as a mutation (useEndpointMutation). */
export function useStartCheckout() {
  const { run } = useEndpointMutation(endpoints.payments.checkout, economyApi.checkout);
  return useCallback(
    (request: CheckoutRequest, params?: Params) => startCheckout(run, request, params),
    [run],
  );
}
