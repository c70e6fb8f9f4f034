import { useState } from 'react';
import { adminBlob, adminCall, adminEndpoints, urlOf, type AdminInput } from '../api';
import { labelOf, useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { Empty, ErrorLine, Field, Loading, Pager, When } from '../components/ui';

const a = adminEndpoints.audit;
const PAGE_SIZE = 50;
type Filters = AdminInput<typeof a.export>;
const FILTERS = ['actor', 'action', 'target', 'from', 'to'] as const;
const brief = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** The audit log: who changed what and why, filtered; admins export it as CSV. */
export function Audit() {
  const { t } = useT();
  const isAdmin = useIsAdmin();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [exportFailed, setExportFailed] = useState(false);
  const query = { ...filters, page, pageSize: PAGE_SIZE };
  const { data, failure, loading } = useLoad(JSON.stringify(query), () => adminCall(a.list, query));
  const download = async () => {
    const blob = await adminBlob(urlOf(a.export, {}, filters));
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
      <form
        className="ad-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        {FILTERS.map((name) => (
          <Field key={name} label={t(`audit.${name}`)}>
            {(id) => (
              <input
                id={id}
                type={name === 'from' || name === 'to' ? 'date' : 'text'}
                value={draft[name] ?? ''}
                onChange={(e) => setDraft({ ...draft, [name]: e.target.value || undefined })}
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
          <Empty when={data.list.length === 0} />
          {data.list.length > 0 && (
            <table className="ad-table">
              <thead>
                <tr>
                  <th scope="col">{t('common.time')}</th>
                  <th scope="col">{t('audit.actor')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.change')}</th>
                  <th scope="col">{t('common.noteShort')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <When at={row.createdAt} />
                    </td>
                    <td>{row.actorEmail ?? `${row.actorKind} ${row.actor.slice(0, 8)}`}</td>
                    <td>
                      {labelOf(t, 'actions', row.action)}
                      <span className="ad-small ad-code">{row.action}</span>
                    </td>
                    <td className="ad-wrap">{row.target}</td>
                    <td className="ad-wrap ad-small">{`${brief(row.before)} → ${brief(row.after)}`}</td>
                    <td>{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
