import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHORDS,
  CHORD_SECONDS,
  MASTER_LEVEL,
  createAmbientPad,
} from '../src/features/music/ambient';

/** Just enough of the Web Audio API to watch the graph being built and played. */
class Param {
  value = 0;
  events: [string, ...number[]][] = [];
  setValueAtTime(v: number, t: number) {
    this.events.push(['set', v, t]);
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.events.push(['ramp', v, t]);
  }
  setTargetAtTime(v: number, t: number, c: number) {
    this.events.push(['target', v, t, c]);
  }
  cancelScheduledValues(t: number) {
    this.events.push(['cancel', t]);
  }
}
class Node {
  connections: unknown[] = [];
  connect<T>(target: T): T {
    this.connections.push(target);
    return target;
  }
}
class Gain extends Node {
  gain = new Param();
}
class Osc extends Node {
  type = 'sine';
  frequency = new Param();
  detune = new Param();
  started = false;
  stopped = false;
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
}
let created: FakeContext[] = [];
class FakeContext {
  currentTime = 0;
  state = 'running';
  destination = new Node();
  oscillators: Osc[] = [];
  gains: Gain[] = [];
  closed = false;
  constructor() {
    created.push(this);
  }
  createGain() {
    const gain = new Gain();
    this.gains.push(gain);
    return gain;
  }
  createBiquadFilter() {
    return Object.assign(new Node(), { type: '', frequency: new Param(), Q: new Param() });
  }
  createDelay() {
    return Object.assign(new Node(), { delayTime: new Param() });
  }
  createOscillator() {
    const osc = new Osc();
    this.oscillators.push(osc);
    return osc;
  }
  suspend = vi.fn(async () => {});
  resume = vi.fn(async () => {});
  async close() {
    this.closed = true;
  }
}

beforeEach(() => {
  created = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('ambient pad', () => {
  it('plays detuned sine and triangle voices, glides through the chords and stops cleanly', async () => {
    const pad = createAmbientPad(FakeContext as unknown as new () => AudioContext);
    const ctx = created[0]!;
    const voices = ctx.oscillators.filter((o) => o.frequency.value > 20);
    expect(voices).toHaveLength(CHORDS[0]!.length * 2);
    expect(new Set(voices.map((o) => o.type))).toEqual(new Set(['sine', 'triangle']));
    expect(voices.every((o) => o.detune.value !== 0)).toBe(true);
    expect(ctx.oscillators.every((o) => o.started)).toBe(true);
    // slow LFOs below 1 Hz move the filter and the voices
    expect(ctx.oscillators.filter((o) => o.frequency.value < 1).length).toBeGreaterThanOrEqual(5);

    vi.advanceTimersByTime(CHORD_SECONDS * 1000);
    const glides = voices.flatMap((o) =>
      o.frequency.events.filter((e) => e[0] === 'target').map((e) => e[1]),
    );
    expect(new Set(glides)).toEqual(new Set(CHORDS[1]));

    const stopped = pad.stop(1);
    expect(ctx.oscillators.some((o) => o.stopped)).toBe(false);
    await vi.advanceTimersByTimeAsync(1100);
    await stopped;
    expect(ctx.oscillators.every((o) => o.stopped)).toBe(true);
    expect(ctx.closed).toBe(true);
  });

  it('fades in from silence to a soft level and fades out on stop', () => {
    const pad = createAmbientPad(FakeContext as unknown as new () => AudioContext);
    const ctx = created[0]!;
    const master = ctx.gains.find((g) => g.connections.includes(ctx.destination));
    expect(master).toBeDefined();
    expect(master!.gain.events.slice(0, 2)).toEqual([
      ['set', 0, 0],
      ['ramp', MASTER_LEVEL, 4],
    ]);
    expect(MASTER_LEVEL).toBeLessThanOrEqual(0.2);
    void pad.stop(2);
    expect(master!.gain.events.at(-1)).toEqual(['ramp', 0, 2]);
  });
});
