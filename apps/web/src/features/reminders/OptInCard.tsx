import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { useEndpointMutation } from '../../api/mutation';
import { remindersApi } from '../../api/reminders';
import { toast } from '../../components/Toast/toast';
import { useSessionStore } from '../../state/session';
import { settleOptIn, shouldOffer, type OptInPlacement } from './optIn';
import { useDeviceReminders } from './useDevice';
import './reminders.css';

/** The card itself, for a member on a device that can subscribe. */
function OptInOffer({ placement }: { placement: OptInPlacement }) {
  const { t } = useTranslation('reminders');
  const navigate = useNavigate();
  const device = useDeviceReminders();
  const { run: saveSettings } = useEndpointMutation(
    endpoints.reminders.saveSettings,
    remindersApi.save,
  );
  const [settled, setSettled] = useState(false);
  // decided once per mount, so the card does not vanish under the member's finger
  const [offer, setOffer] = useState<boolean | null>(null);
  const facts = {
    signedIn: true,
    canPush: device.support === 'ok' && device.permission !== 'denied',
    subscribed: device.subscribed,
  };
  if (offer === null && device.subscribed !== null) setOffer(shouldOffer(placement, facts));
  if (!offer || settled) return null;

  const settle = (how: 'dismissed' | 'done') => {
    settleOptIn(how);
    setSettled(true);
  };
  const turnOn = async () => {
    if (!(await device.turnOn())) {
      // blocked, dismissed or failed: the reminders page says why and how to go on
      void navigate('/reminders');
      return;
    }
    await saveSettings({ daily: true });
    toast.show({ icon: 'success', content: t('optIn.done') });
    settle('done');
  };

  return (
    <section className="sl-card sl-reminders-optin" aria-labelledby={`sl-optin-${placement}`}>
      <h2 id={`sl-optin-${placement}`}>
        {t(placement === 'home' ? 'optIn.homeTitle' : 'optIn.title')}
      </h2>
      <p>{t('optIn.body')}</p>
      <div className="sl-reminders-optin-actions">
        <Button
          color="primary"
          shape="rounded"
          size="small"
          loading={device.busy}
          onClick={() => void turnOn()}
        >
          {t('optIn.action')}
        </Button>
        <Button fill="none" size="small" onClick={() => settle('dismissed')}>
          {t('optIn.dismiss')}
        </Button>
      </div>
    </section>
  );
}

/**
 * "Get this every morning?": under today's fortune and on Home once a reading was completed,
 * for a signed-in member whose device can get reminders and has none yet (rules in optIn.ts).
 */
export function ReminderOptIn({ placement }: { placement: OptInPlacement }) {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return loginStatus ? <OptInOffer placement={placement} /> : null;
}

/** Home's card: shown once a reading was completed on this device. */
export function HomeReminderOptIn() {
  return <ReminderOptIn placement="home" />;
}
