import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runCommand } from '../src/admin/commands';
import { movePoints } from '../src/modules/points/ledger';
import { refundOrder } from '../src/modules/payments/refund';
import { testConfig, useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, ledgerFacts, makeVip, member } from './support/economy';
import * as pay from './support/payments';

const t = useTestApp();
const config = testConfig();
const deliver = (event: unknown) => pay.deliver(t, JSON.stringify(event));

/** A sandbox purchase, paid: the order id and its buyer. */
async function bought(productId: string, kind: 'vip' | 'points', points = 0) {
  const m = await member(t, points);
  const res = await pay.checkout(m, { kind, productId });
  expect(res.code, res.msg).toBe(200);
  expect((await pay.sandboxAction(t, res.data.url, 'pay')).statusCode).toBe(303);
  expect(await pay.orderRow(t, res.data.orderId)).toMatchObject({ status: 'paid' });
  return { m, orderId: res.data.orderId as string };
}

const chargeEvent = (orderId: string, amount: number, refunded: number) =>
  pay.refundedEvent(orderId, { amount, refunded });
const disputeEvent = (orderId: string, type: 'created' | 'closed', status: string) =>
  pay.disputeEvent(orderId, type, status, { amount: 600 });
const outcome = async (event: unknown) => (await deliver(event)).json().data?.outcome as string;
const reasons = async (userId: string) =>
  (
    await execSql(
      t,
      sql`select reason, delta, ref from points_ledger where user_id = ${userId} order by created_at, id`,
    )
  ).map((r) => `${String(r.reason)}:${String(r.delta)}`);
const flagOf = async (userId: string) =>
  (await execSql(t, sql`select flag from users where id = ${userId}`))[0]?.flag ?? null;

describe('refunds', () => {
  it('takes back the points of a wholly refunded order, once, and says the order is refunded', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    expect(await balanceOf(m.c, m.token)).toBe(60);

    const result = await refundOrder(t.database.db, config, orderId, undefined, { note: 'test' });
    expect(result).toMatchObject({ provider: 'sandbox', amountCents: 600, outcome: 'reversed' });
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await reasons(m.userId)).toEqual(['purchase:60', 'refund:-60']);
    expect(await pay.orderRow(t, orderId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 600,
    });
    const seen = await m.c.get(`payments/order?orderId=${orderId}`, m.token);
    expect(seen.data.status).toBe('refunded');

    // the same refund again: nothing is left to refund, and a replayed event moves nothing
    await expect(refundOrder(t.database.db, config, orderId)).rejects.toThrow(/not_paid/);
    expect(await outcome(chargeEvent(orderId, 600, 600))).toBe('duplicate');
    expect(await balanceOf(m.c, m.token)).toBe(0);
  });

  it('takes back shares of partial refunds that add up to exactly what was granted', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    expect(await outcome(chargeEvent(orderId, 600, 100))).toBe('reversed'); // 1/6: 10 points
    expect(await outcome(chargeEvent(orderId, 600, 350))).toBe('reversed'); // to 7/12: 25 more
    expect(await balanceOf(m.c, m.token)).toBe(25);
    expect(await pay.orderRow(t, orderId)).toMatchObject({ status: 'paid', refunded_cents: 350 });
    // an older total arriving late moves nothing
    expect(await outcome(chargeEvent(orderId, 600, 100))).toBe('duplicate');
    const rest = await refundOrder(t.database.db, config, orderId);
    expect(rest.amountCents).toBe(250);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(0);
  });

  it('may leave the balance below zero, and then nothing can be spent until it is positive', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    await t.database.db.transaction((tx) =>
      movePoints(tx, { userId: m.userId, delta: -50, reason: 'charge', detail: 'dice' }),
    );
    await refundOrder(t.database.db, config, orderId);
    expect(await balanceOf(m.c, m.token)).toBe(-50);
    await expect(
      t.database.db.transaction((tx) =>
        movePoints(tx, { userId: m.userId, delta: -1, reason: 'charge', detail: 'dice' }),
      ),
    ).rejects.toMatchObject({ code: 1201 });
    expect(await balanceOf(m.c, m.token)).toBe(-50);
  });

  it('ends the VIP days a refunded card granted, keeping the days the member had before', async () => {
    const m0 = await member(t);
    await makeVip(t, m0.userId, 10);
    const res = await pay.checkout(m0, { kind: 'vip', productId: 'vip_1m' });
    await pay.sandboxAction(t, res.data.url, 'pay');
    const before = await m0.c.get('userinfo', m0.token);
    const daysLeft = (iso: string) => (new Date(iso).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft(before.data.vipAccount.vipExpDate)).toBeGreaterThan(36);

    await refundOrder(t.database.db, config, res.data.orderId);
    const after = await m0.c.get('userinfo', m0.token);
    expect(after.data.vipAccount.isVip).toBe(true);
    expect(daysLeft(after.data.vipAccount.vipExpDate)).toBeGreaterThan(9);
    expect(daysLeft(after.data.vipAccount.vipExpDate)).toBeLessThan(11);
  });

  it('reverses once when the same event arrives many times at once', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    const event = chargeEvent(orderId, 600, 600);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => outcome(event)));
    expect(outcomes.filter((o) => o === 'reversed')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'reversed').every((o) => o === 'duplicate')).toBe(true);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect((await ledgerFacts(t, m.userId)).n).toBe(2);
  });

  it('has a refund that arrives before its payment delivered again, then takes it back', async () => {
    const m = await member(t);
    const res = await pay.checkout(m, { kind: 'points', productId: 'points_60' });
    const orderId = res.data.orderId as string;
    const early = chargeEvent(orderId, 600, 600);
    // nothing recorded: the provider delivers it again later
    expect((await deliver(early)).statusCode).toBe(500);
    expect(await pay.orderRow(t, orderId)).toMatchObject({ status: 'created', refunded_cents: 0 });
    expect((await pay.sandboxAction(t, res.data.url, 'pay')).statusCode).toBe(303);
    expect(await balanceOf(m.c, m.token)).toBe(60);
    expect(await outcome(early)).toBe('reversed');
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await pay.orderRow(t, orderId)).toMatchObject({ status: 'refunded' });
  });

  it('answers an event for a payment it does not know as a mismatch and moves nothing', async () => {
    const event = chargeEvent('00000000-0000-4000-8000-000000000000', 600, 600);
    expect(await outcome(event)).toBe('mismatch');
  });

  it('is an operator command with a required note and a checked amount', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    const db = t.database.db;
    await expect(
      runCommand(db, 'order:refund', { order: orderId, note: '' }, config),
    ).rejects.toThrow(/note/);
    await expect(
      runCommand(db, 'order:refund', { order: orderId, amount: '7.00', note: 'x' }, config),
    ).rejects.toThrow(/at most what is left/);
    const done = await runCommand(
      db,
      'order:refund',
      { order: orderId, amount: '3.00', note: 'asked by e-mail' },
      config,
    );
    expect(done).toMatchObject({ amountCents: 300, outcome: 'reversed' });
    expect(await balanceOf(m.c, m.token)).toBe(30);
  });
});

