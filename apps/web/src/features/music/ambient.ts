/**
 * A soft ambient loop synthesised with the Web Audio API (no audio file): a slow,
 * evolving pad of detuned sine and triangle voices through a lowpass filter whose cutoff
 * drifts with a gentle LFO, a quiet echo for space, and chords that glide every 16 s.
 */
type AudioContextConstructor = new () => AudioContext;

/** Four open voicings (Hz): Dm9 · B♭maj7 · Fmaj9 · C6/9, low and wide so nothing is sharp. */
export const CHORDS: readonly (readonly number[])[] = [
  [146.83, 220.0, 261.63, 329.63],
  [116.54, 174.61, 220.0, 293.66],
  [87.31, 174.61, 220.0, 261.63],
  [130.81, 196.0, 293.66, 329.63],
];
export const CHORD_SECONDS = 16;
export const MASTER_LEVEL = 0.16;

export interface AmbientPad {
  readonly context: AudioContext;
  /** fades out, then stops every node and closes the context */
  stop(fadeSeconds?: number): Promise<void>;
}

export function audioContextConstructor(): AudioContextConstructor | null {
  const w = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextConstructor };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export function createAmbientPad(Ctor: AudioContextConstructor): AmbientPad {
  const ctx = new Ctor();
  const now = ctx.currentTime;
  const sources: AudioScheduledSourceNode[] = [];

  const master = ctx.createGain();
  master.gain.setValueAtTime(0, now);
  master.gain.linearRampToValueAtTime(MASTER_LEVEL, now + 4);
  master.connect(ctx.destination);

  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 950;
  filter.Q.value = 0.7;
  filter.connect(master);

  // the cutoff breathes between ~550 and ~1350 Hz over ~22 s
  const cutoffLfo = ctx.createOscillator();
  cutoffLfo.frequency.value = 0.045;
  const cutoffDepth = ctx.createGain();
  cutoffDepth.gain.value = 400;
  cutoffLfo.connect(cutoffDepth).connect(filter.frequency);
  sources.push(cutoffLfo);

  // echo: filtered signal fed back through a delay
  const delay = ctx.createDelay(2);
  delay.delayTime.value = 0.55;
  const feedback = ctx.createGain();
  feedback.gain.value = 0.35;
  const wet = ctx.createGain();
  wet.gain.value = 0.3;
  filter.connect(delay);
  delay.connect(feedback).connect(delay);
  delay.connect(wet).connect(master);

  const chord = CHORDS[0] ?? [];
  const voices = chord.map((frequency, index) => {
    const level = ctx.createGain();
    level.gain.value = 0.06;
    level.connect(filter);
    // each voice swells on its own slow cycle, so the texture keeps moving
    const swell = ctx.createOscillator();
    swell.frequency.value = 0.05 + index * 0.021;
    const swellDepth = ctx.createGain();
    swellDepth.gain.value = 0.035;
    swell.connect(swellDepth).connect(level.gain);
    sources.push(swell);
    const oscillators = (['sine', 'triangle'] as const).map((type, layer) => {
      const osc = ctx.createOscillator();
      osc.type = type;
      osc.frequency.value = frequency;
      osc.detune.value = layer === 0 ? -6 - index : 6 + index;
      const layerGain = ctx.createGain();
      layerGain.gain.value = type === 'sine' ? 1 : 0.45;
      osc.connect(layerGain).connect(level);
      sources.push(osc);
      return osc;
    });
    return oscillators;
  });

  for (const source of sources) source.start(now);

  let step = 0;
  const glide = setInterval(() => {
    step = (step + 1) % CHORDS.length;
    const next = CHORDS[step] ?? [];
    const t = ctx.currentTime;
    voices.forEach((oscillators, index) => {
      const frequency = next[index];
      if (frequency === undefined) return;
      for (const osc of oscillators) osc.frequency.setTargetAtTime(frequency, t, 2.2);
    });
  }, CHORD_SECONDS * 1000);

  // no sound (and no CPU) while the page is hidden
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') void ctx.suspend();
    else void ctx.resume();
  };
  document.addEventListener('visibilitychange', onVisibility);

  let stopped: Promise<void> | null = null;
  return {
    context: ctx,
    stop(fadeSeconds = 1.2) {
      if (stopped) return stopped;
      clearInterval(glide);
      document.removeEventListener('visibilitychange', onVisibility);
      const t = ctx.currentTime;
      master.gain.cancelScheduledValues(t);
      master.gain.setValueAtTime(master.gain.value, t);
      master.gain.linearRampToValueAtTime(0, t + fadeSeconds);
      stopped = new Promise<void>((resolve) => {
        setTimeout(
          () => {
            for (const source of sources) {
              try {
                source.stop();
              } catch {
                /* already stopped */
              }
            }
            void ctx.close().finally(resolve);
          },
          fadeSeconds * 1000 + 50,
        );
      });
      return stopped;
    },
  };
}
