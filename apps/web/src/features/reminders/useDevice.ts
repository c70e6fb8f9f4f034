import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { remindersApi } from '../../api/reminders';
import { toastError } from '../../i18n/errors';
import {
  currentSubscription,
  permission,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
  type PushSupport,
  type SubscribeFailure,
} from './device';

export interface DeviceReminders {
  support: PushSupport;
  permission: NotificationPermission;
  /** null while this device's subscription is being looked up */
  subscribed: boolean | null;
  busy: boolean;
  /** why the last attempt to turn reminders on stopped short */
  failure: SubscribeFailure | null;
  /** asks for the permission, subscribes this device and tells the server; true when on */
  turnOn(): Promise<boolean>;
  turnOff(): Promise<void>;
}

/** This device's reminders: its subscription, switched on and off with the server. */
export function useDeviceReminders(): DeviceReminders {
  const { run: saveDevice } = useEndpointMutation(
    endpoints.reminders.subscribe,
    remindersApi.subscribe,
  );
  const { run: dropDevice } = useEndpointMutation(
    endpoints.reminders.unsubscribe,
    remindersApi.unsubscribe,
  );
  const [support] = useState(() => pushSupport());
  const [perm, setPerm] = useState(() => permission());
  const [subscribed, setSubscribed] = useState<boolean | null>(support === 'ok' ? null : false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SubscribeFailure | null>(null);

  useEffect(() => {
    if (support !== 'ok') return;
    let live = true;
    void currentSubscription().then((sub) => {
      if (live) setSubscribed(sub !== null);
    });
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      const key = await remindersApi.vapidKey();
      if (!isOk(key)) {
        toastError(key);
        return false;
      }
      const sub = await subscribeDevice(key.data.publicKey);
      setPerm(permission());
      if (typeof sub === 'string') {
        setFailure(sub);
        return false;
      }
      const saved = await saveDevice(sub);
      if (!isOk(saved)) {
        toastError(saved);
        return false;
      }
      setSubscribed(true);
      return true;
    } finally {
      setBusy(false);
    }
  }, [saveDevice]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeDevice();
      setSubscribed(false);
      if (endpoint) {
        const result = await dropDevice(endpoint);
        if (!isOk(result)) toastError(result);
      }
    } finally {
      setBusy(false);
    }
  }, [dropDevice]);

  return { support, permission: perm, subscribed, busy, failure, turnOn, turnOff };
}
