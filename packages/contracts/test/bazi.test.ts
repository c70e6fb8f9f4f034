import { describe, expect, it } from 'vitest';
import { baziChartBody, baziRoutes, baziSettingsBody, baziUnlockBody } from '../src/bazi';
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
});
