import type { TFunction } from 'i18next';
import type { LedgerEntry } from '@starlit/contracts';
import { DEDUCTION_TYPES, type DeductionType } from '@starlit/contracts/constants';

const isDeductionType = (value: string): value is DeductionType =>
  (DEDUCTION_TYPES as readonly string[]).includes(value);

/** A product id as a name: points_300 → "300-point pack", vip_3m → "3-month VIP". */
function productName(productId: string, t: TFunction<'points'>): string {
  const points = /^points_(\d+)$/.exec(productId);
  if (points) return t('products.points', { points: Number(points[1]) });
  const vip = /^vip_(\d+)m$/.exec(productId);
  if (vip) return t('products.vip', { months: Number(vip[1]) });
  return productId;
}

/** What the entry was for, after its reason; '' when there is nothing to add. */
function ledgerDetail(entry: LedgerEntry, t: TFunction<'points'>): string {
  const detail = entry.detail.trim();
  if (!detail) return '';
  switch (entry.reason) {
    case 'check_in':
      return /^\d+$/.test(detail) ? t('checkIn.day', { day: Number(detail) }) : '';
    case 'charge':
    case 'swap':
      return isDeductionType(detail) ? t(`deduction.${detail}`) : '';
    case 'purchase':
      return productName(detail, t);
    case 'redeem':
    case 'admin':
      return detail;
    default:
      return '';
  }
}

/**
 * A ledger row's label: the translated reason, with what it was for: the check-in day, the
 * deduction type of a charge or swap (translated), the product of a purchase, the code of a
 * redemption, the operator's note of an adjustment.
 */
export function ledgerLabel(entry: LedgerEntry, t: TFunction<'points'>): string {
  const reason = t(`reasons.${entry.reason}`);
  const detail = ledgerDetail(entry, t);
  return detail ? `${reason} · ${detail}` : reason;
}

/** +N for a gain, −N (a true minus sign) for a spend. */
export function signedPoints(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${Math.abs(delta)}` : '0';
}
