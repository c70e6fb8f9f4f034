import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MyInviteInfo } from '@starlit/contracts';
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { displayName, useSessionStore } from '../../state/session';
import { initial } from './inviteLink';
import { MoreRecords } from './InviteRecords';
import { useInviteRecords } from './useInviteRecords';
import './invite.css';
import './tree.css';
import { NavButton } from '../../components/NavButton';
import { useUserInfo } from '../../api/userInfo';

function Person({ name, code, role }: { name: string; code?: string; role?: string }) {
  return (
    <div className="sl-tree-node">
      <span className="sl-initial" aria-hidden="true">
        {initial(name)}
      </span>
      <span className="sl-tree-text">
        {role ? <span className="sl-tree-role">{role}</span> : null}
        <strong>{name}</strong>
        {code ? <span className="sl-weak">{code}</span> : null}
      </span>
    </div>
  );
}

/** Who invited me (above), me, and the friends I invited (below), as one vertical tree. */
export function InviteTree({ info }: { info: MyInviteInfo }) {
  const { t } = useTranslation('invite');
  const userInfo = useUserInfo();
  const me = useSessionStore((s) => displayName({ check: s.check, userInfo }));
  const checked = useSessionStore((s) => s.check?.profile.avatar);
  const avatar = userInfo?.avatar ?? checked ?? null;
  const records = useInviteRecords();
  const { friends, status, hasMore, loadMore, total } = records;

  return (
    <div className="sl-tree">
      <section aria-label={t('tree.invitedBy')}>
        {info.invitedBy ? (
          <Person
            name={info.invitedBy.nickname || t('unnamed')}
            code={info.invitedBy.inviteCode}
            role={t('tree.invitedBy')}
          />
        ) : (
          <p className="sl-tree-none">{t('tree.noInviter')}</p>
        )}
      </section>
      <span className="sl-tree-edge" aria-hidden="true" />
      <section aria-label={t('tree.me')}>
        <div className="sl-tree-node is-me">
          <Avatar src={avatar} alt={me} size="1.173rem" />
          <span className="sl-tree-text">
            <span className="sl-tree-role">{t('tree.me')}</span>
            <strong>{me}</strong>
            <span className="sl-weak">{info.inviteCode}</span>
          </span>
        </div>
      </section>
      <span className="sl-tree-edge" aria-hidden="true" />
      <section className="sl-tree-branch" aria-labelledby="sl-tree-friends">
        <h2 id="sl-tree-friends" className="sl-tree-heading">
          {t('tree.friends', { count: Math.max(total, info.invitedCount) })}
        </h2>
        {friends.length > 0 ? (
          <ul className="sl-tree-children">
            {friends.map((friend) => (
              <li key={`${friend.inviteCode}:${friend.createdAt}`}>
                <Person name={friend.nickname || t('unnamed')} />
              </li>
            ))}
          </ul>
        ) : status === 'loading' ? (
          <ListSkeleton rows={2} />
        ) : (
          <EmptyState
            title={status === 'failed' ? t('loadFailed') : t('tree.empty')}
            description={status === 'failed' ? undefined : t('tree.emptyBody')}
          >
            {status === 'failed' ? (
              <Button shape="rounded" onClick={loadMore}>
                {t('retry')}
              </Button>
            ) : (
              <NavButton color="primary" shape="rounded" to="/inviteFriends">
                {t('tree.invite')}
              </NavButton>
            )}
          </EmptyState>
        )}
        {friends.length > 0 && (hasMore || status === 'failed') ? (
          <MoreRecords records={records} />
        ) : null}
      </section>
    </div>
  );
}
