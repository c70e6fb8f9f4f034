import type { Lang } from '@starlit/contracts';
import { chartHighlights, composeSynastryReport, type ReportSection } from '@starlit/core/astro';
import { composeTiesSections } from '@starlit/core/mansions';
import type { InterpretTask } from './types';

type RelationTask = Extract<InterpretTask, { kind: 'synastry' | 'depth' }>;

/**
 * The embedded text of a relationship report. The deep report opens with the synastry's
 * overview, then each person's chart, the synastry in detail, the lunar mansions, and ends
 * with the synastry's advice.
 */
export function relationSections(task: RelationTask, lang: Lang): ReportSection[] {
  const synastry = composeSynastryReport(task.a, task.b, task.synastry, lang);
  if (task.kind === 'synastry') return synastry;
  const [overview, ...rest] = synastry;
  const advice = rest.filter((s) => s.key === 'advice');
  const middle = rest.filter((s) => s.key !== 'advice');
  const ties = composeTiesSections(
    { index: task.a.mansion, nickname: task.a.nickname },
    { index: task.b.mansion, nickname: task.b.nickname },
    lang,
  ).map((s) => ({ ...s, key: `ties-${s.key}` }));
  return [
    ...(overview ? [overview] : []),
    { ...chartHighlights(task.a, lang), key: 'chart-a' },
    { ...chartHighlights(task.b, lang), key: 'chart-b' },
    ...middle,
    ...ties,
    ...advice,
  ];
}
