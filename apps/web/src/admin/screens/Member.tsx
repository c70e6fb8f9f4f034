import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { GrantRequest } from '@starlit/contracts/admin-operators';
import { adminCall, adminEndpoints, isOk, type Result } from '../api';
import { useT } from '../i18n';
import { useIsAdmin } from '../session';
import { useLoad } from '../components/load';
import { Action } from '../components/Action';
import { ErrorLine, Facts, Loading, When } from '../components/ui';
import { MemberTables } from './MemberTables';

const m = adminEndpoints.members;

/** One member: account, VIP, points, and the changes an operator may make, each with a note. */
export function Member() {
  const { t } = useT();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const userId = useParams().userId ?? '';
  const params = { userId };
  // a grant beyond the support caps waits for an admin: said here once sent
  const [asked, setAsked] = useState<GrantRequest | null>(null);
  const granting = async <T extends { request: GrantRequest | null }>(call: Promise<Result<T>>) => {
    const result = await call;
    setAsked(isOk(result) ? result.data.request : null);
    return result;
  };
  const { data, failure, loading, reload } = useLoad(m.detail, userId, () =>
    adminCall(m.detail, undefined, params),
  );
  if (!data) {
    return (
      <section>
        <Loading on={loading} />
        <ErrorLine result={failure} />
      </section>
    );
  }
  const { member } = data;
  return (
    <section aria-labelledby="member-title">
      <h1 id="member-title">{member.nickname || member.userId}</h1>
      <Facts
        rows={[
          [t('members.userId'), member.userId],
          [t('members.email'), member.email ?? '—'],
          [t('members.phone'), member.phone ?? '—'],
          [t('members.inviteCode'), member.inviteCode],
          [t('members.langZone'), `${member.lang} · ${member.timeZone}`],
          [t('members.joined'), <When key="joined" at={member.createdAt} />],
          [t('members.vipUntil'), <When key="vip" at={member.vipExpiresAt} />],
          [t('members.points'), String(data.points.balance)],
          [
            t('members.status'),
            [member.disabled ? t('members.disabled') : t('members.active'), member.flag]
              .filter(Boolean)
              .join(' · '),
          ],
        ]}
      />
      {asked && (
        <p className="ad-card" role="status">
          {t('members.asked', { what: t(`approvals.${asked.kind}`, { n: asked.amount }) })}{' '}
          <Link to="/approvals">{t('nav.approvals')}</Link>
        </p>
      )}
      <div className="ad-actions" role="group" aria-label={t('members.actions')}>
        <Action
          label={t('members.grantPoints')}
          fields={[
            {
              name: 'delta',
              label: t('members.delta'),
              type: 'number',
              required: true,
              hint: isAdmin ? '' : t('members.supportPointsLimit'),
            },
          ]}
          run={(v) =>
            granting(adminCall(m.points, { delta: Number(v.delta), note: v.note! }, params))
          }
          onDone={reload}
        />
        <Action
          label={t('members.grantVip')}
          fields={[
            {
              name: 'days',
              label: t('members.days'),
              type: 'number',
              required: true,
              hint: isAdmin ? '' : t('members.supportVipLimit'),
            },
          ]}
          run={(v) => granting(adminCall(m.vip, { days: Number(v.days), note: v.note! }, params))}
          onDone={reload}
        />
        <Action
          label={t('members.revokeSessions')}
          warning={t('members.revokeWarning')}
          danger
          run={(v) => adminCall(m.revokeSessions, { note: v.note! }, params)}
          onDone={reload}
        />
        {isAdmin && (
          <Action
            label={member.disabled ? t('members.enable') : t('members.disable')}
            warning={member.disabled ? undefined : t('members.disableWarning')}
            danger={!member.disabled}
            run={(v) => adminCall(m.disable, { disabled: !member.disabled, note: v.note! }, params)}
            onDone={reload}
          />
        )}
        {isAdmin && (
          <Action
            label={t('members.delete')}
            warning={t('members.deleteWarning')}
            danger
            run={(v) => adminCall(m.remove, { note: v.note! }, params)}
            onDone={() => void navigate('/members')}
          />
        )}
      </div>
      <MemberTables detail={data} />
    </section>
  );
}
