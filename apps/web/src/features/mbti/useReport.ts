import { useState } from 'react';
import type { MbtiReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { ApiError } from '../../api/http';
import { mbtiApi } from '../../api/mbti';
import { useApiQuery } from '../../api/query';
import { usePaidAction } from '../../components/Paid/usePaidAction';

/**
 * A kept result and its report (the overview while locked, every section once unlocked),
 * reloaded with the language. `unlock` is the paid flow (unlockMbti: 35 points, free for
 * VIP) and shows the whole report. `gone` is a result that does not exist (any more): 1501.
 */
export function useReport(id: string | null) {
  const state = useApiQuery(endpoints.mbti.report, { id }, () => mbtiApi.report(id ?? ''), {
    enabled: Boolean(id),
  });
  const [opened, setOpened] = useState<MbtiReport | null>(null);
  const paid = usePaidAction('unlockMbti', endpoints.mbti.unlock, mbtiApi.unlock, setOpened);
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

  const unlock = async () => {
    if (!id || !report || report.unlocked) return;
    await paid.run(id);
  };

  return { ...state, report, gone, unlock, unlocking: paid.busy };
}
