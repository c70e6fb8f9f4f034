import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import { ListSkeleton } from '../Skeletons/Skeletons';
import type { ManagedListLabels } from './ManagedList';

/**
 * A list without rows to show: loading (a skeleton), failed (its words and Retry) or empty.
 * `compact`: a line inside a longer page; otherwise the full empty state of a page or sheet.
 */
export function ListState({
  status,
  compact,
  labels,
  retry,
  emptyAction,
}: {
  status: 'loading' | 'failed' | 'ready';
  compact: boolean;
  labels: ManagedListLabels;
  retry(): void;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (status === 'loading') return <ListSkeleton rows={compact ? 2 : 4} />;
  if (status === 'failed') {
    const again = (
      <Button size={compact ? 'small' : 'middle'} shape="rounded" onClick={retry}>
        {t('actions.retry')}
      </Button>
    );
    return compact ? (
      <div className="sl-managed-note">
        <p>{labels.failed}</p>
        {again}
      </div>
    ) : (
      <EmptyState title={labels.failed}>{again}</EmptyState>
    );
  }
  return compact ? (
    <p className="sl-managed-note">{labels.empty}</p>
  ) : (
    <EmptyState title={labels.empty} description={labels.emptyBody}>
      {emptyAction}
    </EmptyState>
  );
}
