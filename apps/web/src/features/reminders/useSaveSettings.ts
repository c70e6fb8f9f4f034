import { useCallback, useState } from 'react';
import type { ReminderSettings } from '@starlit/contracts';
import { isOk } from '../../api/http';
import { remindersApi, type ReminderChange } from '../../api/reminders';
import { toastError } from '../../i18n/errors';

/** Saves a change to the reminder settings (the answer replaces the cached settings). */
export function useSaveSettings() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (change: ReminderChange) => {
    setSaving(true);
    const result = await remindersApi.save(change);
    setSaving(false);
    if (!isOk(result)) toastError(result);
    return isOk(result);
  }, []);
  return { save, saving };
}

/** A part of the reminders page that shows the settings and saves a change of them. */
export interface SettingsPanelProps {
  settings: ReminderSettings;
  saving: boolean;
  onSave(change: ReminderChange): void;
}
