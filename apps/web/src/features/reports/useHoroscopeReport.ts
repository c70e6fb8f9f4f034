import { useState } from 'react';
import type { HoroscopeReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { toIsoDate } from '../../i18n/format';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { useCurrentProfile } from '../../api/currentProfile';
import { useSessionStore } from '../../state/session';
import { safeLocalStorage } from '../../state/storage';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';

/** The reports this device opened today ("user:profile:date"), so it is not asked again. */
const OPENED_KEY = 'horoscopeReportOpened';

function openedList(): string[] {
  return (safeLocalStorage.getItem(OPENED_KEY) ?? '').split(',').filter(Boolean);
}

export function wasOpened(mark: string): boolean {
  return openedList().includes(mark);
}

export function markOpened(mark: string): void {
  const date = mark.slice(mark.lastIndexOf(':') + 1);
  // only today's marks are worth keeping
  const kept = openedList().filter((m) => m.endsWith(`:${date}`) && m !== mark);
  safeLocalStorage.setItem(OPENED_KEY, [...kept, mark].join(','));
}

/**
 * Today's in-depth report of the current profile, charged analysis4Fortune once a day per
 * profile: the first look of the day asks through the deduction dialog; after that (and on a
 * language or profile change) it loads without asking.
 */
export function useHoroscopeReport() {
  const { profile, ready } = useCurrentProfile();
  const lang = useAppStore((s) => s.lang);
  const userId = useSessionStore((s) => s.userId);
  const today = toIsoDate(new Date());
  const mark = profile ? `${userId}:${profile.id}:${today}` : '';
  const [opened, setOpened] = useState<{ report: HoroscopeReport; lang: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // the first open of the day is the charged write; later reads of it are the query below
  const charge = useEndpointMutation(endpoints.astrology.horoscopeReport, (profileId: number) =>
    astrologyApi.horoscopeReport(profileId),
  );
  const fresh = opened && profile && opened.report.archiveId === profile.id ? opened : null;
  const markedHere = profile !== null && (fresh !== null || wasOpened(mark));
  // opened on another device today: the server knows, and it charges nothing again
  const status = useApiQuery(
    endpoints.astrology.horoscopeStatus,
    mark,
    () => astrologyApi.horoscopeStatus(profile?.id ?? 0),
    { enabled: profile !== null && !markedHere },
  );
  const openedElsewhere = status.data?.archiveId === profile?.id && status.data?.opened === true;
  const known = markedHere || openedElsewhere;
  const state = useApiQuery(
    endpoints.astrology.horoscopeReport,
    mark,
    () => astrologyApi.horoscopeReport(profile?.id ?? 0),
    { enabled: Boolean(known && profile && fresh?.lang !== lang) },
  );
  const loaded = state.data && profile && state.data.archiveId === profile.id ? state.data : null;
  const report = fresh?.lang === lang ? fresh.report : (loaded ?? fresh?.report ?? null);

  const confirmed = async (profileId: number) => {
    setBusy(true);
    try {
      const result = await charge.run(profileId);
      if (isOk(result)) {
        markOpened(`${userId}:${profileId}:${today}`);
        setOpened({ report: result.data, lang });
        return;
      }
      toastError(result);
      // a failed isOk leaves the server's envelope or a client ApiError; both carry a code
      if (result.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
    } finally {
      setBusy(false);
    }
  };

  const open = async () => {
    if (!profile || busy) return;
    const id = profile.id;
    setBusy(true);
    try {
      await requestDeduction('analysis4Fortune', () => confirmed(id));
    } finally {
      setBusy(false);
    }
  };

  return { profile, ready, known, report, result: state.result, busy, open, reload: state.reload };
}
