import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/http';
import { errorText } from '../../i18n/errors';
import { EmptyState } from '../EmptyState';

/**
 * A load that failed: what failed, the reason the answer gave (when there is one), Retry, and
 * any further actions after it.
 */
export function LoadFailed({
  title,
  result,
  onRetry,
  children,
}: {
  title: string;
  result?: ApiResult<unknown>;
  onRetry(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['common']);
  return (
    <EmptyState title={title} description={result ? errorText(result) : undefined}>
      <Button shape="rounded" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
      {children}
    </EmptyState>
  );
}
