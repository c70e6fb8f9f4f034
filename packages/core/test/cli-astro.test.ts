import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chartCommand } from '../cli/chart';
import { POINT_IDS } from '../src/astro';
import { CliError } from '../cli/input';
import {
  compositeCommand,
  davisonCommand,
  progressedCommand,
  solarReturnCommand,
  transitsCommand,
} from '../cli/sky-commands';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'packages/core/cli/index.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
  });
const SHANGHAI = { utc: '1990-05-17T04:30:00Z', lat: 31.23, lon: 121.47 };

describe('the astrology command line', () => {
  it('takes the chart options and names the points', () => {
    const out = chartCommand(
      JSON.stringify({ ...SHANGHAI, houseSystem: 'koch', zodiac: 'sidereal', node: 'true' }),
    );
    expect(out.houseSystem).toBe('koch');
    expect(out.houseSystemUsed).toBe('koch');
    expect(out.zodiac).toBe('sidereal');
    expect(out.ayanamsa?.kind).toBe('lahiri');
    expect(out.points.map((p) => p.id)).toEqual([...POINT_IDS]);
    expect(out.northNode).toBe(out.points[0]!.lon);
  });

  it('says which system it used inside the polar circles', () => {
    const out = chartCommand(JSON.stringify({ ...SHANGHAI, lat: 70, houseSystem: 'placidus' }));
    expect(out.houseSystem).toBe('placidus');
    expect(out.houseSystemUsed).toBe('porphyry');
  });

  it('refuses unknown options with a message', () => {
    expect(() => chartCommand(JSON.stringify({ ...SHANGHAI, houseSystem: 'topo' }))).toThrow(
      CliError,
    );
    expect(() => chartCommand(JSON.stringify({ ...SHANGHAI, zodiac: 'draconic' }))).toThrow(
      /"zodiac" must be one of tropical, sidereal/,
    );
  });

  it('prints transits, a solar return, progressions, composite and Davison charts', () => {
    const natal = SHANGHAI;
    const t = transitsCommand(
      JSON.stringify({ natal, from: '2027-01-01T00:00:00Z', to: '2027-01-08T00:00:00Z' }),
    );
    expect(t.events.length).toBeGreaterThan(10);
    for (const e of t.events) {
      expect(Object.keys(e)).toEqual(
        expect.arrayContaining(['planet', 'natalPoint', 'aspect', 'exactUtc']),
      );
      expect(Date.parse(e.exactUtc)).toBeGreaterThanOrEqual(Date.parse('2027-01-01T00:00:00Z'));
    }
    const r = solarReturnCommand(JSON.stringify({ natal, year: 2027, lat: 39.9, lon: 116.4 }));
    expect(r.utc.slice(0, 10)).toBe('2027-05-17');
    expect(r.chart.planets).toHaveLength(10);
    const p = progressedCommand(JSON.stringify({ natal, on: '2026-12-06' }));
    expect(p.utc.slice(0, 10)).toBe('1990-06-22');
    for (const command of [compositeCommand, davisonCommand]) {
      const c = command(JSON.stringify({ a: natal, b: { ...natal, utc: '1992-02-29T12:00:00Z' } }));
      expect(c.houses).toHaveLength(12);
      expect(c.points).toHaveLength(6);
    }
  });

  it('reads JSON lines on stdin and answers one line each, an error line included', () => {
    const lines = [
      JSON.stringify(SHANGHAI),
      '{"utc":"not a time","lat":0,"lon":0}',
      JSON.stringify({ ...SHANGHAI, houseSystem: 'campanus' }),
    ].join('\n');
    const run = cli(['chart', '-'], `${lines}\n`);
    expect(run.status).toBe(0);
    const out = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(3);
    expect(out[0]!.houseSystem).toBe('placidus');
    expect(out[1]).toEqual({ error: '"utc" must be an ISO date-time with Z or an offset' });
    expect(out[2]!.houseSystem).toBe('campanus');
  });

  it('exits with 2 and the usage for an unknown command', () => {
    const run = cli(['horoscope', '{}']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('solarReturn');
  });
});
