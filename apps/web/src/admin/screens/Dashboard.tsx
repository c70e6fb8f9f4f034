import { useState } from 'react';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { ErrorLine, Field, Loading } from '../components/ui';

const today = () => new Date().toISOString().slice(0, 10);

/** The day's numbers (UTC day): sign-ups, active members, readings, money, AI fallbacks, crisis replies. */
export function Dashboard() {
  const { t, tCode } = useT();
  const [date, setDate] = useState(today);
  const { data, failure, loading } = useLoad(adminEndpoints.audit.dashboard, date, () =>
    adminCall(adminEndpoints.audit.dashboard, { date }),
  );
  const tiles: [string, string | number][] = data
    ? [
        [t('dashboard.signUps'), data.signUps],
        [t('dashboard.activeMembers'), data.activeMembers],
        [t('dashboard.revenue'), `¥${data.revenue.cny} · $${data.revenue.usd}`],
        [
          t('dashboard.refunds'),
          `¥${data.refunds.cny} · $${data.refunds.usd} (${data.refundCount})`,
        ],
        [t('dashboard.disputes'), data.disputes],
        [t('dashboard.aiFallbacks'), data.aiFallbacks],
        [t('dashboard.crisisReplies'), data.crisisReplies],
      ]
    : [];
  return (
    <section aria-labelledby="dashboard-title">
      <div className="ad-head">
        <h1 id="dashboard-title">{t('nav.dashboard')}</h1>
        <Field label={t('dashboard.date')}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={date}
              max={today()}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          )}
        </Field>
      </div>
      <Loading on={loading && !data} />
      <ErrorLine result={failure} />
      {data && (
        <>
          <ul className="ad-tiles">
            {tiles.map(([label, value]) => (
              <li key={label} className="ad-tile">
                <span className="ad-tile-label">{label}</span>
                <strong>{value}</strong>
              </li>
            ))}
          </ul>
          <h2>{t('dashboard.readings')}</h2>
          <ul className="ad-tiles">
            {Object.entries(data.readings).map(([kind, n]) => (
              <li key={kind} className="ad-tile">
                <span className="ad-tile-label">{tCode('readings', kind)}</span>
                <strong>{n}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
