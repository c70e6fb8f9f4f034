import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDiscountCode, setProduct } from '../src/operators/service';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import * as pay from './support/payments';

const t = useTestApp();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const card = (info: { vipCards: Array<{ productId: string }> }, id: string) =>
  info.vipCards.find((c) => c.productId === id) as Record<string, unknown>;

describe('a limited-time price', () => {
  it('a sale cannot be set without its end date', async () => {
    await expect(setProduct(t.database.db, 'vip', 'vip_3m', { saleTenths: 8 })).rejects.toThrow(
      /needs its end date/,
    );
    // nor written around the service: the table refuses it
    const refused: unknown = await execSql(
      t,
      sql`update vip_products set sale_tenths = 8 where product_id = 'vip_3m'`,
    ).catch((err: unknown) => err);
    const cause = (refused as { cause?: { message?: string } }).cause;
    expect(cause?.message).toMatch(/vip_products_sale_ends_chk/);
    const [row] = await execSql(
      t,
      sql`select sale_tenths from vip_products where product_id = 'vip_3m'`,
    );
    expect(row).toEqual({ sale_tenths: null });
  });

  it('a running sale shows its real end, strikes the standard price and charges the sale price', async () => {
    const ends = inDays(5);
    await setProduct(t.database.db, 'vip', 'vip_3m', {
      saleTenths: 8,
      saleEndsAt: ends.toISOString(),
    });
    const m = await member(t);
    for (const [currency, standard, sale, cents] of [
      ['cny', '49.90', '39.92', 3992],
      ['usd', '7.99', '6.39', 639],
    ] as const) {
      const info = (await m.c.get(`rechargeInfo?currency=${currency}`)).data;
      expect(card(info, 'vip_3m')).toMatchObject({
        displayPrice: sale,
        realPrice: standard,
        discount: 8,
        limitedUntil: ends.toISOString(),
      });
      // a plan with no sale: nothing struck, nothing limited
      expect(card(info, 'vip_1m')).toMatchObject({ discount: 10, limitedUntil: null });
      expect(card(info, 'vip_1m').realPrice).toBe(card(info, 'vip_1m').displayPrice);
      const res = await pay.checkout(m, { kind: 'vip', productId: 'vip_3m', currency });
      expect(await pay.orderRow(t, res.data.orderId)).toMatchObject({
        amount_cents: cents,
        currency,
      });
    }
  });

  it('once the sale has ended the plan is back at its standard price, not limited', async () => {
    await setProduct(t.database.db, 'vip', 'vip_3m', {
      saleTenths: 8,
      saleEndsAt: inDays(-1).toISOString(),
    });
    const m = await member(t);
    const info = (await m.c.get('rechargeInfo')).data;
    expect(card(info, 'vip_3m')).toMatchObject({
      displayPrice: '49.90',
      realPrice: '49.90',
      discount: 10,
      limitedUntil: null,
    });
    const res = await pay.checkout(m, { kind: 'vip', productId: 'vip_3m' });
    expect(await pay.orderRow(t, res.data.orderId)).toMatchObject({ amount_cents: 4990 });
  });

  it('a discount code strikes the standard price; it is limited only when the code expires', async () => {
    const expires = inDays(10);
    await createDiscountCode(t.database.db, { code: 'DATED', tenths: 8, expiresAt: expires });
    await createDiscountCode(t.database.db, { code: 'OPEN', tenths: 8 });
    const m = await member(t);
    const dated = await m.c.post('validateDiscount', { discountCode: 'DATED' }, m.token);
    expect(dated.code, dated.msg).toBe(200);
    expect(card(dated.data, 'vip_1m')).toMatchObject({
      displayPrice: '15.92',
      realPrice: '19.90',
      limitedUntil: expires.toISOString(),
    });
    const open = await m.c.post(
      'validateDiscount',
      { discountCode: 'OPEN', currency: 'usd' },
      m.token,
    );
    expect(open.data.currency).toBe('usd');
    expect(card(open.data, 'vip_1m')).toMatchObject({
      displayPrice: '2.39',
      realPrice: '2.99',
      limitedUntil: null,
    });
  });

  it('the standard prices carry no invented anchor: nothing is struck without a sale or code', async () => {
    const m = await member(t);
    for (const currency of ['cny', 'usd']) {
      const info = (await m.c.get(`rechargeInfo?currency=${currency}`)).data;
      for (const c of info.vipCards) {
        expect(c.realPrice).toBe(c.displayPrice);
        expect(c.limitedUntil).toBeNull();
      }
    }
  });
});
