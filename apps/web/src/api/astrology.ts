import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const astrology = endpoints.astrology;

/** The calls about one profile send the spec's body: the id, and three fields left empty. */
const profileBody = (profileId: number) => ({
  archive_id: profileId,
  birth_date: '',
  time_of_birth: '',
  birthplace: '',
  timestamp: Date.now(),
});

/** Today's date on this device (YYYY-MM-DD): the day the user means by "today". */
const deviceDate = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Signs, charts, today's fortune and the astrology reports (/api/v2). */
export const astrologyApi = {
  signs: () => call(astrology.signs),
  /**
   * The fortune of a day (today on this device unless given) for a profile (the current one
   * when left out); 1602 without a profile.
   */
  fortune: (profileId?: number, date = deviceDate()) =>
    call(astrology.fortune, {
      timestamp: Date.now(),
      ...(profileId ? { archive_id: profileId } : {}),
      date,
    }),
  /** the six-trait radar of a profile's chart */
  relation: (profileId: number) => call(astrology.relation, profileBody(profileId)),
  /** the six-trait radar of a sign */
  signTraits: (constellation: number) =>
    call(astrology.signTraits, { constellation, timestamp: Date.now() }),
  /** the single stellar reading of a Sun sign: six sections */
  single: (signId: number) =>
    call(astrology.single, { constellation_a: { star1_id: signId }, timestamp: Date.now() }),
  astrolabe: (profileId: number) => call(astrology.astrolabe, profileBody(profileId)),
  /** the natal ("destiny") report: the overview free, everything once unlocked */
  destiny: (profileId: number) => call(astrology.destiny, profileBody(profileId)),
  /** unlocks the natal report (unlockDestiny, 120 points, charged once per profile) */
  unlockDestiny: (profileId: number) => call(astrology.unlockDestiny, profileBody(profileId)),
  /** today's in-depth horoscope report (analysis4Fortune, charged once a day per profile) */
  horoscopeReport: (profileId: number, date = deviceDate()) =>
    call(astrology.horoscopeReport, { ...profileBody(profileId), date }),
  /** whether that day's report is paid for already (asking charges nothing) */
  horoscopeStatus: (profileId: number, date = deviceDate()) =>
    call(astrology.horoscopeStatus, { ...profileBody(profileId), date }),
  /** the free sample of a natal report */
  sample: () => call(astrology.sample),
};
