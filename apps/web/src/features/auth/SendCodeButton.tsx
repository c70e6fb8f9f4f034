import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../api/limits';
import { useCountdown } from './useCountdown';

/**
 * "Send code", then a countdown before it can be sent again: the server's
 * `resendAfterSeconds`, else 60 s. `onSend` resolves to that number, or null when
 * nothing was sent.
 */
export function SendCodeButton({ onSend }: { onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('auth');
  const { remaining, start } = useCountdown(LIMITS.codeResendSeconds);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) start(wait);
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      className="sl-link-button sl-send-code"
      disabled={sending || remaining > 0}
      onClick={() => void send()}
    >
      {remaining > 0 ? t('resendIn', { seconds: remaining }) : t('sendCode')}
    </button>
  );
}
