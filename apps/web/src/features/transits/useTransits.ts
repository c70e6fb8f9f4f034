import { endpoints } from '@starlit/contracts/endpoints';
import { useCurrentProfile } from '../../api/currentProfile';
import { useApiQuery } from '../../api/query';
import { transitsApi, type TransitDays } from '../../api/transits';

/** The current profile's transits over `days`, asked again with the profile, span or language. */
export function useTransits(days: TransitDays) {
  const current = useCurrentProfile();
  const id = current.profile?.id ?? null;
  const state = useApiQuery(
    endpoints.transits.list,
    { id, days },
    () => transitsApi.list(id ?? 0, days),
    { enabled: id !== null },
  );
  return { ...state, ...current };
}
