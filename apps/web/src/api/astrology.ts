import type {
  Astrolabe,
  DestinyReport,
  Fortune,
  HoroscopeReport,
  HoroscopeStatus,
  SampleReport,
  SingleReading,
  Traits,
  ZodiacSignInfo,
} from '@starlit/contracts';
import { http } from './http';

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
  signs: () => http.get<{ list: ZodiacSignInfo[] }>('constellation/list'),
  /**
   * The fortune of a day (today on this device unless given) for an archive (the current one
   * when left out); 1602 without a profile.
   */
  fortune: (archiveId?: number, date = deviceDate()) =>
    http.post<Fortune>('fortune', {
      timestamp: Date.now(),
      ...(archiveId ? { archive_id: archiveId } : {}),
      date,
    }),
  /** the six-trait radar of an archive's chart */
  relation: (archiveId: number) =>
    http.post<{ archiveId: number; constellation_traits: Traits }>(
      'constellation/relation',
      archiveBody(archiveId),
    ),
  /** the six-trait radar of a sign */
  signTraits: (constellation: number) =>
    http.post<{ constellation: number; constellation_traits: Traits }>('constellation/traits', {
      constellation,
      timestamp: Date.now(),
    }),
  /** the single stellar reading of a Sun sign: six sections */
  single: (signId: number) =>
    http.post<SingleReading>('constellation/single', {
      constellation_a: { star1_id: signId },
      timestamp: Date.now(),
    }),
  astrolabe: (archiveId: number) => http.post<Astrolabe>('astrolabe/info', archiveBody(archiveId)),
  /** the natal ("destiny") report: the overview free, everything once unlocked */
  destiny: (archiveId: number) =>
    http.post<DestinyReport>('interpret/personal/destiny', archiveBody(archiveId)),
  /** unlocks the natal report (unlockDestiny, 120 points, charged once per profile) */
  unlockDestiny: (archiveId: number) =>
    http.post<DestinyReport>('unlock/destiny', archiveBody(archiveId)),
  /** today's in-depth horoscope report (analysis4Fortune, charged once a day per profile) */
  horoscopeReport: (archiveId: number, date = deviceDate()) =>
    http.post<HoroscopeReport>('horoscope/report', { ...archiveBody(archiveId), date }),
  /** whether that day's report is paid for already (asking charges nothing) */
  horoscopeStatus: (archiveId: number, date = deviceDate()) =>
    http.post<HoroscopeStatus>('horoscope/report/status', { ...archiveBody(archiveId), date }),
  /** the free sample of a natal report */
  sample: () => http.get<SampleReport>('report/sample'),
};
