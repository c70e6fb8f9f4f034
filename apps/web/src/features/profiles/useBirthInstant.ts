import { useEffect, useState } from 'react';
import type { BirthInstant } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { profilesApi } from '../../api/profiles';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import type { FormValues } from './formValues';

export const INSTANT_DEBOUNCE_MS = 350;

type BirthFields = Parameters<typeof profilesApi.birthInstant>[0];

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
  const fields: BirthFields | null =
    birthDate && birthTime && placeId
      ? {
          birthDate,
          birthTime,
          timeUnknown,
          birthPlaceId: placeId,
          timeZone: timeZone ?? undefined,
          utcOffsetMinutes,
        }
      : null;
  const key = fields ? JSON.stringify(fields) : null;
  // asked a moment after the last change
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), INSTANT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const input = asked && asked === key ? fields : null;
  const query = useApiQuery(
    endpoints.profiles.birthInstant,
    asked,
    () => profilesApi.birthInstant(JSON.parse(asked ?? '{}') as BirthFields),
    { enabled: asked !== null, staleTime: STATIC_STALE_MS },
  );

  if (!key) return { status: 'idle' };
  if (input && !query.loading) {
    return query.data ? { status: 'ready', instant: query.data } : { status: 'failed' };
  }
  return query.data ? { status: 'loading', instant: query.data } : { status: 'loading' };
}
