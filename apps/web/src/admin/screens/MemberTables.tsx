import { Link } from 'react-router';
import type { MemberDetail } from '@starlit/contracts/admin';
import { labelOf, useT } from '../i18n';
import { Empty, When } from '../components/ui';
import { FeedbackItem } from '../components/FeedbackItem';
import { OrderTable } from '../components/OrderTable';

/** A member's ledger, orders, redemptions, reading counts, feedback and sessions. */
export function MemberTables({ detail }: { detail: MemberDetail }) {
  const { t } = useT();
  return (
    <>
      <h2>{t('members.ledger')}</h2>
      <Empty when={detail.ledger.length === 0} />
      {detail.ledger.length > 0 && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">{t('common.time')}</th>
              <th scope="col">{t('members.delta')}</th>
              <th scope="col">{t('members.balanceAfter')}</th>
              <th scope="col">{t('members.reason')}</th>
              <th scope="col">{t('members.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.ledger.map((row) => (
              <tr key={row.id}>
                <td>
                  <When at={row.createdAt} />
                </td>
                <td className="ad-num">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                <td className="ad-num">{row.balanceAfter}</td>
                <td>{labelOf(t, 'reasons', row.reason)}</td>
                <td>{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('nav.orders')}</h2>
      <OrderTable rows={detail.orders} />
      <h2>{t('members.redemptions')}</h2>
      <Empty when={detail.redemptions.length === 0} />
      {detail.redemptions.length > 0 && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">{t('codes.code')}</th>
              <th scope="col">{t('codes.type')}</th>
              <th scope="col">{t('codes.benefits')}</th>
              <th scope="col">{t('members.usedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.redemptions.map((row) => (
              <tr key={`${row.code}-${row.usedAt}`}>
                <td>{row.code}</td>
                <td>{row.type}</td>
                <td className="ad-num">{row.benefits}</td>
                <td>
                  <When at={row.usedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('dashboard.readings')}</h2>
      <ul className="ad-tiles">
        {Object.entries(detail.readings).map(([kind, n]) => (
          <li key={kind} className="ad-tile">
            <span className="ad-tile-label">{t(`readings.${kind}`)}</span>
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
      <Empty when={detail.sessions.length === 0} />
      {detail.sessions.length > 0 && (
        <table className="ad-table">
          <thead>
            <tr>
              <th scope="col">{t('members.method')}</th>
              <th scope="col">{t('members.device')}</th>
              <th scope="col">{t('members.started')}</th>
              <th scope="col">{t('members.lastSeen')}</th>
              <th scope="col">{t('members.status')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.sessions.map((row) => (
              <tr key={row.id}>
                <td>{row.method}</td>
                <td className="ad-wrap">{row.userAgent ?? '—'}</td>
                <td>
                  <When at={row.createdAt} />
                </td>
                <td>
                  <When at={row.lastSeenAt} />
                </td>
                <td>{row.revoked ? t('members.revoked') : t('members.active')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
