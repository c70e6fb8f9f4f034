import { useCallback, useEffect, useState } from 'react';

/**
 * A resend countdown: `start()` begins `seconds` (or the given number); `remaining` is 0
 * when sending is allowed.
 */
export function useCountdown(seconds: number): {
  remaining: number;
  start: (override?: number) => void;
} {
  const [remaining, setRemaining] = useState(0);
  const [endsAt, setEndsAt] = useState<number | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (override?: number) => {
      const length = override && override > 0 ? override : seconds;
      setRemaining(length);
      setEndsAt(Date.now() + length * 1000);
    },
    [seconds],
  );

  return { remaining, start };
}
