import type { Endpoint } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { queryClient } from './query';

/**
 * What a write makes stale, in one place: after a write's successful answer (a call's
 * envelope with code 200, a stream's `done`), the queries of the listed reads are asked again
 * where shown and dropped elsewhere, and a charge reloads the points account (./pointsAccount.ts)
 * wherever it was loaded. Signing out empties the whole cache (./query.ts).
 */
interface WriteEffect {
  /** the reads (by endpoint) whose queries go stale */
  reads?: readonly Endpoint[];
  /** points moved: the account is loaded again */
  account?: boolean;
}

const { astrology, chat, mbti, points, profiles, redeem, relations, settings, tarot } = endpoints;
const { bazi } = endpoints;
const { dice, account: accountEndpoints, invites, journal, cycles } = endpoints;

/** Every read of the journal: a note written or deleted changes them all. */
const JOURNAL_READS: readonly Endpoint[] = [
  journal.list,
  journal.entry,
  journal.tags,
  journal.onThisDay,
];

/** Reads about a profile: a profile edit changes its fortune, charts and reports. */
const PROFILE_READS: readonly Endpoint[] = [
  profiles.list,
  profiles.info,
  ...Object.values(astrology),
  ...Object.values(relations),
  bazi.chart,
];

/** Reads of the points a charge moves. */
const POINTS_READS: readonly Endpoint[] = [
  points.featuresUsage,
  points.pointsRecord,
  points.deductionInfo,
  invites.myInviteInfo,
];

const CHARGE: WriteEffect = { reads: POINTS_READS, account: true };

const EFFECTS = new Map<Endpoint, WriteEffect>([
  [profiles.addOwn, { reads: PROFILE_READS }],
  [profiles.addRelation, { reads: PROFILE_READS }],
  [profiles.remove, { reads: PROFILE_READS }],
  [profiles.setCurrent, { reads: PROFILE_READS }],
  [accountEndpoints.updateProfile, { reads: PROFILE_READS }],
  // the chart options are settings: every chart, fortune and report is drawn with them
  [
    settings.updateUserConfig,
    {
      reads: [
        settings.userConfig,
        points.deductionInfo,
        ...Object.values(astrology),
        ...Object.values(relations),
      ],
    },
  ],
  [settings.mutePointsNotification, { reads: [settings.userConfig, points.deductionInfo] }],
  [points.signIn, CHARGE],
  [points.swapPoints, CHARGE],
  [points.claimTask, { reads: [...POINTS_READS, points.pointsTasks], account: true }],
  [redeem.redeemWithCode, CHARGE],
  [tarot.analysis, CHARGE],
  [tarot.prediction, { reads: [tarot.history] }],
  [tarot.deleteHistory, { reads: [tarot.history] }],
  [dice.analysis, CHARGE],
  [chat.send, { reads: [...POINTS_READS, chat.latest, chat.records], account: true }],
  [chat.deleteRecords, { reads: [chat.latest, chat.records] }],
  [astrology.unlockDestiny, { reads: [...POINTS_READS, astrology.destiny], account: true }],
  [bazi.settings, { reads: [bazi.chart] }],
  [bazi.unlockLuck, { reads: [...POINTS_READS, bazi.chart], account: true }],
  [cycles.unlockSolarReturn, { reads: [...POINTS_READS, cycles.solarReturn], account: true }],
  [cycles.solarReturnPlace, { reads: [cycles.solarReturn] }],
  [
    astrology.horoscopeReport,
    { reads: [...POINTS_READS, astrology.horoscopeStatus], account: true },
  ],
  [relations.unlockSynastry, { reads: [...POINTS_READS, relations.synastry], account: true }],
  [relations.unlockDepth, { ...CHARGE, reads: [...POINTS_READS, ...Object.values(relations)] }],
  [relations.deleteDepth, { reads: [relations.depthHistory] }],
  [mbti.calculate, { reads: [mbti.latest, mbti.history] }],
  [mbti.deleteHistory, { reads: [mbti.latest, mbti.history] }],
  [mbti.unlock, { reads: [...POINTS_READS, mbti.report, mbti.latest], account: true }],
  [journal.save, { reads: JOURNAL_READS }],
  [journal.remove, { reads: JOURNAL_READS }],
]);

/** After a write's successful answer: marks what it changed stale. */
export function afterWrite(endpoint: Endpoint): void {
  const effect = EFFECTS.get(endpoint);
  if (!effect) return;
  for (const read of effect.reads ?? []) {
    void queryClient.invalidateQueries({ queryKey: [read.path] });
  }
  // the account is asked again even where nothing shows it now: the next screen reads it
  if (effect.account) {
    void queryClient.invalidateQueries({ queryKey: [points.userAccount.path], refetchType: 'all' });
  }
}
