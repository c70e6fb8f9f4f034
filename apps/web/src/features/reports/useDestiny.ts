import { useState } from 'react';
import type { DestinyReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { isOk } from '../../api/http';
import { toastError } from '../../i18n/errors';
import { useProfileData } from '../../api/currentProfile';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';

/**
 * The current profile's natal report (free overview, everything once unlocked), reloaded with
 * the profile and the language; `unlock` asks through the deduction dialog (unlockDestiny),
 * then unlocks and shows the whole report. Without enough points the recharge popup opens.
 */
export function useDestiny() {
  const state = useProfileData(endpoints.astrology.destiny, (id) => astrologyApi.destiny(id));
  const [opened, setOpened] = useState<DestinyReport | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const id = state.profile?.id;
  const loaded = state.data && state.data.archiveId === id ? state.data : null;
  const fresh = opened && opened.archiveId === id ? opened : null;
  const report = loaded?.unlocked ? loaded : (fresh ?? loaded);

  const confirmed = async (profileId: number) => {
    setUnlocking(true);
    try {
      const result = await astrologyApi.unlockDestiny(profileId);
      if (isOk(result)) {
        setOpened(result.data);
        return;
      }
      toastError(result);
      // a failed isOk leaves the server's envelope or a client ApiError; both carry a code
      if (result.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
    } finally {
      setUnlocking(false);
    }
  };

  const unlock = async () => {
    if (id === undefined || unlocking) return;
    setUnlocking(true);
    try {
      await requestDeduction('unlockDestiny', () => confirmed(id));
    } finally {
      setUnlocking(false);
    }
  };

  return { ...state, report, unlock, unlocking };
}
