import type { BaziSettings } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const bazi = endpoints.bazi;

/** 八字 (/api/v2/bazi/…): a profile's Four Pillars, the member's settings, the luck report. */
export const baziApi = {
  /** a profile's chart and reading in the app's language (the luck report once unlocked) */
  chart: (profileId: number) => call(bazi.chart, { profileId }),
  /** changes the member's 八字 settings; every profile's chart is cast with them */
  settings: (patch: Partial<BaziSettings>) => call(bazi.settings, patch),
  /** unlocks a profile's luck-pillar report (unlockBaziLuck, charged once per profile) */
  unlockLuck: (profileId: number) => call(bazi.unlockLuck, { profileId }),
};
