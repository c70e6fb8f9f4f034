import { useState } from 'react';
import type { DestinyReport } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { useProfileData } from '../../api/currentProfile';
import { usePaidAction } from '../../components/Paid/usePaidAction';

/**
 * The current profile's natal report (free overview, everything once unlocked), reloaded with
 * the profile and the language; `unlock` is the paid flow (unlockDestiny) and shows the whole
 * report.
 */
export function useDestiny() {
  const state = useProfileData(endpoints.astrology.destiny, (id) => astrologyApi.destiny(id));
  const [opened, setOpened] = useState<DestinyReport | null>(null);
  const paid = usePaidAction(
    'unlockDestiny',
    endpoints.astrology.unlockDestiny,
    astrologyApi.unlockDestiny,
    setOpened,
  );
  const id = state.profile?.id;
  const loaded = state.data && state.data.archiveId === id ? state.data : null;
  const fresh = opened && opened.archiveId === id ? opened : null;
  const report = loaded?.unlocked ? loaded : (fresh ?? loaded);

  const unlock = async () => {
    if (id === undefined) return;
    await paid.run(id);
  };

  return { ...state, report, unlock, unlocking: paid.busy };
}
