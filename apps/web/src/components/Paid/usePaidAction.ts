import { useState } from 'react';
import type { DeductionType, Endpoint } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { isOk, type ApiResult } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { toastError } from '../../i18n/errors';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';

export interface PaidAction<V> {
  /** asks (or not), charges and runs the write for `variables`; one at a time */
  run(variables: V): Promise<void>;
  /** asking or writing */
  busy: boolean;
}

/**
 * The paid flow, one way everywhere: the charge of `type` is confirmed in the deduction
 * dialog when the member asked to be asked (or the points fall short), then the write of
 * `endpoint` runs as a mutation (what it makes stale, the points account among it, is asked
 * again). Its data goes to `onPaid`; a refusal is toasted, and points that fell short after
 * all (1201) open the recharge popup. The deduction dialog reloads the account either way.
 */
export function usePaidAction<V, T>(
  type: DeductionType,
  endpoint: Endpoint,
  send: (variables: V) => Promise<ApiResult<T>>,
  onPaid: (data: T, variables: V) => void,
): PaidAction<V> {
  const [busy, setBusy] = useState(false);
  const write = useEndpointMutation(endpoint, send);

  const confirmed = async (variables: V) => {
    setBusy(true);
    try {
      const result = await write.run(variables);
      if (isOk(result)) {
        onPaid(result.data, variables);
        return;
      }
      toastError(result);
      if (result.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
    } finally {
      setBusy(false);
    }
  };

  const run = async (variables: V) => {
    if (busy) return;
    setBusy(true);
    try {
      await requestDeduction(type, () => confirmed(variables));
    } finally {
      setBusy(false);
    }
  };

  return { run, busy };
}
