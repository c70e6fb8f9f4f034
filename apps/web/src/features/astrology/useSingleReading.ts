import { useEffect, useState } from 'react';
import type { Profile, SingleReading } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { useApiQuery } from '../../api/query';
import { untilAfterLogin } from '../../state/loginClock';

/** The single stellar reading loads this long after login. */
export const SINGLE_READING_DELAY_MS = 4000;

/**
 * The single stellar reading of a profile's Sun sign: not before 4 s after login, and again
 * when the profile or the language changes.
 */
export function useSingleReading(profile: Profile | null) {
  const [ready, setReady] = useState(() => untilAfterLogin(SINGLE_READING_DELAY_MS) === 0);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), untilAfterLogin(SINGLE_READING_DELAY_MS));
    return () => clearTimeout(timer);
  }, [ready]);
  const sign = profile?.star.sun ?? profile?.constellation ?? 0;
  return useApiQuery<SingleReading>(
    endpoints.astrology.single,
    { sign },
    () => astrologyApi.single(sign),
    { enabled: ready && profile !== null },
  );
}
