import { describe, expect, it } from 'vitest';
import {
  cyclesRoutes,
  progressedMoonResponse,
  solarReturnBody,
  solarReturnPlaceBody,
} from '../src/cycles';
import { DEDUCTION_TYPES, REMINDER_KINDS } from '../src';

describe('solar return and progressed Moon contracts', () => {
  it('take a whole year, an optional own profile and, to remember a place, its id', () => {
    expect(solarReturnBody.safeParse({ year: 2027 }).success).toBe(true);
    expect(solarReturnBody.safeParse({ year: 2027, profileId: 3, lang: 'zh' }).success).toBe(true);
    for (const bad of [
      {},
      { year: '2027' },
      { year: 2027.5 },
      { year: 1500 },
      { year: 2027, profileId: 0 },
    ])
      expect(solarReturnBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(solarReturnPlaceBody.safeParse({ year: 2027 }).success).toBe(false);
    expect(solarReturnPlaceBody.safeParse({ year: 2027, placeId: '' }).success).toBe(false);
    expect(solarReturnPlaceBody.safeParse({ year: 2027, placeId: 'fr-paris' }).success).toBe(true);
  });

  it('answer no progressed Moon without a birth time', () => {
    const unknown = { profileId: 1, timeUnknown: true, now: null, next: null, reading: null };
    expect(progressedMoonResponse.safeParse(unknown).success).toBe(true);
  });

  it('price the year themes as their own deduction, paid once with an idempotency key', () => {
    expect(DEDUCTION_TYPES).toContain('unlockSolarReturn');
    expect(cyclesRoutes.unlockSolarReturn.idempotent).toBe(true);
    expect(cyclesRoutes.solarReturn.idempotent).toBeUndefined();
    expect(cyclesRoutes.solarReturnPlace.path).toBe('/astro/solarReturn/place');
    expect(REMINDER_KINDS).toContain('birthday');
  });
});
