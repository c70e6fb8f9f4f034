import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baziCommand } from '../cli/bazi';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SHANGHAI = { local: '1990-05-17T12:30', tz: 'Asia/Shanghai', lat: 31.23, lon: 121.47 };

describe('npm run cli -- bazi', () => {
  it('prints the pillars, eight luck pillars ten years apart and the month’s 节', () => {
    const out = baziCommand(JSON.stringify({ ...SHANGHAI, sex: 'male' }));
    expect(out.pillars.year).toEqual({ stem: '庚', branch: '午' });
    expect(out.pillars.month).toEqual({ stem: '辛', branch: '巳' });
    expect(out.luck.forward).toBe(true);
    expect(out.luck.pillars).toHaveLength(8);
    out.luck.pillars.forEach((p, k) =>
      expect(p.fromAge).toBeCloseTo(out.luck.startAge + 10 * k, 6),
    );
    expect(out.solarTerm.name).toBe('立夏');
    expect(out.solarTerm.utc.slice(0, 16)).toBe('1990-05-05T18:35');
    expect(out.clock.used).toBe('trueSolar');
  });

  it('reads the standard clock with summer time removed', () => {
    // China kept summer time in 1988: 12:00 on the clock was 11:00 standard time, the 午 hour
    // either way, but 13:10 on the clock is 12:10 standard: still 午, not 未
    const out = baziCommand(
      JSON.stringify({
        ...SHANGHAI,
        local: '1988-07-01T13:10',
        sex: 'female',
        trueSolarTime: false,
      }),
    );
    expect(out.clock.standard.slice(11, 16)).toBe('12:10');
    expect(out.pillars.hour.branch).toBe('午');
  });

  it('answers JSON lines on stdin, an input error as an error line', () => {
    const input = [
      JSON.stringify({ ...SHANGHAI, sex: 'female' }),
      JSON.stringify({ ...SHANGHAI, sex: 'other' }),
    ].join('\n');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/core/cli/index.ts', 'bazi', '-'],
      { cwd: root, encoding: 'utf8', input },
    );
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect((lines[0]!.luck as { forward: boolean }).forward).toBe(false);
    expect(lines[1]).toEqual({ error: '"sex" must be "male" or "female"' });
  });
});
