import { Link } from 'react-router';
import type { MemberDetail } from '@starlit/contracts/admin';
import { labelOf, useT } from '../i18n';
import { Empty, When } from '../components/ui';
import { FeedbackItem } from '../components/FeedbackItem';
import { OrderTable } from '../components/OrderTable';
import { Table } from '../components/Table';

/** A member's ledger, orders, redemptions, reading counts, feedback and sessions. */
export function MemberTables({ detail }: { detail: MemberDetail }) {
  const { t, tCode } = useT();
  return (
    <>
      <h2>{t('members.ledger')}</h2>
      <Table
        rows={detail.ledger}
        rowKey={(row) => row.id}
        columns={[
          { head: t('common.time'), cell: (row) => <When at={row.createdAt} /> },
          {
            head: t('members.delta'),
            num: true,
            cell: (row) => (row.delta > 0 ? `+${row.delta}` : row.delta),
          },
          { head: t('members.balanceAfter'), num: true, cell: (row) => row.balanceAfter },
          { head: t('members.reason'), cell: (row) => labelOf(tCode, 'reasons', row.reason) },
          { head: t('members.detail'), cell: (row) => row.detail },
        ]}
      />
      <h2>{t('nav.orders')}</h2>
      <OrderTable rows={detail.orders} />
      <h2>{t('members.redemptions')}</h2>
      <Table
        rows={detail.redemptions}
        rowKey={(row) => `${row.code}-${row.usedAt}`}
        columns={[
          { head: t('codes.code'), cell: (row) => row.code },
          { head: t('codes.type'), cell: (row) => tCode('codes.types', row.type) },
          { head: t('codes.benefits'), num: true, cell: (row) => row.benefits },
          { head: t('members.usedAt'), cell: (row) => <When at={row.usedAt} /> },
        ]}
      />
      <h2>{t('dashboard.readings')}</h2>
      <ul className="ad-tiles">
        {Object.entries(detail.readings).map(([kind, n]) => (
          <li key={kind} className="ad-tile">
            <span className="ad-tile-label">{tCode('readings', kind)}</span>
            <strong>{n}</strong>
          </li>
        ))}
      </ul>
      <h2>{t('nav.feedback')}</h2>
      <Empty when={detail.feedback.length === 0} />
      {detail.feedback.map((row) => (
        <FeedbackItem key={row.id} row={row} />
      ))}
      <p>
        <Link to="/feedback">{t('members.toInbox')}</Link>
      </p>
      <h2>{t('members.sessions')}</h2>
      <Table
        rows={detail.sessions}
        rowKey={(row) => row.id}
        columns={[
          { head: t('members.method'), cell: (row) => row.method },
          { head: t('members.device'), wrap: true, cell: (row) => row.userAgent ?? '—' },
          { head: t('members.started'), cell: (row) => <When at={row.createdAt} /> },
          { head: t('members.lastSeen'), cell: (row) => <When at={row.lastSeenAt} /> },
          {
            head: t('members.status'),
            cell: (row) => (row.revoked ? t('members.revoked') : t('members.active')),
          },
        ]}
      />
    </>
  );
}
