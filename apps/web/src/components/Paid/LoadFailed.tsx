import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/http';
import { errorText } from '../../i18n/errors';
import { EmptyState } from '../EmptyState';

/** A load that failed: what failed, the reason the answer gave, and Retry. */
export function LoadFailed({
  title,
  result,
  onRetry,
}: {
  title: string;
  result: ApiResult<unknown>;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState title={title} description={errorText(result)}>
      <Button shape="rounded" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </EmptyState>
  );
}
