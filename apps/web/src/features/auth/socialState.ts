import type { SocialProvider } from '@starlit/contracts';
import { SOCIAL_STATE_KEY, sessionValue } from '../../state/storage';

/** A social sign-in this tab started: the provider and the `state` the server issued. */
export interface SocialStart {
  provider: SocialProvider;
  state: string;
}

/** Kept per tab (sessionStorage): a return is accepted only in the tab that started it. */
export function rememberSocialStart(start: SocialStart): void {
  sessionValue.set(SOCIAL_STATE_KEY, JSON.stringify(start));
}

/** The sign-in this tab started, read once; null when there is none. */
export function takeSocialStart(): SocialStart | null {
  const raw = sessionValue.take(SOCIAL_STATE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { provider, state } = value as Record<string, unknown>;
    if ((provider === 'google' || provider === 'twitter') && typeof state === 'string' && state) {
      return { provider, state };
    }
  } catch {
    // not ours
  }
  return null;
}
