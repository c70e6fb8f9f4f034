import { useState } from 'react';
import { adminCall, adminEndpoints, type AdminInput } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { OrderTable } from '../components/OrderTable';
import { ErrorLine, Field, Loading, Pager } from '../components/ui';

export const ORDER_STATUSES = ['created', 'paid', 'refunded', 'failed', 'expired'] as const;
const PROVIDERS = ['sandbox', 'stripe'] as const;
const PAGE_SIZE = 20;
type Filters = AdminInput<typeof adminEndpoints.orders.list>;

/** Orders, newest first, filtered by status, provider, dates (UTC), amount and id or e-mail. */
export function Orders() {
  const { t } = useT();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query = { ...filters, page, pageSize: PAGE_SIZE };
  const { data, failure, loading } = useLoad(JSON.stringify(query), () =>
    adminCall(adminEndpoints.orders.list, query),
  );
  const text = (name: keyof Filters, label: string, type = 'text') => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          value={(draft[name] as string | undefined) ?? ''}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value || undefined })}
        />
      )}
    </Field>
  );
  const choice = (name: 'status' | 'provider', label: string, options: readonly string[]) => (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          value={draft[name] ?? ''}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value || undefined })}
        >
          <option value="">{t('common.any')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {name === 'status' ? t(`orders.statuses.${option}`) : option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{t('nav.orders')}</h1>
      <form
        className="ad-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
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
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
