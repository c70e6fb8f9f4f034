import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { Empty, ErrorLine, Field, Loading, When } from '../components/ui';

/** Finds members by e-mail, phone, user id, invite code or order id. */
export function Members() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const { data, failure, loading } = useLoad(
    adminEndpoints.members.search,
    q,
    () => adminCall(adminEndpoints.members.search, { q }),
    q !== '',
  );
  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title">{t('nav.members')}</h1>
      <form
        className="ad-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) setParams({ q: text.trim() });
        }}
      >
        <Field label={t('members.search')}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={text}
              placeholder={t('members.searchHint')}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="ad-button ad-primary">
          {t('common.search')}
        </button>
      </form>
      <Loading on={loading && q !== ''} />
      <ErrorLine result={failure} />
      {data && q && (
        <>
          <Empty when={data.list.length === 0} />
          {data.list.length > 0 && (
            <table className="ad-table">
              <thead>
                <tr>
                  <th scope="col">{t('members.member')}</th>
                  <th scope="col">{t('members.email')}</th>
                  <th scope="col">{t('members.phone')}</th>
                  <th scope="col">{t('members.joined')}</th>
                  <th scope="col">{t('members.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.userId}>
                    <td>
                      <Link to={`/members/${row.userId}`}>{row.nickname || row.userId}</Link>
                    </td>
                    <td>{row.email ?? '—'}</td>
                    <td>{row.phone ?? '—'}</td>
                    <td>
                      <When at={row.createdAt} />
                    </td>
                    <td>
                      {[
                        row.isVip && t('members.vip'),
                        row.disabled && t('members.disabled'),
                        row.flag && t('members.flagged', { flag: row.flag }),
                      ]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
