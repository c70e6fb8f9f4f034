import type { PairingResult } from '@starlit/contracts';
import { pairingApi } from '../../api/pairing';
import { useApi } from '../../api/useApi';
import { useAppStore } from '../../state/app';
import { pairProblem, toPeople } from './model';

/**
 * The pairing of the pair in the global state, read again when the pair or the language
 * changes. `invalid` when the state holds no valid pair (nothing is asked then).
 */
export function usePairing() {
  const lang = useAppStore((s) => s.lang);
  const profiles = useAppStore((s) => s.pairingProfiles);
  const invalid = pairProblem(profiles) !== null;
  const people = invalid ? null : toPeople(profiles);
  const key = people ? `pairing:${lang}:${JSON.stringify(people)}` : null;
  const state = useApi<PairingResult>(key, () =>
    people ? pairingApi.pair(people) : Promise.reject(new Error('no pair')),
  );
  return { ...state, invalid };
}
