import { useState } from 'react';
import { adminBlob, adminCall, adminEndpoints, urlOf, type AdminInput } from '../api';
import { labelOf, useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { useFilters } from '../components/useFilters';
import { ErrorLine, Field, Loading, Pager, When } from '../components/ui';
import { Table } from '../components/Table';

const a = adminEndpoints.audit;
const PAGE_SIZE = 50;
type Filters = AdminInput<typeof a.export>;
const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
const brief = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** The audit log: who changed what and why, filtered; admins export it as CSV. */
export function Audit() {
  const { t, tCode } = useT();
  const isAdmin = useIsAdmin();
  const f = useFilters<Filters>();
  const [exportFailed, setExportFailed] = useState(false);
  const query = { ...f.applied, page: f.page, pageSize: PAGE_SIZE };
  const { data, failure, loading } = useLoad(a.list, query, () => adminCall(a.list, query));
  const download = async () => {
    const blob = await adminBlob(urlOf(a.export, {}, f.applied));
    setExportFailed(!blob);
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `starlit-audit-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('nav.audit')}</h1>
      <form className="ad-filters" onSubmit={f.submit}>
        {FILTERS.map((name) => (
          <Field key={name} label={t(`audit.${name}`)}>
            {(id) => (
              <input
                id={id}
                type={name === 'from' || name === 'to' ? 'date' : 'text'}
                value={f.value(name)}
                onChange={(e) => f.set(name, e.target.value)}
              />
            )}
          </Field>
        ))}
        <button type="submit" className="ad-button ad-primary">
          {t('common.filter')}
        </button>
        {isAdmin && (
          <button type="button" className="ad-button" onClick={() => void download()}>
            {t('audit.export')}
          </button>
        )}
      </form>
      {exportFailed && (
        <p className="ad-error" role="alert">
          {t('errors.generic')}
        </p>
      )}
      <Loading on={loading && !data} />
      <ErrorLine result={failure} />
      {data && (
        <>
          <Table
            rows={data.list}
            rowKey={(row) => row.id}
            columns={[
              { head: t('common.time'), cell: (row) => <When at={row.createdAt} /> },
              {
                head: t('audit.actor'),
                cell: (row) => row.actorEmail ?? `${row.actorKind} ${row.actor.slice(0, 8)}`,
              },
              {
                head: t('audit.action'),
                cell: (row) => (
                  <>
                    {labelOf(tCode, 'actions', row.action)}
                    <span className="ad-small ad-code">{row.action}</span>
                  </>
                ),
              },
              { head: t('audit.target'), wrap: true, cell: (row) => row.target },
              {
                head: t('audit.change'),
                wrap: true,
                cell: (row) => (
                  <span className="ad-small">{`${brief(row.before)} → ${brief(row.after)}`}</span>
                ),
              },
              { head: t('common.noteShort'), cell: (row) => row.note },
            ]}
          />
          <Pager page={f.page} pageSize={PAGE_SIZE} total={data.total} onPage={f.setPage} />
        </>
      )}
    </section>
  );
}
