import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ItemId, PagedList } from '../../api/list';
import { QueryFailure } from '../../api/query';
import { toastError } from '../../i18n/errors';
import type { ManagedListLabels } from './ManagedList';

/**
 * The end of a list: a Show-more button while more pages follow (a failed page is a toast),
 * or, `scroll`, the next page loading as the end scrolls into view, with a retry line on
 * failure and an end line once all is loaded.
 */
export function ListMore<T, K extends ItemId>({
  list,
  paging,
  labels,
}: {
  list: PagedList<T, K>;
  paging: 'button' | 'scroll';
  labels: ManagedListLabels;
}) {
  if (paging === 'scroll')
    return (
      <InfiniteScroll hasMore={list.hasMore} loadMore={list.loadMore}>
        {(more, failed, retry) =>
          failed ? (
            <button type="button" className="sl-managed-retry" onClick={() => void retry()}>
              {labels.moreFailed}
            </button>
          ) : more ? (
            <DotLoading color="currentColor" />
          ) : (
            <span className="sl-weak">{labels.end}</span>
          )
        }
      </InfiniteScroll>
    );
  if (!list.hasMore) return null;
  const more = () =>
    list.loadMore().catch((error: unknown) => {
      if (error instanceof QueryFailure) toastError(error.result);
    });
  return (
    <Button block fill="none" loading="auto" className="sl-managed-more" onClick={more}>
      {labels.more}
    </Button>
  );
}
