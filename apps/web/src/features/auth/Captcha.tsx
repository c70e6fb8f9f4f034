import { Skeleton } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { accountApi } from '../../api/account';
import { useApiQuery } from '../../api/query';

/** The image captcha required before an SMS is sent: `id` to send back, `refresh()` for a new one. */
export function useCaptcha() {
  const state = useApiQuery(endpoints.codes.captcha, null, accountApi.captcha, {
    staleTime: 0,
    gcTime: 0,
  });
  return {
    id: state.data?.captchaId ?? '',
    svg: state.data?.svg ?? '',
    loading: state.loading,
    refresh: state.reload,
  };
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The captcha picture; tapping it loads a new one. */
export function CaptchaImage({
  svg,
  loading,
  onRefresh,
}: {
  svg: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="sl-captcha"
      onClick={onRefresh}
      aria-label={t('fields.captchaRefresh')}
    >
      {loading ? (
        <Skeleton animated className="sl-captcha-skeleton" />
      ) : svg ? (
        <img src={svgDataUrl(svg)} alt={t('fields.captchaAlt')} />
      ) : (
        <RedoOutline />
      )}
    </button>
  );
}
