import type { PairingResult } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { pairingApi } from '../../api/pairing';
import { useApiQuery } from '../../api/query';
import { useAppStore } from '../../state/app';
import { SAMPLE_NAMES, defaultPair, pairProblem, toPeople } from './model';

/**
 * The pairing of the pair in the global state, read again when the pair or the language
 * changes (sample people are named in that language). `invalid` when the state holds no valid
 * pair (nothing is asked then).
 */
export function usePairing() {
  const lang = useAppStore((s) => s.lang);
  const stored = useAppStore((s) => s.pairingProfiles);
  const profiles = defaultPair(stored, [], null, SAMPLE_NAMES[lang]);
  const invalid = pairProblem(profiles) !== null;
  const people = invalid ? null : toPeople(profiles);
  const state = useApiQuery<PairingResult>(
    endpoints.relations.pairing,
    people,
    () => (people ? pairingApi.pair(people) : Promise.reject(new Error('no pair'))),
    { enabled: people !== null },
  );
  return { ...state, invalid };
}
