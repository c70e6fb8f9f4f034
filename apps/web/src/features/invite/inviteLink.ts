import type { TFunction } from 'i18next';
import type { Reward } from '@starlit/contracts';

/**
 * The link a friend opens: the app's address with `?ic=CODE` before the hash, which the
 * startup reads and keeps for the friend's sign-up.
 */
export function inviteLink(
  code: string,
  where: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${where.origin}${where.pathname}?ic=${encodeURIComponent(code)}#/`;
}

/** "50 points" or "3 VIP days". */
export function rewardText(reward: Reward, t: TFunction<'invite'>): string {
  return reward.kind === 'points'
    ? t('reward.points', { amount: reward.amount })
    : t('reward.vip', { amount: reward.amount });
}

/** Copies text to the clipboard: the async API where allowed, else a hidden text area. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // only secure contexts (https, localhost) have the async clipboard
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* denied: try the old way */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The first letter of a name, for an avatar without a picture. */
export function initial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}
