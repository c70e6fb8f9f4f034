import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { systemApi } from '../../api/system';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { Logo } from '../../components/Header/Logo';
import './legal.css';

/** The top of About us: the mark, the name and the running version. */
export function AboutBrand() {
  const { t } = useTranslation(['legal', 'common']);
  const config = useApiQuery(endpoints.system.publicConfig, null, systemApi.publicConfig, {
    staleTime: STATIC_STALE_MS,
  });
  return (
    <div className="sl-about-brand">
      <Logo size="2.133rem" />
      <span className="sl-gold-text sl-legal-title">{t('common:appName')}</span>
      {config.data ? (
        <span className="sl-about-version">
          {t('common:version', { version: config.data.version })}
        </span>
      ) : null}
    </div>
  );
}
