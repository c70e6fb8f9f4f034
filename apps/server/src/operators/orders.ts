import { and, count, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import { toCents } from '@starlit/core/points';
import { ErrorCode, type OrderDetail, type OrderRow } from '@starlit/contracts';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { orders, paymentEvents } from '../db/schema-economy';
import { AppError } from '../lib/errors';
import { orderRow } from './rows';

export interface OrderFilters {
  status?: string;
  provider?: string;
  from?: string;
  to?: string;
  min?: string;
  max?: string;
  q?: string;
  page: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** Filters: dates are whole UTC days of creation, `min`/`max` yuan, `q` an order or user id or e-mail. */
function where(f: OrderFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.provider) parts.push(eq(orders.provider, f.provider));
  if (f.from) parts.push(gte(orders.createdAt, dayStart(f.from)));
  if (f.to) parts.push(lt(orders.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)));
  if (f.min) parts.push(gte(orders.amountCents, toCents(f.min)));
  if (f.max) parts.push(lte(orders.amountCents, toCents(f.max)));
  const q = f.q?.trim().toLowerCase();
  if (q) {
    parts.push(UUID.test(q) ? or(eq(orders.id, q), eq(orders.userId, q))! : eq(users.email, q));
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listOrders(db: DbOrTx, f: OrderFilters) {
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where(f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where(f));
  return { list: rows.map((r) => orderRow(r.order, r.email)), total: total?.n ?? 0 };
}

/** The order and its member's e-mail (null when the account is gone); 404 when there is none. */
async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function findOrderRow(db: DbOrTx, orderId: string): Promise<OrderRow> {
  const { order, email } = await findOrder(db, orderId);
  return orderRow(order, email);
}

export async function orderDetail(db: DbOrTx, orderId: string): Promise<OrderDetail> {
  const { order, email } = await findOrder(db, orderId);
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(paymentEvents.receivedAt);
  const g = order.grants;
  return {
    order: orderRow(order, email),
    events: events.map((e) => ({ id: e.id, type: e.type, createdAt: e.receivedAt.toISOString() })),
    // a month of VIP is counted as 30 days here
    grants: { points: g.points, vipDays: g.months * 30 + g.days },
  };
}
