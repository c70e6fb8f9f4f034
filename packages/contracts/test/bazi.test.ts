import { describe, expect, it } from 'vitest';
import {
  baziChartBody,
  baziChartResponse,
  baziFlowYearSchema,
  baziRoutes,
  baziSettingsBody,
  baziUnlockBody,
} from '../src/bazi';
import { DEDUCTION_TYPES } from '../src/constants';

describe('八字 contracts', () => {
  it('take an optional profile for the chart and a profile for the unlock', () => {
    expect(baziChartBody.safeParse({}).success).toBe(true);
    expect(baziChartBody.safeParse({ profileId: 3, lang: 'zh' }).success).toBe(true);
    for (const bad of [{ profileId: 0 }, { profileId: '3' }, { profileId: 1.5 }])
      expect(baziChartBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(baziUnlockBody.safeParse({}).success).toBe(false);
    expect(baziUnlockBody.safeParse({ profileId: 7 }).success).toBe(true);
  });

  it('change at least one setting, each from its own list', () => {
    expect(baziSettingsBody.safeParse({ trueSolarTime: false }).success).toBe(true);
    expect(baziSettingsBody.safeParse({ dayChange: 'midnight' }).success).toBe(true);
    expect(baziSettingsBody.safeParse({}).success).toBe(false);
    expect(baziSettingsBody.safeParse({ dayChange: 'noon' }).success).toBe(false);
    expect(baziSettingsBody.safeParse({ trueSolarTime: 'yes' }).success).toBe(false);
  });

  it('price the luck-pillar report as its own deduction, paid once with an idempotency key', () => {
    expect(DEDUCTION_TYPES).toContain('unlockBaziLuck');
    expect(baziRoutes.unlockLuck.idempotent).toBe(true);
    expect(baziRoutes.chart.path).toBe('/bazi/chart');
  });

  it('carry ten years of 流年, each with its pillar, god, relations and luck pillar', () => {
    const year = (k: number) => ({
      year: 2026 + k,
      stem: (2 + k) % 10,
      branch: (6 + k) % 12,
      god: '七杀',
      interactions: [{ between: ['flowYear', 'day'], stems: [], branches: ['冲'] }],
      luck: k < 5 ? 3 : null,
    });
    const years = baziChartResponse.shape.years;
    expect(years.safeParse(Array.from({ length: 10 }, (_, k) => year(k))).success).toBe(true);
    expect(years.safeParse(Array.from({ length: 9 }, (_, k) => year(k))).success).toBe(false);
    for (const bad of [{ stem: 10 }, { branch: -1 }, { luck: 1.5 }, { year: '2026' }])
      expect(baziFlowYearSchema.safeParse({ ...year(0), ...bad }).success).toBe(false);
  });
});
