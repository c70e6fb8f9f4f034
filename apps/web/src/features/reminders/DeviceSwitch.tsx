import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DeviceReminders } from './useDevice';

const FAILURE_KEYS = {
  dismissed: 'failed.dismissed',
  'no-worker': 'failed.noWorker',
  failed: 'failed.failed',
} as const;

/** Why this device cannot get reminders (no Push API, iOS outside the Home Screen, blocked). */
export function DeviceNotice({ kind }: { kind: 'unsupported' | 'install' | 'denied' }) {
  const { t } = useTranslation('reminders');
  return (
    <section className="sl-card sl-reminders-notice" aria-labelledby="sl-reminders-notice">
      <h2 id="sl-reminders-notice">{t(`${kind}.title`)}</h2>
      <p>{t(`${kind}.body`)}</p>
    </section>
  );
}

/** The master switch: reminders on this device (the permission is asked on its tap only). */
export function DeviceSwitch({ device, devices }: { device: DeviceReminders; devices?: number }) {
  const { t } = useTranslation('reminders');
  const on = device.subscribed === true;
  const failure = device.failure && device.failure !== 'denied' ? device.failure : null;
  return (
    <List className="sl-card sl-menu">
      <List.Item
        description={
          <>
            {t(on ? 'device.on' : 'device.off')}
            {devices ? (
              <span className="sl-reminders-count">{t('device.devices', { count: devices })}</span>
            ) : null}
          </>
        }
        extra={
          <Switch
            checked={on}
            loading={device.busy || device.subscribed === null}
            onChange={(value) => void (value ? device.turnOn() : device.turnOff())}
            aria-label={t('device.label')}
          />
        }
      >
        {t('device.label')}
      </List.Item>
      {failure ? (
        <List.Item className="sl-reminders-failure">
          <span role="alert">{t(FAILURE_KEYS[failure])}</span>
        </List.Item>
      ) : null}
    </List>
  );
}
