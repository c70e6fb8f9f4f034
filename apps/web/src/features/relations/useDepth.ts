import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { toastError } from '../../i18n/errors';
import { useRelationsPairStore } from '../../state/relationsPair';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';
import type { Pair } from './usePair';

/** Where a kept deep report opens. */
export const reportPath = (reportId: number) => `/deepInterpretationHpReport?id=${reportId}`;

/**
 * The deep report of the chosen pair: its locked preview (the price, the overview), and
 * `unlock`, which asks through the deduction dialog (unlockDepthReport), makes and keeps the
 * report, then opens it. Without enough points the recharge popup opens.
 */
export function useDepthReport(pair: Pair) {
  const navigate = useNavigate();
  const { a, b } = pair;
  const preview = useApiQuery(
    endpoints.relations.depthReport,
    [a?.id, b?.id],
    () => relationsApi.depthPreview(a?.id ?? 0, b?.id ?? 0),
    { enabled: Boolean(pair.complete && a && b) },
  );
  const [unlocking, setUnlocking] = useState(false);

  const confirmed = async (idA: number, idB: number) => {
    setUnlocking(true);
    try {
      const result = await relationsApi.unlockDepth(idA, idB);
      if (isOk(result) && result.data.reportId !== undefined) {
        useRelationsPairStore.getState().setReport(result.data.reportId);
        void navigate(reportPath(result.data.reportId));
        return;
      }
      toastError(result);
      if (result.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
    } finally {
      setUnlocking(false);
    }
  };

  const unlock = async () => {
    if (!pair.complete || !a || !b || unlocking) return;
    const [idA, idB] = [a.id, b.id];
    setUnlocking(true);
    try {
      await requestDeduction('unlockDepthReport', () => confirmed(idA, idB));
    } finally {
      setUnlocking(false);
    }
  };

  return { preview, unlock, unlocking };
}
