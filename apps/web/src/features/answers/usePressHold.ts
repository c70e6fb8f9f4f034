import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the book must be held before it opens. */
export const HOLD_MS = 1500;

export interface PressHold {
  /** 0 to 1: how much of the hold is done (drives the progress ring) */
  progress: number;
  holding: boolean;
  /** the last hold ended before it was complete */
  releasedEarly: boolean;
  start(): void;
  /** a release: cancels the hold unless it already completed */
  release(): void;
}

/**
 * Press and hold: `onComplete` runs once the hold has lasted `duration` ms; letting go
 * earlier cancels it. The completion is a timer (exact, testable with fake timers); the
 * progress follows animation frames, so it shows even where CSS transitions are switched off.
 */
export function usePressHold(onComplete: () => void, duration = HOLD_MS): PressHold {
  const [progress, setProgress] = useState(0);
  const [holding, setHolding] = useState(false);
  const [releasedEarly, setReleasedEarly] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    timer.current = undefined;
    frame.current = undefined;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    if (timer.current !== undefined) return;
    const startedAt = Date.now();
    setHolding(true);
    setReleasedEarly(false);
    setProgress(0);
    const tick = () => {
      setProgress(Math.min(1, (Date.now() - startedAt) / duration));
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    timer.current = setTimeout(() => {
      stop();
      setProgress(1);
      setHolding(false);
      completeRef.current();
    }, duration);
  }, [duration, stop]);

  const release = useCallback(() => {
    if (timer.current === undefined) return;
    stop();
    setHolding(false);
    setProgress(0);
    setReleasedEarly(true);
  }, [stop]);

  return { progress, holding, releasedEarly, start, release };
}
