import { useCallback, useEffect, useState } from 'react';
import type { CompanionIdValue, DeductionInfo, PreAiAnalysis } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { chatApi } from '../../api/chat';
import { isOk } from '../../api/http';
import { useAccount } from '../../api/pointsAccount';
import { STORAGE_KEYS, storage } from '../../state/storage';
import { useWalletStore } from '../../state/wallet';

const asDeduction = (pre: PreAiAnalysis): DeductionInfo => ({
  type: pre.type,
  cost: pre.cost,
  days: null,
  mode: pre.mode,
  balance: pre.balance,
  sufficient: pre.canPay,
  prompt: true,
});

/**
 * What the next message costs (`preAiAnalysis`), shown above the composer and asked again
 * whenever the balance changes (a reply was charged, a recharge arrived). `beforeSend` is the
 * deduction step: a points user who has not muted the reminder confirms in the dialog (its
 * 'don't remind me' checkbox mutes it); without enough points the dialog offers a recharge,
 * and the chat route is remembered so the user can come back after paying.
 */
export function useChatCost(companionId: CompanionIdValue) {
  const [pre, setPre] = useState<PreAiAnalysis | null>(null);
  const account = useAccount();
  const balance = `${account?.pointAccount.balance ?? ''}:${account?.vipAccount.isVip ?? ''}`;

  const refresh = useCallback(
    () =>
      chatApi.preAnalysis(companionId).then((result) => {
        if (!isOk(result)) return null;
        setPre(result.data);
        return result.data;
      }),
    [companionId],
  );

  useEffect(() => {
    void refresh();
  }, [refresh, balance]);

  /** Opens the recharge path for a message the points do not cover. */
  const insufficient = useCallback((info: PreAiAnalysis) => {
    storage.set(STORAGE_KEYS.leavePagePointsType, info.type);
    useWalletStore.getState().requestDeduction({
      type: info.type,
      info: { ...asDeduction(info), sufficient: false },
      onConfirm: () => undefined,
    });
  }, []);

  /**
   * Runs `send` once the user may: at once, or after confirming in the dialog. The message
   * itself is asked about, so one the safety screen answers (a crisis) is never held up by
   * points.
   */
  const beforeSend = useCallback(
    async (text: string, send: () => Promise<void>): Promise<void> => {
      const result = await chatApi.preAnalysis(companionId, text);
      const info = isOk(result) ? result.data : pre;
      if (!info || (info.safety !== undefined && info.safety !== 'ok')) {
        // unknown cost, or a reply that is never charged: the server decides
        await send();
        return;
      }
      setPre(info);
      if (info.mode === 'points' && !info.canPay) {
        insufficient(info);
        return;
      }
      if (info.mode === 'points' && !info.muted) {
        useWalletStore.getState().requestDeduction({
          type: info.type,
          info: asDeduction(info),
          onConfirm: send,
        });
        return;
      }
      await send();
    },
    [companionId, insufficient, pre],
  );

  /** The server found the points short after all (1201): the same recharge path. */
  const refused = useCallback(
    async (code: number) => {
      if (code !== ErrorCode.INSUFFICIENT_POINTS) return;
      const info = await refresh();
      if (info) insufficient({ ...info, canPay: false });
    },
    [insufficient, refresh],
  );

  return { pre, beforeSend, refused, refresh };
}
