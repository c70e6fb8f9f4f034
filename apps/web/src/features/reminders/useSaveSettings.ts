import { useCallback } from 'react';
import type { ReminderSettings } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { remindersApi, type ReminderChange } from '../../api/reminders';
import { toastError } from '../../i18n/errors';

/** Saves a change to the reminder settings (the answer replaces the cached settings). */
export function useSaveSettings() {
  const { run, pending } = useEndpointMutation(endpoints.reminders.saveSettings, remindersApi.save);
  const save = useCallback(
    async (change: ReminderChange) => {
      const result = await run(change);
      if (!isOk(result)) toastError(result);
      return isOk(result);
    },
    [run],
  );
  return { save, saving: pending };
}

/** A part of the reminders page that shows the settings and saves a change of them. */
export interface SettingsPanelProps {
  settings: ReminderSettings;
  saving: boolean;
  onSave(change: ReminderChange): void;
}
