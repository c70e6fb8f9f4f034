import { useMemo } from 'react';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PointsRecord } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { useApiPages } from '../../api/query';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { ledgerLabel, signedPoints } from './ledger';
import './points.css';
import './ledger.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

export const LEDGER_PAGE_SIZE = 20;

type Status = 'loading' | 'ready' | 'failed';

/** The points ledger, newest first, 20 a page; scrolling near the end loads the next page. */
export function PointsLedger() {
  const { t } = useTranslation('points');
  const lang = useAppStore((s) => s.lang);
  const query = useApiPages(
    endpoints.points.pointsRecord,
    null,
    (page) => economyApi.pointsRecord(page, LEDGER_PAGE_SIZE),
    (last, pages) =>
      last.list.length === LEDGER_PAGE_SIZE && pages.length * LEDGER_PAGE_SIZE < last.total,
  );
  const pages = query.data?.pages;
  // entries added meanwhile shift the pages: never show one twice
  const entries = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((p: PointsRecord) =>
      p.list.filter((e) => !seen.has(e.id) && Boolean(seen.add(e.id))),
    );
  }, [pages]);
  const status: Status = pages
    ? 'ready'
    : query.isError && !query.isFetching
      ? 'failed'
      : 'loading';

  /** The next page, for InfiniteScroll: it throws on failure, so a retry is offered. */
  const loadMore = async () => {
    const after = await query.fetchNextPage();
    if (after.isFetchNextPageError) throw after.error;
  };

  const retryFirst = () => void query.refetch();
  const hasMore = query.hasNextPage;

  if (status === 'loading') return <ListSkeleton rows={6} />;
  if (status === 'failed') {
    return <LoadFailed title={t('loadFailed')} onRetry={retryFirst} />;
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
