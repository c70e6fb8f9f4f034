import type { PairingPerson, PairingResult } from '@starlit/contracts';
import { http } from './http';

/** Zodiac pairing (constellation/pairing, /api/v2): free, signed in (4001 otherwise). */
export const pairingApi = {
  /**
   * Exactly two people, each a stored profile (`{archive_id}`) or a typed birthday
   * (`{nickname, birthDate, birthTime?}`, the time left out when unknown). Level 'charts' (the
   * synastry's own scores) when both are stored profiles, 'signs' (Sun and Moon signs) otherwise.
   */
  pair: (people: readonly [PairingPerson, PairingPerson]) =>
    http.post<PairingResult>('constellation/pairing', { people, timestamp: Date.now() }),
};
