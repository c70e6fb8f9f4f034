import { useState } from 'react';
import type { MbtiReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { ApiError, isOk } from '../../api/http';
import { mbtiApi } from '../../api/mbti';
import { useApiQuery } from '../../api/query';
import { toastError } from '../../i18n/errors';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';

/**
 * A kept result and its report (the overview while locked, every section once unlocked),
 * reloaded with the language. `unlock` asks through the deduction dialog (unlockMbti: 35
 * points, free for VIP), then unlocks and shows the whole report; without enough points the
 * recharge popup opens. `gone` is a result that does not exist (any more): 1501.
 */
export function useReport(id: string | null) {
  const state = useApiQuery(endpoints.mbti.report, { id }, () => mbtiApi.report(id ?? ''), {
    enabled: Boolean(id),
  });
  const [opened, setOpened] = useState<MbtiReport | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const ofId = (r: MbtiReport | null | undefined) => (r && r.result.id === id ? r : null);
  const loaded = ofId(state.data);
  const fresh = ofId(opened);
  const report = loaded?.unlocked ? loaded : (fresh ?? loaded);
  const { result } = state;
  const gone =
    !report &&
    !!result &&
    !(result instanceof ApiError) &&
    result.code === ErrorCode.REPORT_UNAVAILABLE;

  const confirmed = async (resultId: string) => {
    setUnlocking(true);
    try {
      const answer = await mbtiApi.unlock(resultId);
      if (isOk(answer)) {
        setOpened(answer.data);
        return;
      }
      toastError(answer);
      if (answer.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
    } finally {
      setUnlocking(false);
    }
  };

  const unlock = async () => {
    if (!id || !report || report.unlocked || unlocking) return;
    setUnlocking(true);
    try {
      await requestDeduction('unlockMbti', () => confirmed(id));
    } finally {
      setUnlocking(false);
    }
  };

  return { ...state, report, gone, unlock, unlocking };
}
