import { useCallback, useState } from 'react';
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
