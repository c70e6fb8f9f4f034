import { describe, expect, it } from 'vitest';
import { skyNow } from '../src/astro';

describe('skyNow: the Moon as every screen shows it', () => {
  it('finds the full moon of 23 April 2024 and the new moon of 8 April 2024', () => {
    const full = skyNow(new Date(Date.UTC(2024, 3, 23, 23, 49)));
    expect(full.phase).toBe('full');
    expect(full.illumination).toBe(1);
    const fresh = skyNow(new Date(Date.UTC(2024, 3, 8, 18, 21)));
    expect(fresh.phase).toBe('new');
    expect(fresh.illumination).toBe(0);
  });

  it('gives the first quarter of 15 April 2024 half lit', () => {
    const quarter = skyNow(new Date(Date.UTC(2024, 3, 15, 19, 13)));
    expect(quarter.phase).toBe('firstQuarter');
    expect(quarter.illumination).toBe(0.5);
  });

  it('reads the crescent from the true elongation, not a mean month', () => {
    // the evening of 5 December 2026: 9 % lit (a mean synodic month said 14 %)
    const crescent = skyNow(new Date('2026-12-05T20:00:00Z'));
    expect(crescent.phase).toBe('waningCrescent');
    expect(crescent.illumination).toBe(0.09);
  });

  it('places the Sun and Moon by sign and degree', () => {
    const sky = skyNow(new Date(Date.UTC(2025, 2, 21, 12)));
    expect(sky.sun.sign).toBe(0);
    expect(sky.sun.degree).toBeLessThan(2);
    expect(sky.moon.degree).toBeGreaterThanOrEqual(0);
    expect(sky.moon.degree).toBeLessThan(30);
  });
});
