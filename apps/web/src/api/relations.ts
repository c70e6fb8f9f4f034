import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const relations = endpoints.relations;

/** Two stored profiles: A first, B second. */
const pair = (a: number, b: number) => ({ archive_a: a, archive_b: b, timestamp: Date.now() });

/**
 * Relationships between two stored profiles (/api/v2): stellar ties (the 27 lunar mansions),
 * synastry ("serendipity together") and the deep report with its history.
 */
export const relationsApi = {
  /** both people's lunar birthday and mansion, and what each is to the other (free) */
  ties: (a: number, b: number) => call(relations.ties, pair(a, b)),
  /** one profile's mansion (the current one when left out) and the 27 around it (free) */
  mansionChart: (profileId?: number) =>
    call(relations.mansionChart, profileId ? { archive_id: profileId } : {}),
  /** the synastry of any two profiles: the overview free, every section once unlocked */
  synastry: (a: number, b: number) => call(relations.synastry, pair(a, b)),
  /** the composite and Davison charts of two profiles, each with its short reading (free) */
  relationshipCharts: (a: number, b: number) => call(relations.relationshipCharts, pair(a, b)),
  /** two profiles' 八字 side by side and how the four methods agree (free) */
  baziPair: (a: number, b: number) => call(relations.baziPair, pair(a, b)),
  /** unlocks the synastry report (unlockSerendipityTogether, charged once per pair) */
  unlockSynastry: (a: number, b: number) => call(relations.unlockSynastry, pair(a, b)),
  /** the deep report's locked preview for a pair (people, overall, the overview) */
  depthPreview: (a: number, b: number) => call(relations.depthReport, pair(a, b)),
  /** a kept deep report; 1501 when it no longer exists */
  depthReport: (reportId: number) =>
    call(relations.depthReport, { report_id: reportId, timestamp: Date.now() }),
  /** makes and keeps a deep report of a pair (unlockDepthReport); it carries its reportId */
  unlockDepth: (a: number, b: number) => call(relations.unlockDepth, pair(a, b)),
  /** the kept deep reports, newest first */
  depthHistory: () => call(relations.depthHistory, { timestamp: Date.now() }),
  /** deletes kept deep reports; 1501 when none of them exist */
  deleteDepth: (ids: readonly number[]) => call(relations.deleteDepth, { ids: [...ids] }),
};
