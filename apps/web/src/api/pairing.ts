import type { PairingPerson } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

/** Zodiac pairing (constellation/pairing, /api/v2): free, signed in (4001 otherwise). */
export const pairingApi = {
  /**
   * Exactly two people, each a stored profile (`{archive_id}`) or a typed birthday
   * (`{nickname, birthDate, birthTime?}`, the time left out when unknown). Level 'charts' (the
   * synastry's own scores) when both are stored profiles, 'signs' (Sun and Moon signs) otherwise.
   */
  pair: (people: readonly [PairingPerson, PairingPerson]) =>
    call(endpoints.relations.pairing, { people: [...people], timestamp: Date.now() }),
};
