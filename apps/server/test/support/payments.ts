import { sql } from 'drizzle-orm';
import { signEvent } from '../../src/modules/payments/provider';
import { sandboxPaymentId } from '../../src/modules/payments/sandbox';
import { TEST_WEBHOOK_SECRET, type TestApp } from './app';
import { execSql } from './client';
import type { member } from './economy';

export type Member = Awaited<ReturnType<typeof member>>;
export const RETURN = 'http://localhost:8080/#/user';

export function checkout(m: Member, body: Record<string, unknown>) {
  return m.c.post('payments/checkout', { returnUrl: RETURN, ...body }, m.token);
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await execSql(t, sql`select * from orders where id = ${orderId}`);
  return row as Record<string, unknown>;
}

/** Moves an order's expiry into the past, as if its checkout had lapsed. */
export async function lapseOrder(t: TestApp, orderId: string): Promise<void> {
  await execSql(
    t,
    sql`update orders set expires_at = now() - interval '1 second' where id = ${orderId}`,
  );
}

/** The one-time secret a sandbox checkout address carries. */
export const keyOf = (url: string) => new URL(url).searchParams.get('key') ?? '';

/** Pay or Cancel as the sandbox page's form does: a form post with the page's secret. */
export function sandboxAction(
  t: TestApp,
  url: string,
  action: 'pay' | 'cancel',
  key: string = keyOf(url),
) {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/${action}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ key }).toString(),
  });
}

/** Delivers a webhook as Stripe would (signed unless a signature is given). */
export function deliver(t: TestApp, payload: string, signature?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['stripe-signature'] = signature ?? signEvent(payload, TEST_WEBHOOK_SECRET);
  return t.app.inject({ method: 'POST', url: '/api/v2/payments/webhook', headers, payload });
}

/** A `checkout.session.completed` event that matches the order (tests then spoil a field). */
export async function completedEvent(
  t: TestApp,
  orderId: string,
  id = `evt_${orderId.slice(0, 8)}`,
) {
  const o = await orderRow(t, orderId);
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: o.provider_session_id,
        object: 'checkout.session',
        client_reference_id: orderId,
        amount_total: o.amount_cents as number | null | undefined,
        currency: o.currency as string | null | undefined,
        payment_status: 'paid',
        metadata: { orderId },
      },
    },
  };
}

let eventSeq = 0;
/** A fresh event id of this process. */
const eventId = (kind: string) => `evt_${kind}_${++eventSeq}_${process.pid}`;

/** A Stripe event whose object (a charge or a dispute) is about the order's payment. */
const paymentEvent = (
  orderId: string,
  event: { id: string; type: string },
  object: Record<string, unknown>,
) => ({
  ...event,
  object: 'event',
  data: { object: { ...object, payment_intent: sandboxPaymentId({ id: orderId }) } },
});

/** Stripe's charge.refunded for an order: `refunded` of `amount` cents, in `currency`. */
export const refundedEvent = (
  orderId: string,
  {
    amount,
    refunded,
    currency = 'cny',
    id = eventId('refund'),
  }: {
    amount: number;
    refunded: number;
    currency?: string;
    id?: string;
  },
) =>
  paymentEvent(
    orderId,
    { id, type: 'charge.refunded' },
    {
      id: `ch_${orderId.slice(0, 8)}`,
      object: 'charge',
      amount,
      amount_refunded: refunded,
      currency,
      metadata: { orderId },
    },
  );

/** Stripe's charge.dispute.created or .closed for an order, at its `status`. */
export const disputeEvent = (
  orderId: string,
  type: 'created' | 'closed',
  status: string,
  {
    amount,
    currency = 'cny',
    id = eventId('dispute'),
  }: {
    amount: number;
    currency?: string;
    id?: string;
  },
) =>
  paymentEvent(
    orderId,
    { id, type: `charge.dispute.${type}` },
    {
      id: `dp_${orderId.slice(0, 8)}`,
      object: 'dispute',
      amount,
      currency,
      status,
      metadata: {},
    },
  );
