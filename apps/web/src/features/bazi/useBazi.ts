import { useSearchParams } from 'react-router';
import type { BaziSettings } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { baziApi } from '../../api/bazi';
import { useCurrentProfile } from '../../api/currentProfile';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { usePaidAction } from '../../components/Paid/usePaidAction';
import { toastError } from '../../i18n/errors';
import { isOk } from '../../api/http';

/**
 * The 八字 of the profile the address names (`?profileId=`), else of the current profile:
 * the chart, the settings change and the paid unlock of the luck-pillar report.
 */
export function useBazi() {
  const [params] = useSearchParams();
  const current = useCurrentProfile();
  const asked = Number(params.get('profileId'));
  const id = Number.isInteger(asked) && asked > 0 ? asked : (current.profile?.id ?? null);
  const state = useApiQuery(endpoints.bazi.chart, { id }, () => baziApi.chart(id ?? 0), {
    enabled: id !== null,
  });
  const write = useEndpointMutation(endpoints.bazi.settings, baziApi.settings);
  const change = async (patch: Partial<BaziSettings>) => {
    const result = await write.run(patch);
    if (!isOk(result)) toastError(result);
  };
  const paid = usePaidAction(
    'unlockBaziLuck',
    endpoints.bazi.unlockLuck,
    (profileId: number) => baziApi.unlockLuck(profileId),
    () => {},
  );
  return {
    ...state,
    ...current,
    id,
    change,
    saving: write.pending,
    unlock: () => (id === null ? Promise.resolve() : paid.run(id)),
    unlocking: paid.busy,
  };
}
