import { remindersApi } from '../../api/reminders';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';
import { currentSubscription } from './device';

/**
 * A device that gets reminders gets them in the language the app is in: when the language
 * changes, the device's subscription is sent again (the server keeps the request's language
 * with it). Nothing is sent for a visitor or a device without reminders. Returns the unsubscribe.
 */
export function followLanguage(): () => void {
  let lang = useAppStore.getState().lang;
  return useAppStore.subscribe((state) => {
    if (state.lang === lang) return;
    lang = state.lang;
    void relabel();
  });
}

async function relabel(): Promise<void> {
  if (!useSessionStore.getState().loginStatus) return;
  const sub = await currentSubscription();
  const json = sub?.toJSON();
  const p256dh = json?.keys?.p256dh;
  const auth = json?.keys?.auth;
  if (!json?.endpoint || !p256dh || !auth) return;
  await remindersApi.subscribe({ endpoint: json.endpoint, keys: { p256dh, auth } });
}
