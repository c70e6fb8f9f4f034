import type { SocialLoginBody } from '@starlit/contracts';
import { toast } from '../components/Toast/toast';
import { accountApi } from '../api/account';
import { ApiError, isOk } from '../api/http';
import { clearProfiles, loadProfiles } from '../api/profileList';
import { systemApi } from '../api/system';
import { armMusicResume, setMusicOn } from '../features/music/music';
import { errorText } from '../i18n/errors';
import { i18next, initI18n } from '../i18n';
import { startLoginClock } from '../state/loginClock';
import { completeSignIn, refreshSession } from '../state/sessionActions';
import { useSessionStore } from '../state/session';
import { STORAGE_KEYS, storage } from '../state/storage';
import { bindZone } from '../state/zone';
import { takeSocialStart } from '../features/auth/socialState';
import { followLanguage } from '../features/reminders/followLanguage';
import type { SocialSignal } from './startup';

/**
 * On start: a stored token is checked with the server, and a music switch left on waits for
 * the first tap. The entry loads this module beside the first screen, not before it.
 */
export function bootstrapSession(): void {
  armMusicResume();
  startLoginClock();
  if (useSessionStore.getState().token) void refreshSession();
  // a check that failed offline is retried when the connection returns
  window.addEventListener('online', () => {
    const { token, loginStatus } = useSessionStore.getState();
    if (token && !loginStatus) void refreshSession();
  });
  // when the login state turns true, bring the account's settings to this device
  useSessionStore.subscribe((state, previous) => {
    if (state.loginStatus && !previous.loginStatus) void syncUserConfig();
  });
  if (useSessionStore.getState().loginStatus) void syncUserConfig();
  bindProfiles();
  bindZone();
  // a device that gets reminders has them in the language the app is in
  followLanguage();
}

/** The profile list: loaded when login turns true, cleared when it turns false. */
function bindProfiles(): void {
  useSessionStore.subscribe((state, previous) => {
    if (state.loginStatus === previous.loginStatus) return;
    if (state.loginStatus) void loadProfiles();
    else clearProfiles();
  });
  if (useSessionStore.getState().loginStatus) void loadProfiles();
}

async function syncUserConfig(): Promise<void> {
  const result = await systemApi.userConfig();
  if (!isOk(result)) return;
  setMusicOn(result.data.music, false);
  armMusicResume();
}

/** A warning toast once the translations are there (this can run before the first render). */
async function warn(text: () => string): Promise<void> {
  await initI18n();
  toast.show({ icon: 'fail', content: text() });
}

const loginFailed = () => i18next.t('errors:loginFailed');

/**
 * Acts on a social sign-in return read by the startup guard. The return must carry the
 * state this tab kept when it started the sign-in; any other (a code someone else
 * obtained, or a return this tab never asked for) is refused here, before the server.
 */
export async function handleSocialSignal(signal: SocialSignal): Promise<void> {
  const session = useSessionStore.getState();
  const started = takeSocialStart();
  if (signal.result === 'fail' || !started || started.state !== signal.state) {
    session.setSocialStatus('fail');
    await warn(loginFailed);
    return;
  }
  session.setSocialStatus('pending');
  const body: Omit<SocialLoginBody, 'lang'> = {
    type: 2,
    third_name: started.provider,
    access_token: signal.code,
    state: signal.state,
    redirectUri: signal.redirectUri,
    inviteCode: storage.get(STORAGE_KEYS.inviteCode) || undefined,
  };
  const result = await accountApi.socialLogin(body);
  if (isOk(result)) {
    await completeSignIn(result.data);
    useSessionStore.getState().setSocialStatus('success');
    return;
  }
  useSessionStore.getState().setSocialStatus('fail');
  // a server answer carries its own (translated) reason; a failure without one is 'loginFailed'
  await warn(() => (result instanceof ApiError ? loginFailed() : errorText(result)));
}
