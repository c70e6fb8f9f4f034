import { useState } from 'react';
import type { SolarReturnView } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { cyclesApi } from '../../api/cycles';
import { useCurrentProfile } from '../../api/currentProfile';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { usePaidAction } from '../../components/Paid/usePaidAction';
import { toastError } from '../../i18n/errors';

/**
 * The current profile's solar return of the chosen year (this year's until another is picked),
 * asked again with the profile, the year or the language; `choosePlace` remembers where the
 * member spends that birthday, `unlock` is the paid flow (unlockSolarReturn) for the year's
 * themes.
 */
export function useSolarReturn() {
  const current = useCurrentProfile();
  const id = current.profile?.id ?? null;
  const [year, setYear] = useState(() => new Date().getFullYear());
  const state = useApiQuery(
    endpoints.cycles.solarReturn,
    { id, year },
    () => cyclesApi.solarReturn({ profileId: id ?? 0, year }),
    { enabled: id !== null },
  );
  const [opened, setOpened] = useState<SolarReturnView | null>(null);
  const paid = usePaidAction(
    'unlockSolarReturn',
    endpoints.cycles.unlockSolarReturn,
    cyclesApi.unlock,
    setOpened,
  );
  const place = useEndpointMutation(endpoints.cycles.solarReturnPlace, cyclesApi.choosePlace);

  const matches = (v: SolarReturnView | null | undefined) =>
    v && v.profileId === id && v.year === year ? v : null;
  const loaded = matches(state.data);
  const fresh = matches(opened);
  const view = loaded && (loaded.unlocked || !fresh) ? loaded : (fresh ?? loaded);

  const choosePlace = async (placeId: string) => {
    if (id === null) return;
    const result = await place.run({ profileId: id, year, placeId });
    if (!isOk(result)) toastError(result);
  };
  const unlock = async () => {
    if (id !== null) await paid.run({ profileId: id, year });
  };

  return {
    ...state,
    ...current,
    year,
    setYear,
    view,
    choosePlace,
    choosing: place.pending,
    unlock,
    unlocking: paid.busy,
  };
}
