import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const astrology = endpoints.astrology;

/** The archive-based calls send the spec's body: the id, and three fields left empty. */
const archiveBody = (archiveId: number) => ({
  archive_id: archiveId,
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
   * The fortune of a day (today on this device unless given) for an archive (the current one
   * when left out); 1602 without a profile.
   */
  fortune: (archiveId?: number, date = deviceDate()) =>
    call(astrology.fortune, {
      timestamp: Date.now(),
      ...(archiveId ? { archive_id: archiveId } : {}),
      date,
    }),
  /** the six-trait radar of an archive's chart */
  relation: (archiveId: number) => call(astrology.relation, archiveBody(archiveId)),
  /** the six-trait radar of a sign */
  signTraits: (constellation: number) =>
    call(astrology.signTraits, { constellation, timestamp: Date.now() }),
  /** the single stellar reading of a Sun sign: six sections */
  single: (signId: number) =>
    call(astrology.single, { constellation_a: { star1_id: signId }, timestamp: Date.now() }),
  astrolabe: (archiveId: number) => call(astrology.astrolabe, archiveBody(archiveId)),
  /** the natal ("destiny") report: the overview free, everything once unlocked */
  destiny: (archiveId: number) => call(astrology.destiny, archiveBody(archiveId)),
  /** unlocks the natal report (unlockDestiny, 120 points, charged once per profile) */
  unlockDestiny: (archiveId: number) => call(astrology.unlockDestiny, archiveBody(archiveId)),
  /** today's in-depth horoscope report (analysis4Fortune, charged once a day per profile) */
  horoscopeReport: (archiveId: number, date = deviceDate()) =>
    call(astrology.horoscopeReport, { ...archiveBody(archiveId), date }),
  /** whether that day's report is paid for already (asking charges nothing) */
  horoscopeStatus: (archiveId: number, date = deviceDate()) =>
    call(astrology.horoscopeStatus, { ...archiveBody(archiveId), date }),
  /** the free sample of a natal report */
  sample: () => call(astrology.sample),
};
