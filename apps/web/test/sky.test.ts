import { describe, expect, it } from 'vitest';
import { cycleFraction, moonPath, phaseFraction } from '../src/components/MoonGlyph';

describe('the moon glyph', () => {
  it('places the moon in its cycle from the phase and the lit share', () => {
    expect(phaseFraction({ phase: 'new', illumination: 0 })).toBeCloseTo(1, 5);
    expect(phaseFraction({ phase: 'firstQuarter', illumination: 0.5 })).toBeCloseTo(0.25, 5);
    expect(phaseFraction({ phase: 'full', illumination: 1 })).toBeCloseTo(0.5, 5);
    expect(phaseFraction({ phase: 'waningCrescent', illumination: 0.09 })).toBeGreaterThan(0.75);
    expect(cycleFraction(0.09, true)).toBeLessThan(0.25);
  });

  it('draws a closed path for the lit part', () => {
    expect(moonPath(0.25, 50)).toMatch(
      /^M 50 0 A 50 50 0 0 1 50 100 A [\d.e-]+ 50 0 0 [01] 50 0 Z$/,
    );
  });
});
