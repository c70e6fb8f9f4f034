import type { OperatorAccount } from '@starlit/contracts/admin-operators';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { Action } from '../components/Action';
import { Empty, ErrorLine, Facts, Loading, When } from '../components/ui';

const o = adminEndpoints.operators;

/**
 * The operators (admins only): role and state. An operator locked out after failed sign-ins
 * (counted per operator, whatever the address) can be unlocked here at once.
 */
export function Operators() {
  const { t } = useT();
  const { data, failure, loading, reload } = useLoad(o.list, null, () => adminCall(o.list));
  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">{t('nav.operators')}</h1>
      <p className="ad-muted">{t('operators.intro')}</p>
      <Loading on={loading && !data} />
      <ErrorLine result={failure} />
      {data && <Empty when={data.list.length === 0} />}
      {data?.list.map((row) => (
        <OperatorCard key={row.id} row={row} onChange={reload} />
      ))}
    </section>
  );
}

function OperatorCard({ row, onChange }: { row: OperatorAccount; onChange: () => void }) {
  const { t } = useT();
  const state = row.disabledAt
    ? t('operators.disabled')
    : row.lockedUntil
      ? t('operators.locked')
      : t('operators.active');
  return (
    <article className="ad-card" aria-labelledby={`operator-${row.id}`}>
      <h2 id={`operator-${row.id}`}>
        {row.name || row.email} <span className="ad-status">{state}</span>
      </h2>
      <Facts
        rows={[
          [t('operators.email'), row.email],
          [t('operators.role'), t(`roles.${row.role}`)],
          [t('operators.failures'), String(row.failures)],
          [t('operators.lockedUntil'), <When key="locked" at={row.lockedUntil} />],
        ]}
      />
      {row.lockedUntil && (
        <div className="ad-actions">
          <Action
            label={t('operators.unlock')}
            warning={t('operators.unlockWarning', { email: row.email })}
            run={(v) => adminCall(o.unlock, { note: v.note! }, { operatorId: row.id })}
            onDone={onChange}
          />
        </div>
      )}
    </article>
  );
}
