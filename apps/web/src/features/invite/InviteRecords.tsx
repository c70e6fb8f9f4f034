import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { initial, rewardText } from './inviteLink';
import type { useInviteRecords } from './useInviteRecords';
import './invite.css';

/** The friends who signed up with this user's code: who, their code, when, what it earned. */
export function InviteRecords({ records }: { records: ReturnType<typeof useInviteRecords> }) {
  const { t } = useTranslation('invite');
  const lang = useAppStore((s) => s.lang);
  const { friends, status, hasMore, loadMore } = records;

  if (friends.length === 0) {
    if (status === 'loading') return <ListSkeleton rows={3} />;
    if (status === 'failed') {
      return (
        <EmptyState title={t('loadFailed')}>
          <Button shape="rounded" onClick={loadMore}>
            {t('retry')}
          </Button>
        </EmptyState>
      );
    }
    return <EmptyState title={t('records.empty')} description={t('records.emptyBody')} />;
  }

  return (
    <>
      <ul className="sl-card sl-invite-records">
        {friends.map((friend) => (
          <li key={`${friend.inviteCode}:${friend.createdAt}`} className="sl-invite-record">
            <span className="sl-initial" aria-hidden="true">
              {initial(friend.nickname || t('unnamed'))}
            </span>
            <div className="sl-invite-record-text">
              <p className="sl-invite-name">{friend.nickname || t('unnamed')}</p>
              <p className="sl-weak">{t('records.code', { code: friend.inviteCode })}</p>
            </div>
            <div className="sl-invite-record-side">
              <p className="sl-invite-reward">
                {friend.reward.amount > 0
                  ? `+${rewardText(friend.reward, t)}`
                  : t('records.overCap')}
              </p>
              <time className="sl-weak" dateTime={friend.createdAt}>
                {formatDate(friend.createdAt, lang)}
              </time>
            </div>
          </li>
        ))}
      </ul>
      {hasMore || status === 'failed' ? <MoreRecords records={records} /> : null}
    </>
  );
}

/** "Show more" under a list of invited friends (or "Try again" after a failure). */
export function MoreRecords({ records }: { records: ReturnType<typeof useInviteRecords> }) {
  const { t } = useTranslation('invite');
  return (
    <div className="sl-invite-more">
      <Button
        size="small"
        shape="rounded"
        fill="outline"
        color="primary"
        loading={records.status === 'loading'}
        onClick={records.loadMore}
      >
        {records.status === 'failed' ? t('retry') : t('records.more')}
      </Button>
    </div>
  );
}
