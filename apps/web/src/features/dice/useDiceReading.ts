import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@starlit/contracts/constants';
import { ApiError } from '../../api/http';
import { tarotApi } from '../../api/tarot';
import { toastError } from '../../i18n/errors';
import { useWalletStore } from '../../state/wallet';
import { loadAccount } from '../../api/pointsAccount';
import { requestDeduction } from '../../state/walletActions';

export interface DiceReadingState {
  /** the roll it reads */
  id: string;
  text: string;
  status: 'streaming' | 'done';
}

/**
 * A roll's reading, charged `dice` once: asked through the deduction dialog, then streamed
 * chunk by chunk. Without enough points the recharge popup opens. A roll whose reading was
 * already paid for (a stream that broke off) is read again without asking.
 */
export function useDiceReading() {
  const [state, setState] = useState<DiceReadingState | null>(null);
  const [asking, setAsking] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const paid = useRef(new Set<string>());

  useEffect(() => () => controller.current?.abort(), []);

  const stream = useCallback(async (id: string) => {
    controller.current?.abort();
    const ctl = new AbortController();
    controller.current = ctl;
    paid.current.add(id);
    setState({ id, text: '', status: 'streaming' });
    const result = await tarotApi.diceAnalysis(
      id,
      (_piece, all) => {
        if (!ctl.signal.aborted) setState({ id, text: all, status: 'streaming' });
      },
      ctl.signal,
    );
    if (ctl.signal.aborted) return;
    controller.current = null;
    if (result.ok) {
      setState({ id, text: result.text, status: 'done' });
      void loadAccount();
      return;
    }
    setState(null);
    toastError(result.error);
    if (
      !(result.error instanceof ApiError) &&
      result.error.code === ErrorCode.INSUFFICIENT_POINTS
    ) {
      paid.current.delete(id);
      useWalletStore.getState().open('recharge');
    }
  }, []);

  const read = useCallback(
    async (id: string) => {
      if (paid.current.has(id)) {
        await stream(id);
        return;
      }
      setAsking(true);
      try {
        await requestDeduction('dice', () => stream(id));
      } finally {
        setAsking(false);
      }
    },
    [stream],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(null);
  }, []);

  return { state, asking, read, reset };
}
