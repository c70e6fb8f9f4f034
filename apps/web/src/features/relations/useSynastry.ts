import { useState } from 'react';
import type { SynastryReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { toastError } from '../../i18n/errors';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';
import type { Pair } from './usePair';

/**
 * The synastry of the chosen pair (any two different profiles): the free
 * overview, everything once unlocked. `unlock` asks through the deduction dialog
 * (unlockSerendipityTogether), then unlocks and shows the whole report; without enough points
 * the recharge popup opens. Reloaded with the pair and the language.
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
  const [unlocking, setUnlocking] = useState(false);
  const ofPair = (r: SynastryReport | null | undefined) =>
    r && r.people[0].archiveId === a?.id && r.people[1].archiveId === b?.id ? r : null;
  const loaded = ofPair(state.data);
  const fresh = ofPair(opened);
  const report = loaded?.unlocked ? loaded : (fresh ?? loaded);

  const confirmed = async (idA: number, idB: number) => {
    setUnlocking(true);
    try {
      const result = await relationsApi.unlockSynastry(idA, idB);
      if (isOk(result)) {
        setOpened(result.data);
        return;
      }
      toastError(result);
      if (result.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
    } finally {
      setUnlocking(false);
    }
  };

  const unlock = async () => {
    if (!a || !b || !pair.complete || unlocking) return;
    const [idA, idB] = [a.id, b.id];
    setUnlocking(true);
    try {
      await requestDeduction('unlockSerendipityTogether', () => confirmed(idA, idB));
    } finally {
      setUnlocking(false);
    }
  };

  return { ...state, report, unlock, unlocking };
}
