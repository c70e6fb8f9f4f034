import { type ComponentType, useState } from 'react';
import type { SocialProvider } from '@starlit/contracts';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { accountApi } from '../../api/account';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { systemApi } from '../../api/system';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { toastError } from '../../i18n/errors';
import { rememberSocialStart } from './socialState';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.4c-.2 1.3-1.6 3.8-5.4 3.8-3.3 0-5.9-2.7-5.9-6s2.7-6 5.9-6c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.4 14.6 2.4 12 2.4 6.7 2.4 2.4 6.7 2.4 12s4.3 9.6 9.6 9.6c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
      />
      <path
        fill="#4285F4"
        d="M21.2 12.2c0-.6-.1-1.1-.2-1.6H12v3.9h5.4c-.3 1.3-1 2.3-2.1 3l3.3 2.5c1.8-1.7 2.6-4.3 2.6-7.8z"
        opacity=".9"
      />
      <path
        fill="#FBBC05"
        d="M6.5 14.3c-.2-.7-.4-1.4-.4-2.3s.1-1.6.4-2.3L3.2 7.2C2.7 8.7 2.4 10.3 2.4 12s.3 3.3.8 4.8l3.3-2.5z"
      />
      <path
        fill="#34A853"
        d="M12 21.6c2.6 0 4.8-.9 6.4-2.3l-3.3-2.5c-.9.6-2 1.1-3.1 1.1-2.5 0-4.6-1.7-5.4-4l-3.4 2.6c1.6 3.1 4.9 5.1 8.8 5.1z"
      />
    </svg>
  );
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z"
      />
    </svg>
  );
}

const MARKS: Record<SocialProvider, ComponentType> = { google: GoogleMark, twitter: XMark };

/**
 * One button per social provider the server has configured (publicConfig.social).
 * The server names the provider's sign-in address; the browser goes there and comes back
 * to this page (see app/startup.ts for the return).
 */
export function SocialButtons({ requireAgreement }: { requireAgreement: () => boolean }) {
  const { t } = useTranslation('auth');
  const config = useApiQuery(endpoints.system.publicConfig, null, systemApi.publicConfig, {
    staleTime: STATIC_STALE_MS,
  });
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  // a GET, but each answer is a one-time sign-in state: sent per tap, never cached
  const socialStart = useEndpointMutation(endpoints.social.start, accountApi.socialStart);
  const providers = config.data?.social ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    if (!requireAgreement() || leaving) return;
    setLeaving(provider);
    const result = await socialStart.run({
      provider,
      redirectUri: `${window.location.origin}${window.location.pathname}`,
    });
    if (!isOk(result)) {
      setLeaving(null);
      toastError(result);
      return;
    }
    rememberSocialStart({ provider, state: result.data.state });
    window.location.assign(result.data.url);
  };

  return (
    <section className="sl-social" aria-label={t('social.divider')}>
      <div className="sl-social-divider">
        <span>{t('social.divider')}</span>
      </div>
      <div className="sl-social-buttons">
        {providers.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <button
              key={provider}
              type="button"
              className="sl-social-button"
              disabled={leaving !== null}
              onClick={() => void start(provider)}
            >
              <Mark />
              <span>{t(`social.${provider}`)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
