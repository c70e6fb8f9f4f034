import { useNavigate } from 'react-router';
import { endpoints } from '@starlit/contracts/endpoints';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { usePaidAction } from '../../components/Paid/usePaidAction';
import { useRelationsPairStore } from '../../state/relationsPair';
import type { Pair } from './usePair';

/** Where a kept deep report opens. */
export const reportPath = (reportId: number) => `/deepInterpretationHpReport?id=${reportId}`;

/**
 * The deep report of the chosen pair: its locked preview (the price, the overview), and
 * `unlock`, the paid flow (unlockDepthReport), which makes and keeps the report, then opens it.
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
  const paid = usePaidAction(
    'unlockDepthReport',
    endpoints.relations.unlockDepth,
    ([idA, idB]: [number, number]) => relationsApi.unlockDepth(idA, idB),
    ({ reportId }) => {
      if (reportId === undefined) return;
      useRelationsPairStore.getState().setReport(reportId);
      void navigate(reportPath(reportId));
    },
  );

  const unlock = async () => {
    if (!pair.complete || !a || !b) return;
    await paid.run([a.id, b.id]);
  };

  return { preview, unlock, unlocking: paid.busy };
}
