import { adminCall, adminEndpoints, type AdminInput } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { useFilters } from '../components/useFilters';
import { OrderTable } from '../components/OrderTable';
import { ErrorLine, Field, Loading, Pager } from '../components/ui';

export const ORDER_STATUSES = ['created', 'paid', 'refunded', 'failed', 'expired'] as const;
const PROVIDERS = ['sandbox', 'stripe'] as const;
const PAGE_SIZE = 20;
type Filters = AdminInput<typeof adminEndpoints.orders.list>;

/** Orders, newest first, filtered by status, provider, dates (UTC), amount and id or e-mail. */
export function Orders() {
  const { t, tCode } = useT();
  const f = useFilters<Filters>();
  const query = { ...f.applied, page: f.page, pageSize: PAGE_SIZE };
  const { data, failure, loading } = useLoad(adminEndpoints.orders.list, query, () =>
    adminCall(adminEndpoints.orders.list, query),
  );
  const text = (name: keyof Filters, label: string, type = 'text') => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          value={f.value(name)}
          onChange={(e) => f.set(name, e.target.value)}
        />
      )}
    </Field>
  );
  const choice = (name: 'status' | 'provider', label: string, options: readonly string[]) => (
    <Field label={label}>
      {(id) => (
        <select id={id} value={f.value(name)} onChange={(e) => f.set(name, e.target.value)}>
          <option value="">{t('common.any')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {name === 'status' ? tCode('orders.statuses', option) : option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t('nav.orders')}</h1>
      <form className="ad-filters" onSubmit={f.submit}>
        {choice('status', t('orders.status'), ORDER_STATUSES)}
        {choice('provider', t('orders.provider'), PROVIDERS)}
        {text('from', t('common.from'), 'date')}
        {text('to', t('common.to'), 'date')}
        {text('min', t('orders.min'))}
        {text('max', t('orders.max'))}
        {text('q', t('orders.q'))}
        <button type="submit" className="ad-button ad-primary">
          {t('common.filter')}
        </button>
      </form>
      <Loading on={loading && !data} />
      <ErrorLine result={failure} />
      {data && (
        <>
          <OrderTable rows={data.list} withMember />
          <Pager page={f.page} pageSize={PAGE_SIZE} total={data.total} onPage={f.setPage} />
        </>
      )}
    </section>
  );
}
