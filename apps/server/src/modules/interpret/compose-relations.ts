import type { Lang } from '@starlit/contracts';
import {
  composeDeepReport,
  composeSynastryReport,
  pairYear,
  type PairYear,
  type ReportSection,
} from '@starlit/core/astro';
import type { InterpretTask } from './types';

type RelationTask = Extract<InterpretTask, { kind: 'synastry' | 'depth' }>;
type DepthTask = Extract<InterpretTask, { kind: 'depth' }>;

/** A deep report's year ahead: the composite chart and the transits to the pair from its day. */
export function depthYear(task: DepthTask): PairYear {
  return pairYear(task.a.chart, task.b.chart, task.from, {
    aTimeKnown: task.a.timeKnown,
    bTimeKnown: task.b.timeKnown,
  });
}

/**
 * The embedded text of a relationship report: the synastry report, or the deep report, which
 * is written for itself (the composite chart, both relationship charts, how the two talk and
 * argue, the year's transits,
 * month by month and the year at a glance) and repeats none of the free texts.
 */
export function relationSections(task: RelationTask, lang: Lang): ReportSection[] {
  if (task.kind === 'synastry') return composeSynastryReport(task.a, task.b, task.synastry, lang);
  return composeDeepReport(task.a, task.b, task.synastry, depthYear(task), lang, task.davison);
}
