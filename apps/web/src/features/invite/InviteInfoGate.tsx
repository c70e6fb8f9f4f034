import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MyInviteInfo } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { useApiQuery } from '../../api/query';
import { EmptyState } from '../../components/EmptyState';
import './invite.css';

/** Loads the user's invite info (code, rewards, counts, inviter); a failed load offers a retry. */
export function InviteInfoGate({ children }: { children: (info: MyInviteInfo) => ReactNode }) {
  const { t } = useTranslation('invite');
  const info = useApiQuery(endpoints.invites.myInviteInfo, null, economyApi.myInviteInfo);
  if (info.data) return children(info.data);
  if (info.loading) {
    return (
      <div role="status" aria-busy="true">
        <Skeleton animated className="sl-invite-skeleton" />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  return (
    <EmptyState title={t('loadFailed')}>
      <Button shape="rounded" onClick={info.reload}>
        {t('retry')}
      </Button>
    </EmptyState>
  );
}
