import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ROOT } from '../src/paths';
import { useTestApp } from './support/app';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ METRICS_TOKEN: TOKEN });

const repo = path.resolve(SERVER_ROOT, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

interface Rule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: Array<{ expr: string; refId: string }>;
}

/** Metric names in PromQL: ours, Node's and the process's, and Prometheus's own `up`. */
const namesIn = (expr: string): string[] =>
  expr.match(/\b(?:starlit|nodejs|process)_[a-z0-9_]+|\bup(?=\{)/g) ?? [];

/** Histogram series are named after their metric plus one of these. */
const SERIES_SUFFIX = /_(?:bucket|count|sum)$/;

/** Every metric the app exposes, from a scrape's `# TYPE` lines (present before any sample). */
async function exposedNames(): Promise<Set<string>> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const names = res.body
    .split('\n')
    .filter((line) => line.startsWith('# TYPE '))
    .map((line) => line.split(' ')[2]!);
  return new Set(['up', ...names]);
}

const known = (exposed: Set<string>, name: string) =>
  exposed.has(name) || exposed.has(name.replace(SERIES_SUFFIX, ''));

const alerts = (): Rule[] => {
  const file = parse(read('deploy/prometheus-alerts.yml')) as {
    groups: Array<{ name: string; rules: Rule[] }>;
  };
  expect(file.groups.length).toBeGreaterThan(0);
  return file.groups.flatMap((g) => g.rules);
};

const panels = (): Panel[] => {
  const dashboard = JSON.parse(read('deploy/grafana-dashboard.json')) as {
    uid: string;
    title: string;
    schemaVersion: number;
    panels: Panel[];
  };
  expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
  expect(dashboard.schemaVersion).toBeGreaterThan(30);
  return dashboard.panels;
};

describe('deploy/prometheus-alerts.yml', () => {
  it('is a rule file whose every alert has an expression, a severity and a summary', () => {
    const rules = alerts();
    expect(rules.length).toBeGreaterThanOrEqual(10);
    const names = rules.map((r) => r.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^Starlit[A-Za-z0-9]+$/);
      expect(rule.expr?.trim(), rule.alert).toBeTruthy();
      expect(['critical', 'warning']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
    }
  });

  it('uses only metrics the app exposes', async () => {
    const exposed = await exposedNames();
    for (const rule of alerts())
      for (const name of namesIn(rule.expr ?? ''))
        expect(known(exposed, name), `${rule.alert}: ${name}`).toBe(true);
  });
});

describe('deploy/grafana-dashboard.json', () => {
  it('is a dashboard of panels with unique ids, each graph with queries', () => {
    const all = panels();
    const ids = all.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const graphs = all.filter((p) => p.type !== 'row');
    expect(graphs.length).toBeGreaterThanOrEqual(20);
    for (const panel of graphs) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      for (const target of panel.targets ?? []) expect(target.expr, panel.title).toBeTruthy();
    }
  });

  it('uses only metrics the app exposes, and shows every starlit metric', async () => {
    const exposed = await exposedNames();
    const used = new Set(
      panels()
        .flatMap((p) => p.targets ?? [])
        .flatMap((target) => namesIn(target.expr)),
    );
    for (const name of used) expect(known(exposed, name), name).toBe(true);
    const shown = new Set([...used].map((n) => n.replace(SERIES_SUFFIX, '')));
    for (const name of exposed)
      if (name.startsWith('starlit_'))
        expect(shown.has(name), `not on the dashboard: ${name}`).toBe(true);
  });
});

describe('docs/operations.md', () => {
  it('explains every alert and every starlit metric', async () => {
    const doc = read('docs/operations.md');
    for (const rule of alerts()) expect(doc, rule.alert).toContain(rule.alert!);
    for (const name of await exposedNames())
      if (name.startsWith('starlit_')) expect(doc, name).toContain(name);
  });
});
