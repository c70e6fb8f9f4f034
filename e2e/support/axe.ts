import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/**
 * axe-core, the copy @axe-core/playwright ships with, run in the page with axe.run.
 * AxeBuilder.analyze() injects the 0.5 MB script on every call and finishes each run in a new
 * blank page (a second renderer, with axe injected again); on a 2-core machine that was most
 * of an audit's time. Here the script is injected once per document (a hash route keeps the
 * document, so one injection serves every screen opened after it) and the run happens where
 * the screen is. The app has no frames, so nothing is missed by not descending into any.
 */
const require = createRequire(import.meta.url);
const fromAxeBuilder = createRequire(require.resolve('@axe-core/playwright'));
const AXE_SOURCE = (fromAxeBuilder('axe-core') as { source: string }).source;

type AxeRun = { run(context: unknown, options: unknown): Promise<unknown> };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: string[];
}

/** The violations axe finds on the page (the starfield, decoration hidden from readers, left out). */
export async function axeViolations(
  page: Page,
  tags: string[] = WCAG_TAGS,
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // the starfield: hundreds of hidden nodes with nothing to check
  const context: ElementContext = { exclude: [['.sl-starfield']] };
  const options: RunOptions = {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  };
  const results = (await page.evaluate(
    ({ c, o }) => (window as unknown as { axe: AxeRun }).axe.run(c, o),
    { c: context, o: options } as { c: unknown; o: unknown },
  )) as AxeResults;
  return results.violations;
}

/** Serious and critical WCAG 2.x A/AA violations, the first three nodes of each. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}
