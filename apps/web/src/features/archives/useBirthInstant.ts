import { useEffect, useState } from 'react';
import type { BirthInstant } from '@starlit/contracts';
import { isOk } from '../../api/http';
import { profilesApi } from '../../api/profiles';
import type { FormValues } from './formValues';

export const INSTANT_DEBOUNCE_MS = 350;

export type InstantState =
  | { status: 'idle' }
  /** while asking again: the last answer, if any */
  | { status: 'loading'; instant?: BirthInstant }
  | { status: 'ready'; instant: BirthInstant }
  | { status: 'failed' };

/**
 * What the entered local birth time becomes in UTC, asked of the server a moment after the
 * date, time, place, zone or manual offset last changed.
 */
export function useBirthInstant(values: FormValues): InstantState {
  const { birthDate, birthTime, timeUnknown, birthPlace, timeZone, utcOffsetMinutes } = values;
  const placeId = birthPlace?.id ?? null;
  const [answer, setAnswer] = useState<{ key: string; state: InstantState } | null>(null);
  const complete = Boolean(birthDate && birthTime && placeId);
  const key = complete
    ? [birthDate, birthTime, timeUnknown, placeId, timeZone, utcOffsetMinutes].join('|')
    : null;

  useEffect(() => {
    if (!key || !birthDate || !birthTime || !placeId) return;
    let alive = true;
    const timer = setTimeout(() => {
      void profilesApi
        .birthInstant({
          birthDate,
          birthTime,
          timeUnknown,
          birthPlaceId: placeId,
          timeZone: timeZone ?? undefined,
          utcOffsetMinutes,
        })
        .then((result) => {
          if (!alive || ('cancelled' in result && result.cancelled)) return;
          setAnswer({
            key,
            state: isOk(result) ? { status: 'ready', instant: result.data } : { status: 'failed' },
          });
        });
    }, INSTANT_DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, birthDate, birthTime, timeUnknown, placeId, timeZone, utcOffsetMinutes]);

  if (!key) return { status: 'idle' };
  if (answer?.key === key) return answer.state;
  return answer?.state.status === 'ready'
    ? { status: 'loading', instant: answer.state.instant }
    : { status: 'loading' };
}
