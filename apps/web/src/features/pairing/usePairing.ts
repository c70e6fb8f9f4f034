import type { PairingResult } from '@starlit/contracts';
import { pairingApi } from '../../api/pairing';
import { useApi } from '../../api/useApi';
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
  const key = people ? `pairing:${lang}:${JSON.stringify(people)}` : null;
  const state = useApi<PairingResult>(key, () =>
    people ? pairingApi.pair(people) : Promise.reject(new Error('no pair')),
  );
  return { ...state, invalid };
}
