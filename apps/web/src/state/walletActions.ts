import type { DeductionInfo, DeductionType } from '@starlit/contracts';
import { economyApi } from '../api/economy';
import { ApiError, isOk } from '../api/http';
import { loadAccount } from '../api/pointsAccount';
import { type DeductionRequest, useWalletStore } from './wallet';

/** The economy's call behind the wallet store: the deduction request. */

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
