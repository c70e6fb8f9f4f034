import { useState } from 'react';
import type { HoroscopeReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { isOk } from '../../api/http';
import { useApiQuery } from '../../api/query';
import { toIsoDate } from '../../i18n/format';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { useCurrentArchive } from '../../state/currentArchive';
import { useSessionStore } from '../../state/session';
import { safeLocalStorage } from '../../state/storage';
import { useWalletStore } from '../../state/wallet';
import { requestDeduction } from '../../state/walletActions';

/** The reports this device opened today ("user:archive:date"), so it is not asked again. */
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
  const { archive, ready } = useCurrentArchive();
  const lang = useAppStore((s) => s.lang);
  const userId = useSessionStore((s) => s.userId);
  const today = toIsoDate(new Date());
  const mark = archive ? `${userId}:${archive.id}:${today}` : '';
  const [opened, setOpened] = useState<{ report: HoroscopeReport; lang: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fresh = opened && archive && opened.report.archiveId === archive.id ? opened : null;
  const markedHere = archive !== null && (fresh !== null || wasOpened(mark));
  // opened on another device today: the server knows, and it charges nothing again
  const status = useApiQuery(
    endpoints.astrology.horoscopeStatus,
    mark,
    () => astrologyApi.horoscopeStatus(archive?.id ?? 0),
    { enabled: archive !== null && !markedHere },
  );
  const openedElsewhere = status.data?.archiveId === archive?.id && status.data?.opened === true;
  const known = markedHere || openedElsewhere;
  const state = useApiQuery(
    endpoints.astrology.horoscopeReport,
    mark,
    () => astrologyApi.horoscopeReport(archive?.id ?? 0),
    { enabled: Boolean(known && archive && fresh?.lang !== lang) },
  );
  const loaded = state.data && archive && state.data.archiveId === archive.id ? state.data : null;
  const report = fresh?.lang === lang ? fresh.report : (loaded ?? fresh?.report ?? null);

  const confirmed = async (archiveId: number) => {
    setBusy(true);
    try {
      const result = await astrologyApi.horoscopeReport(archiveId);
      if (isOk(result)) {
        markOpened(`${userId}:${archiveId}:${today}`);
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
    if (!archive || busy) return;
    const id = archive.id;
    setBusy(true);
    try {
      await requestDeduction('analysis4Fortune', () => confirmed(id));
    } finally {
      setBusy(false);
    }
  };

  return { archive, ready, known, report, result: state.result, busy, open, reload: state.reload };
}
