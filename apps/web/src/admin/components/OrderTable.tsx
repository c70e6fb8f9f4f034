import { Link } from 'react-router';
import type { OrderRow } from '@starlit/contracts/admin';
import { useT } from '../i18n';
import { Empty, When } from './ui';

/** An order amount in its currency: "¥30.00" (CNY), "US$4.99" (USD). */
export const money = (amount: string, currency: string): string =>
  currency === 'usd'
    ? `US$${amount}`
    : currency === 'cny'
      ? `¥${amount}`
      : `${amount} ${currency.toUpperCase()}`;

/** Orders as a table; each links to its page. */
export function OrderTable({ rows, withMember }: { rows: OrderRow[]; withMember?: boolean }) {
  const { t, tCode } = useT();
  if (rows.length === 0) return <Empty when />;
  return (
    <table className="ad-table">
      <thead>
        <tr>
          <th scope="col">{t('orders.order')}</th>
          {withMember && <th scope="col">{t('orders.member')}</th>}
          <th scope="col">{t('orders.product')}</th>
          <th scope="col">{t('orders.amount')}</th>
          <th scope="col">{t('orders.refunded')}</th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col">{t('orders.provider')}</th>
          <th scope="col">{t('common.time')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.orderId}>
            <td>
              <Link to={`/orders/${row.orderId}`}>{row.orderId.slice(0, 8)}</Link>
            </td>
            {withMember && (
              <td>
                <Link to={`/members/${row.userId}`}>{row.email ?? row.userId.slice(0, 8)}</Link>
              </td>
            )}
            <td>{`${t(`orders.kinds.${row.kind}`)} · ${row.productId}`}</td>
            <td className="ad-num">{money(row.amount, row.currency)}</td>
            <td className="ad-num">
              {row.refunded === '0.00' ? '—' : money(row.refunded, row.currency)}
            </td>
            <td>
              {tCode('orders.statuses', row.status)}
              {row.dispute && ` · ${t('orders.dispute', { state: row.dispute })}`}
            </td>
            <td>{row.provider}</td>
            <td>
              <When at={row.paidAt ?? row.createdAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
