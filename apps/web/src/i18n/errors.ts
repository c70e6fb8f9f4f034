import { toast } from '../components/Toast/toast';
import { ApiError, type ApiResult } from '../api/http';
import { i18next } from './index';

/**
 * The text to show for a failed call: the server's message (already in the request's
 * language) when there is one, else the translation of the code.
 */
export function errorText(result: ApiResult<unknown>): string {
  const fallback = i18next.t('errors:unknown');
  if (!(result instanceof ApiError) && result.msg) return result.msg;
  return i18next.t(`errors:${result.code}`, { defaultValue: fallback });
}

/** Shows a failed call as a toast; cancelled calls show nothing. */
export function toastError(result: ApiResult<unknown>): void {
  if (result instanceof ApiError && result.cancelled) return;
  toast.show({ icon: 'fail', content: errorText(result) });
}
