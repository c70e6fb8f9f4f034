import { describe, expect, it } from 'vitest';
import { moonPath } from '../src/components/MoonGlyph';

const R = 50;

/**
 * Whether a point lies in the lit part that the path draws. The path is the limb (a half
 * circle from the top to the bottom, through the right with sweep 1, the left with sweep 0)
 * and the terminator (a half ellipse from the bottom back to the top, through the left with
 * sweep 1, the right with sweep 0), read straight from the path's own numbers.
 */
function litTest(path: string): (x: number, y: number) => boolean {
  const m = /^M 50 0 A 50 50 0 0 ([01]) 50 100 A ([\d.e-]+) 50 0 0 ([01]) 50 0 Z$/.exec(path);
  if (!m) throw new Error(`unexpected path ${path}`);
  const limbRight = m[1] === '1';
  const rx = Number(m[2]);
  const terminatorRight = m[3] === '0';
  return (x, y) => {
    const dx = x - R;
    const dy = y - R;
    if (dx * dx + dy * dy > R * R) return false;
    if (limbRight !== dx > 0) {
      // the half away from the limb is lit only inside a terminator bulging into it
      if (terminatorRight === limbRight) return false;
      return (dx * dx) / (rx * rx || 1e-12) + (dy * dy) / (R * R) <= 1;
    }
    // the limb's half: lit outside a terminator bulging into it, all of it otherwise
    if (terminatorRight !== limbRight) return true;
    return (dx * dx) / (rx * rx || 1e-12) + (dy * dy) / (R * R) > 1;
  };
}

/** The lit share of the disc and of its left and right halves, on a fine grid. */
function measure(fraction: number) {
  const lit = litTest(moonPath(fraction, R));
  let disc = 0;
  let on = 0;
  let left = 0;
  let right = 0;
  const step = 0.5;
  for (let x = step / 2; x < 2 * R; x += step)
    for (let y = step / 2; y < 2 * R; y += step) {
      if ((x - R) ** 2 + (y - R) ** 2 > R * R) continue;
      disc += 1;
      if (!lit(x, y)) continue;
      on += 1;
      if (x < R) left += 1;
      else right += 1;
    }
  return { lit: on / disc, left: left / (disc / 2), right: right / (disc / 2) };
}

describe('the moon drawing', () => {
  it('draws a new moon dark', () => {
    expect(measure(0).lit).toBeLessThan(0.01);
    expect(measure(0.999).lit).toBeLessThan(0.01);
  });

  it('lights the right half at the first quarter and the left half at the last', () => {
    const first = measure(0.25);
    expect(first.lit).toBeCloseTo(0.5, 1);
    expect(first.right).toBeGreaterThan(0.98);
    expect(first.left).toBeLessThan(0.02);
    const last = measure(0.75);
    expect(last.lit).toBeCloseTo(0.5, 1);
    expect(last.left).toBeGreaterThan(0.98);
    expect(last.right).toBeLessThan(0.02);
  });

  it('draws a full moon full', () => {
    expect(measure(0.5).lit).toBeGreaterThan(0.99);
  });

  it('grows on the right while waxing and shrinks to the left while waning, by the lit share', () => {
    for (const fraction of [0.06, 0.12, 0.2, 0.3, 0.4, 0.45, 0.55, 0.6, 0.7, 0.8, 0.88, 0.94]) {
      const { lit, left, right } = measure(fraction);
      // the lit share of the disc is (1 − cos 2πf) / 2
      expect(lit).toBeCloseTo((1 - Math.cos(2 * Math.PI * fraction)) / 2, 1);
      if (fraction < 0.5) expect(right).toBeGreaterThan(left);
      else expect(left).toBeGreaterThan(right);
    }
    // a waxing crescent is lit on the right only
    expect(measure(0.12).left).toBe(0);
    // a waning crescent on the left only
    expect(measure(0.88).right).toBe(0);
  });
});
