import type { DeductionInfo, DeductionType, RechargeInfo } from '@starlit/contracts';
import { economyApi } from '../api/economy';
import { ApiError, isOk, type ApiResult } from '../api/http';
import { loadAccount } from '../api/pointsAccount';
import { preferredCurrency } from './currency';
import { type DeductionRequest, useWalletStore } from './wallet';

/** The economy's calls behind the wallet store: recharge info and the deduction request. */

/**
 * Loads the VIP cards and points packages (without a discount code) in the member's currency
 * (state/currency.ts). An answer that arrives
 * after something else replaced the recharge info (a discount code that was just verified)
 * changes nothing.
 */
export async function loadRecharge(): Promise<ApiResult<RechargeInfo>> {
  const before = useWalletStore.getState().recharge;
  const result = await economyApi.rechargeInfo(preferredCurrency());
  const store = useWalletStore.getState();
  if (isOk(result) && store.recharge === before) store.setRecharge(result.data);
  return result;
}

/**
 * Whether a deduction is confirmed in the dialog: unless the user switched the prompt off
 * (settings, or "don't remind me again"); without enough points it always asks.
 */
export function asksFirst(info: DeductionInfo): boolean {
  return info.prompt || (info.mode === 'points' && !info.sufficient);
}

/**
 * Asks before a charged action: the deduction dialog opens, and `onConfirm` runs once the
 * user agrees, or at once when the user does not want to be asked (asksFirst). The store's
 * own requestDeduction does the same; this one asks the server before anything shows.
 */
export async function requestDeduction(
  type: DeductionType,
  onConfirm: DeductionRequest['onConfirm'],
): Promise<void> {
  const result = await economyApi.deductionInfo(type);
  // a second tap superseded this request: that one goes on
  if (result instanceof ApiError && result.cancelled) return;
  const info = isOk(result) ? result.data : undefined;
  if (info && !asksFirst(info)) {
    await onConfirm();
    void loadAccount();
    return;
  }
  // the dialog shows the cost, or asks again and shows why it could not
  useWalletStore.getState().requestDeduction({ type, onConfirm, info });
}
