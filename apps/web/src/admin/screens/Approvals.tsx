import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GrantRequest } from '@starlit/contracts/admin-operators';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { Action } from '../components/Action';
import { Tabs } from '../components/Tabs';
import { Empty, ErrorLine, Facts, Loading, When } from '../components/ui';

const TABS = ['pending', 'approved', 'rejected'] as const;
const g = adminEndpoints.approvals;

/**
 * Grants a support operator may not make alone (beyond the per-grant or daily cap), waiting
 * for an admin: admins approve (the grant is made then) or reject each; support sees its own.
 */
export function Approvals() {
  const { t } = useT();
  const [status, setStatus] = useState<(typeof TABS)[number]>('pending');
  const { data, failure, loading, reload } = useLoad(g.list, status, () =>
    adminCall(g.list, { status }),
  );
  return (
    <section aria-labelledby="approvals-title">
      <h1 id="approvals-title">{t('nav.approvals')}</h1>
      <p className="ad-muted">{t('approvals.intro')}</p>
      <Tabs
        id="approvals-panel"
        label={t('approvals.tabs')}
        tabs={TABS}
        value={status}
        onChange={setStatus}
        tabLabel={(tab) => t(`approvals.${tab}`)}
      >
        <Loading on={loading && !data} />
        <ErrorLine result={failure} />
        {data && <Empty when={data.list.length === 0} />}
        {data?.list.map((row) => (
          <RequestCard key={row.id} row={row} onChange={reload} />
        ))}
      </Tabs>
    </section>
  );
}

function RequestCard({ row, onChange }: { row: GrantRequest; onChange: () => void }) {
  const { t } = useT();
  const isAdmin = useIsAdmin();
  const what = t(`approvals.${row.kind}`, { n: row.amount });
  const params = { id: row.id };
  return (
    <article className="ad-card" aria-labelledby={`request-${row.id}`}>
      <h2 id={`request-${row.id}`}>
        {what}
        {' · '}
        <Link to={`/members/${row.userId}`}>{row.memberEmail ?? row.userId.slice(0, 8)}</Link>
      </h2>
      <Facts
        rows={[
          [t('approvals.by'), row.operatorEmail ?? row.operatorId],
          [t('approvals.reason'), t(`approvals.reasons.${row.reason}`)],
          [t('common.noteShort'), row.note],
          [t('common.time'), <When key="at" at={row.createdAt} />],
          ...(row.status === 'pending'
            ? []
            : ([
                [t('approvals.decided'), <When key="decided" at={row.decidedAt} />],
                [t('approvals.decisionNote'), row.decisionNote],
              ] as [string, ReactNode][])),
        ]}
      />
      {isAdmin && row.status === 'pending' && (
        <div className="ad-actions" role="group" aria-label={t('approvals.decide')}>
          <Action
            label={t('approvals.approve')}
            warning={t('approvals.approveWarning', { what })}
            run={(v) => adminCall(g.approve, { note: v.note! }, params)}
            onDone={onChange}
          />
          <Action
            label={t('approvals.reject')}
            danger
            run={(v) => adminCall(g.reject, { note: v.note! }, params)}
            onDone={onChange}
          />
        </div>
      )}
    </article>
  );
}
