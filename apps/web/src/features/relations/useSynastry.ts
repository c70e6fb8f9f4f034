import { useState } from 'react';
import type { SynastryReport } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { usePaidAction } from '../../components/Paid/usePaidAction';
import type { Pair } from './usePair';

/**
 * The synastry of the chosen pair (any two different profiles): the free
 * overview, everything once unlocked. `unlock` is the paid flow (unlockSerendipityTogether)
 * and shows the whole report. Reloaded with the pair and the language.
 */
export function useSynastry(pair: Pair) {
  const { a, b } = pair;
  const state = useApiQuery(
    endpoints.relations.synastry,
    [a?.id, b?.id],
    () => relationsApi.synastry(a?.id ?? 0, b?.id ?? 0),
    { enabled: Boolean(pair.complete && a && b) },
  );
  const [opened, setOpened] = useState<SynastryReport | null>(null);
  const paid = usePaidAction(
    'unlockSerendipityTogether',
    endpoints.relations.unlockSynastry,
    ([idA, idB]: [number, number]) => relationsApi.unlockSynastry(idA, idB),
    setOpened,
  );
  const ofPair = (r: SynastryReport | null | undefined) =>
    r && r.people[0].archiveId === a?.id && r.people[1].archiveId === b?.id ? r : null;
  const loaded = ofPair(state.data);
  const fresh = ofPair(opened);
  const report = loaded?.unlocked ? loaded : (fresh ?? loaded);

  const unlock = async () => {
    if (!a || !b || !pair.complete) return;
    await paid.run([a.id, b.id]);
  };

  return { ...state, report, unlock, unlocking: paid.busy };
}
