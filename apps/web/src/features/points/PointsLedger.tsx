import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry, PointsRecord } from '@starlit/contracts';
import { economyApi } from '../../api/economy';
import { ApiError, isOk } from '../../api/http';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { ledgerLabel, signedPoints } from './ledger';
import './points.css';
import './ledger.css';

export const LEDGER_PAGE_SIZE = 20;

type Status = 'loading' | 'ready' | 'failed';

/** The points ledger, newest first, 20 a page; scrolling near the end loads the next page. */
export function PointsLedger() {
  const { t } = useTranslation('points');
  const lang = useAppStore((s) => s.lang);
  const [entries, setEntries] = useState<LedgerEntry[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [hasMore, setHasMore] = useState(false);
  const pageRef = useRef(0);
  // bumped to load the first page again after it failed
  const [attempt, setAttempt] = useState(0);

  /** Shows one loaded page after the ones before it. */
  const show = useCallback((page: number, { list, total }: PointsRecord) => {
    pageRef.current = page;
    setEntries((previous) => {
      if (page === 1) return list;
      // entries added meanwhile shift the pages: never show one twice
      const seen = new Set(previous.map((e) => e.id));
      return [...previous, ...list.filter((e) => !seen.has(e.id))];
    });
    setHasMore(list.length === LEDGER_PAGE_SIZE && page * LEDGER_PAGE_SIZE < total);
  }, []);

  useEffect(() => {
    let alive = true;
    void economyApi.pointsRecord(1, LEDGER_PAGE_SIZE).then((result) => {
      if (!alive || (result instanceof ApiError && result.cancelled)) return;
      if (isOk(result)) {
        show(1, result.data);
        setStatus('ready');
      } else {
        setStatus('failed');
      }
    });
    return () => {
      alive = false;
    };
  }, [show, attempt]);

  /** The next page, for InfiniteScroll: it throws on failure, so a retry is offered. */
  const loadMore = async () => {
    const page = pageRef.current + 1;
    const result = await economyApi.pointsRecord(page, LEDGER_PAGE_SIZE);
    if (!isOk(result)) throw result;
    show(page, result.data);
  };

  const retryFirst = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  if (status === 'loading') return <ListSkeleton rows={6} />;
  if (status === 'failed') {
    return (
      <EmptyState title={t('loadFailed')}>
        <Button shape="rounded" onClick={retryFirst}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  }
  if (entries.length === 0) {
    return <EmptyState title={t('ledger.empty')} description={t('ledger.emptyBody')} />;
  }

  return (
    <>
      <ul className="sl-card sl-ledger">
        {entries.map((entry) => (
          <li key={entry.id} className="sl-ledger-row">
            <div className="sl-ledger-main">
              <p className="sl-ledger-reason">{ledgerLabel(entry, t)}</p>
              <time className="sl-weak" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt, lang)}
              </time>
            </div>
            <div className="sl-ledger-side">
              <p className={entry.delta > 0 ? 'sl-ledger-delta is-gain' : 'sl-ledger-delta'}>
                {signedPoints(entry.delta)}
              </p>
              <p className="sl-weak">{t('ledger.balanceAfter', { balance: entry.balance })}</p>
            </div>
          </li>
        ))}
      </ul>
      <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
        {(more, failed, retry) =>
          failed ? (
            <span className="sl-ledger-foot">
              {t('ledger.failed')}
              <button type="button" className="sl-text-link" onClick={() => void retry()}>
                {t('ledger.retry')}
              </button>
            </span>
          ) : more ? (
            <span className="sl-ledger-foot">
              {t('ledger.loading')}
              <DotLoading color="currentColor" />
            </span>
          ) : (
            <span className="sl-ledger-foot">{t('ledger.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
