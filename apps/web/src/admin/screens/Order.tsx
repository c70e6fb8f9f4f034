import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@starlit/contracts/admin';
import { adminCall, adminEndpoints } from '../api';
import { useT, type Vars } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { Action } from '../components/Action';
import { money } from '../components/OrderTable';
import { Empty, ErrorLine, Facts, Loading, When } from '../components/ui';

const o = adminEndpoints.orders;
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

/** What a refund of `amount` takes back: its share of the order's points and VIP days. */
export function refundTakes(detail: OrderDetail, amount: string): Vars {
  const total = cents(detail.order.amount);
  const left = total - cents(detail.order.refunded);
  const asked = amount.trim() ? Math.min(cents(amount), left) : left;
  const share = total > 0 ? asked / total : 0;
  return {
    amount: (asked / 100).toFixed(2),
    points: Math.floor(detail.grants.points * share),
    days: Math.floor(detail.grants.vipDays * share),
  };
}

/** One order: its facts, what it granted, its payment events; Refund (admins) whole or part. */
export function Order() {
  const { t, tCode } = useT();
  const isAdmin = useIsAdmin();
  const orderId = useParams().orderId ?? '';
  const { data, failure, loading, reload } = useLoad(o.detail, orderId, () =>
    adminCall(o.detail, undefined, { orderId }),
  );
  if (!data) {
    return (
      <section>
        <Loading on={loading} />
        <ErrorLine result={failure} />
      </section>
    );
  }
  const { order } = data;
  const refundable =
    (order.status === 'paid' || order.status === 'refunded') &&
    cents(order.refunded) < cents(order.amount);
  return (
    <section aria-labelledby="order-title">
      <h1 id="order-title">{t('orders.orderTitle', { id: order.orderId.slice(0, 8) })}</h1>
      <Facts
        rows={[
          [t('orders.order'), order.orderId],
          [
            t('orders.member'),
            <Link key="m" to={`/members/${order.userId}`}>
              {order.email ?? order.userId}
            </Link>,
          ],
          [t('orders.product'), `${t(`orders.kinds.${order.kind}`)} · ${order.productId}`],
          [t('orders.amount'), money(order.amount, order.currency)],
          [t('orders.refunded'), money(order.refunded, order.currency)],
          [t('orders.status'), tCode('orders.statuses', order.status)],
          [t('orders.disputeLabel'), order.dispute ?? '—'],
          [t('orders.provider'), order.provider],
          [t('orders.created'), <When key="c" at={order.createdAt} />],
          [t('orders.paid'), <When key="p" at={order.paidAt} />],
          [
            t('orders.grants'),
            t('orders.grantsValue', { points: data.grants.points, days: data.grants.vipDays }),
          ],
        ]}
      />
      {isAdmin && refundable && (
        <div className="ad-actions">
          <Action
            label={t('orders.refund')}
            danger
            fields={[
              {
                name: 'amount',
                label: t('orders.refundAmount'),
                hint: t('orders.refundAll', { amount: order.amount }),
              },
            ]}
            warning={(v) => t('orders.refundWarning', refundTakes(data, v.amount ?? ''))}
            run={(v) =>
              adminCall(
                o.refund,
                { amount: v.amount?.trim() || undefined, note: v.note! },
                { orderId },
              )
            }
            onDone={reload}
          />
        </div>
      )}
      <h2>{t('orders.events')}</h2>
      <Empty when={data.events.length === 0} />
      {data.events.length > 0 && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">{t('common.time')}</th>
              <th scope="col">{t('orders.eventType')}</th>
              <th scope="col">{t('orders.eventId')}</th>
            </tr>
          </thead>
          <tbody>
            {data.events.map((event) => (
              <tr key={event.id}>
                <td>
                  <When at={event.createdAt} />
                </td>
                <td>{event.type}</td>
                <td>{event.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
