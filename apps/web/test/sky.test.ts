import { describe, expect, it } from 'vitest';
import { moonInfo, moonPath, sunSign } from '../src/features/home/sky';

describe('daily sky', () => {
  it('finds the full moon of 23 April 2024 and the new moon of 8 April 2024', () => {
    const full = moonInfo(new Date(Date.UTC(2024, 3, 23, 23, 49)));
    expect(full.phase).toBe('full');
    expect(full.illumination).toBeGreaterThan(0.97);
    const fresh = moonInfo(new Date(Date.UTC(2024, 3, 8, 18, 21)));
    expect(fresh.phase).toBe('new');
    expect(fresh.illumination).toBeLessThan(0.03);
  });

  it('gives the first quarter of 15 April 2024 about half lit', () => {
    const quarter = moonInfo(new Date(Date.UTC(2024, 3, 15, 19, 13)));
    expect(quarter.phase).toBe('firstQuarter');
    expect(quarter.illumination).toBeGreaterThan(0.4);
    expect(quarter.illumination).toBeLessThan(0.6);
  });

  it('puts the sun in the right sign at the cusps', () => {
    const on = (m: number, d: number) => sunSign(new Date(2025, m - 1, d));
    expect(on(3, 20)).toBe(11);
    expect(on(3, 21)).toBe(0);
    expect(on(11, 21)).toBe(7);
    expect(on(11, 22)).toBe(8);
    expect(on(12, 22)).toBe(9);
    expect(on(1, 1)).toBe(9);
    expect(on(1, 20)).toBe(10);
    expect(on(2, 19)).toBe(11);
  });

  it('draws a closed path for the lit part', () => {
    expect(moonPath(0.25, 50)).toMatch(
      /^M 50 0 A 50 50 0 0 1 50 100 A [\d.e-]+ 50 0 0 [01] 50 0 Z$/,
    );
  });
});
