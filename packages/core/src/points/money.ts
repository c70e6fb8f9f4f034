import Decimal from 'decimal.js';

/**
 * Prices are decimal strings in yuan ("19.90"). Every computation goes through decimal.js,
 * so 19.9 × 100 is exactly 1990 and 0.1 × 100 exactly 10 (binary floats give 1989.9999…).
 */

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** A yuan amount written with at most two decimals, e.g. "19.9" or "128". */
export function isPrice(value: string): boolean {
  return PRICE.test(value);
}

/** The smallest currency unit (fen, cents): price × 100, exact. Throws on a malformed price. */
export function toCents(price: string): number {
  if (!isPrice(price)) throw new RangeError(`not a price: ${price}`);
  return new Decimal(price).times(100).toNumber();
}

/** Cents back to a two-decimal yuan string. */
export function fromCents(cents: number): string {
  return new Decimal(cents).dividedBy(100).toFixed(2);
}

/** A price written with two decimals ("19.9" → "19.90"). */
export function formatPrice(price: string): string {
  return new Decimal(price).toFixed(2);
}

/**
 * The price after a discount given in tenths of the price (8.5 = pay 85 %), rounded half-up
 * to the fen and never below 0.01.
 */
export function applyDiscount(price: string, tenths: number): string {
  const discounted = new Decimal(price)
    .times(tenths)
    .dividedBy(10)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return Decimal.max(discounted, '0.01').toFixed(2);
}

/** How many tenths of `real` the `display` price is, to one decimal (10 when equal or free). */
export function discountTenths(display: string, real: string): number {
  const r = new Decimal(real);
  if (r.lte(0)) return 10;
  const tenths = new Decimal(display).dividedBy(r).times(10).toDecimalPlaces(1, Decimal.ROUND_DOWN);
  return Decimal.min(tenths, 10).toNumber();
}

/** Price per day over `days`, two decimals rounded half-up. */
export function dailyPrice(price: string, days: number): string {
  if (days <= 0) return formatPrice(price);
  return new Decimal(price).dividedBy(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
