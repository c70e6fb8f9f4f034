import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../api/http';
import { remindersApi, useReminderSettings } from '../../api/reminders';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { DeviceNotice, DeviceSwitch } from './DeviceSwitch';
import { KindSettings } from './KindSettings';
import { QuietHours } from './QuietHours';
import { useDeviceReminders } from './useDevice';
import { useSaveSettings } from './useSaveSettings';
import './reminders.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { useEndpointMutation } from '../../api/mutation';
import { endpoints } from '@starlit/contracts/endpoints';

/** "Send me today's reminder now": today's reminder goes to every subscribed device. */
function TestSend() {
  const { t } = useTranslation('reminders');
  const sendTest = useEndpointMutation(endpoints.reminders.test, remindersApi.test);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const result = await sendTest.run(undefined);
    setSending(false);
    if (!isOk(result)) return toastError(result);
    const { sent } = result.data;
    toast.show(sent > 0 ? t('test.sent', { count: sent }) : t('test.none'));
  };
  return (
    <Button
      className="sl-reminders-test"
      block
      shape="rounded"
      loading={sending}
      onClick={() => void send()}
    >
      {t('test.action')}
    </Button>
  );
}

/**
 * /reminders for a member: this device's switch (or why it has none), what to be reminded of,
 * quiet hours and a test send. The kinds and hours are the account's, for all its devices.
 */
export function RemindersView() {
  const { t } = useTranslation('reminders');
  const device = useDeviceReminders();
  const settings = useReminderSettings(true);
  const { save, saving } = useSaveSettings();
  const data = settings.data;

  const blocked = device.permission === 'denied' && device.subscribed !== true;
  const notice = device.support !== 'ok' ? device.support : blocked ? ('denied' as const) : null;
  // the kinds matter once some device gets reminders, or this one can
  const showKinds = data && (notice === null || data.devices > 0);

  return (
    <div className="sl-reminders">
      {notice ? (
        <DeviceNotice kind={notice} />
      ) : (
        <DeviceSwitch device={device} devices={data?.devices} />
      )}
      {!data && settings.loading ? <TextSkeleton lines={6} /> : null}
      {!data && !settings.loading && settings.result ? (
        <LoadFailed title={t('loadFailed')} onRetry={settings.reload} />
      ) : null}
      {showKinds ? (
        <>
          <KindSettings settings={data} saving={saving} onSave={(c) => void save(c)} />
          <QuietHours settings={data} saving={saving} onSave={(c) => void save(c)} />
          {data.devices > 0 ? <TestSend /> : null}
        </>
      ) : null}
    </div>
  );
}
