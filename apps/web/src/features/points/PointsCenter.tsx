import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BalanceCard } from './BalanceCard';
import { CheckInCalendar } from './CheckInCalendar';
import { PointsTasks } from './PointsTasks';
import { SwapVip } from './SwapVip';
import { usePointsAccount } from './account';
import './points.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/** Waits for the points account; a failed load offers a retry. */
export function AccountGate({
  children,
}: {
  children: (account: NonNullable<ReturnType<typeof usePointsAccount>['account']>) => ReactNode;
}) {
  const { t } = useTranslation('points');
  const { account, failed, reload } = usePointsAccount();
  if (account) return children(account);
  if (failed) {
    return <LoadFailed title={t('loadFailed')} onRetry={reload} />;
  }
  return (
    <div role="status" aria-busy="true">
      <Skeleton animated className="sl-points-skeleton" />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}

/** The points center: balance, the VIP banner (the screen's), check-in, tasks, swaps. */
export function PointsCenter({ vipBanner }: { vipBanner?: ReactNode }) {
  return (
    <AccountGate>
      {(account) => (
        <div className="sl-points-stack">
          <BalanceCard balance={account.pointAccount.balance} />
          {vipBanner}
          <CheckInCalendar account={account.pointAccount} />
          <PointsTasks />
          <SwapVip />
        </div>
      )}
    </AccountGate>
  );
}