describe('disputes', () => {
  it('holds what the order granted and flags the account; a won dispute gives it back', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    expect(await outcome(disputeEvent(orderId, 'created', 'needs_response'))).toBe('held');
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await flagOf(m.userId)).toBe('dispute');
    expect(await pay.orderRow(t, orderId)).toMatchObject({ dispute: 'open' });
    // no refund while the card network decides
    await expect(refundOrder(t.database.db, config, orderId)).rejects.toThrow(/disputed/);

    expect(await outcome(disputeEvent(orderId, 'closed', 'won'))).toBe('released');
    expect(await balanceOf(m.c, m.token)).toBe(60);
    expect(await flagOf(m.userId)).toBeNull();
    expect(await reasons(m.userId)).toEqual([
      'purchase:60',
      'dispute_hold:-60',
      'dispute_release:60',
    ]);
  });

  it('keeps it back when the dispute is lost', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    await outcome(disputeEvent(orderId, 'created', 'needs_response'));
    expect(await outcome(disputeEvent(orderId, 'closed', 'lost'))).toBe('kept');
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await pay.orderRow(t, orderId)).toMatchObject({ dispute: 'lost' });
    // a second close, or a refund event after it, takes nothing more
    expect(await outcome(disputeEvent(orderId, 'closed', 'lost'))).toBe('duplicate');
    expect(await outcome(chargeEvent(orderId, 600, 600))).toBe('reversed');
    expect(await balanceOf(m.c, m.token)).toBe(0);
  });

  it.each([
    {
      does: 'settles by the dispute’s state',
      close: 'won',
      product: 'points_300',
      outcome: 'released',
      balance: 330,
      ledger: ['purchase:330'],
    },
    {
      does: 'takes the grants back once',
      close: 'lost',
      product: 'points_60',
      outcome: 'kept',
      balance: 0,
      ledger: ['purchase:60', 'dispute_hold:-60'],
    },
  ] as const)(
    '$does when a $close close arrives before its opening',
    async ({ close, product, outcome: settled, balance, ledger }) => {
      const { m, orderId } = await bought(product, 'points');
      expect(await outcome(disputeEvent(orderId, 'closed', close))).toBe(settled);
      expect(await outcome(disputeEvent(orderId, 'created', 'needs_response'))).toBe('duplicate');
      expect(await balanceOf(m.c, m.token)).toBe(balance);
      expect(await pay.orderRow(t, orderId)).toMatchObject({ dispute: close });
      expect(await flagOf(m.userId)).toBeNull();
      expect(await reasons(m.userId)).toEqual(ledger);
    },
  );

  it('holds once when the opening event is raced, and holds only what was not refunded', async () => {
    const { m, orderId } = await bought('points_60', 'points');
    await refundOrder(t.database.db, config, orderId, 200); // 20 points back
    const opened = disputeEvent(orderId, 'created', 'needs_response');
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => outcome(opened)));
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    expect(await reasons(m.userId)).toEqual(['purchase:60', 'refund:-20', 'dispute_hold:-40']);
  });
});
