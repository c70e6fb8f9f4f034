/** A VIP grant: calendar months and/or days. */
export interface VipExtension {
  months?: number;
  days?: number;
}

const DAY_MS = 86_400_000;

/**
 * The new VIP expiry: the grant is added to the later of `now` and the current expiry, so
 * buying early never loses days and buying after a lapse starts from now. Months are calendar
 * months (Jan 31 + 1 month = the last day of February). Negative days revoke, never before now.
 */
export function extendVip(now: Date, current: Date | null, grant: VipExtension): Date {
  const base = new Date(Math.max(now.getTime(), current?.getTime() ?? 0));
  const months = grant.months ?? 0;
  let result = base;
  if (months !== 0) {
    const day = base.getUTCDate();
    const target = new Date(base.getTime());
    target.setUTCDate(1);
    target.setUTCMonth(target.getUTCMonth() + months);
    const lastDay = new Date(
      Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
    ).getUTCDate();
    target.setUTCDate(Math.min(day, lastDay));
    result = target;
  }
  result = new Date(result.getTime() + (grant.days ?? 0) * DAY_MS);
  return result;
}

/** Revoking days shortens the current expiry; the result never lies before `now`. */
export function shortenVip(now: Date, current: Date | null, days: number): Date | null {
  if (!current || current <= now) return current;
  const next = new Date(current.getTime() - days * DAY_MS);
  return next <= now ? now : next;
}

export function isVipActive(now: Date, expiry: Date | null): boolean {
  return expiry !== null && expiry.getTime() > now.getTime();
}

/** Roughly how many days a card of `months` months lasts (for a daily price). */
export const daysOfMonths = (months: number): number => months * 30;
