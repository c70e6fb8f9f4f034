import { useEffect, useState } from 'react';
import type { Archive, SingleReading } from '@starlit/contracts';
import { astrologyApi } from '../../api/astrology';
import { useApi } from '../../api/useApi';
import { useAppStore } from '../../state/app';
import { untilAfterLogin } from '../../state/loginClock';

/** The single stellar reading loads this long after login. */
export const SINGLE_READING_DELAY_MS = 4000;

/**
 * The single stellar reading of a profile's Sun sign: not before 4 s after login, and again
 * when the profile or the language changes.
 */
export function useSingleReading(archive: Archive | null) {
  const lang = useAppStore((s) => s.lang);
  const [ready, setReady] = useState(() => untilAfterLogin(SINGLE_READING_DELAY_MS) === 0);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), untilAfterLogin(SINGLE_READING_DELAY_MS));
    return () => clearTimeout(timer);
  }, [ready]);
  const sign = archive?.star.sun ?? archive?.constellation ?? 0;
  return useApi<SingleReading>(
    ready && archive ? `single:${lang}:${archive.id}:${sign}` : null,
    () => astrologyApi.single(sign),
  );
}
