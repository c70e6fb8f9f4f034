import type { Currency, DeductionType } from '@starlit/contracts';
import type { Key } from '../../i18n/keys';

/** The translation key and values of a price in its currency ("¥30.00", "$4.99"). */
export function priceLabel(amount: string | number, currency: Currency) {
  return [currency === 'usd' ? 'priceUsd' : 'price', { amount: yuan(amount) }] as const;
}

/** An amount ("19.9", 19.9) with two decimals: "19.90" (yuan or dollars alike). */
export function yuan(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value.toFixed(2) : String(amount);
}

/** Whether two yuan amounts differ (the original price is only struck through when it does). */
export function differentPrice(a: string, b: string): boolean {
  return Math.round(Number(a) * 100) !== Math.round(Number(b) * 100);
}

/**
 * The 'off' label's values for a discount in tenths of the price: 8 -> zh "8折", en "20% off".
 * Null when there is no discount (10 or more).
 */
export function offLabel(discount: number): { discount: number; percent: number } | null {
  if (!(discount > 0 && discount < 10)) return null;
  return { discount, percent: Math.round((10 - discount) * 10) };
}

/** Which sentence states a deduction's cost. */
export function costKey(type: DeductionType): Key<'wallet'> {
  if (type === 'swap4Vip3' || type === 'swap4Vip7') return 'deduction.swap';
  if (type === 'chat_base' || type === 'chat_advanced') return 'deduction.costChat';
  if (type.startsWith('unlock')) return 'deduction.costReport';
  return 'deduction.costReading';
}

/** The deduction types whose dialog offers "don't remind me again". */
export function isChatType(type: DeductionType): boolean {
  return type === 'chat_base' || type === 'chat_advanced';
}
