import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import type { UserAccount } from '@starlit/contracts';
import { economyApi } from '../../api/economy';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { ACCOUNT_KEY, setCachedAccount } from '../../api/pointsAccount';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { refreshAccount } from './account';

type PointAccount = UserAccount['pointAccount'];

export interface CalendarDay {
  /** 1 … cycle length */
  day: number;
  points: number;
  /** checked in when the day is at most signedDays */
  checked: boolean;
  /** the day today's check-in counts as (done or still to do) */
  today: boolean;
}

/** The check-in cycle, day by day, as the calendar shows it. */
export function calendarDays(account: PointAccount): CalendarDay[] {
  const todayDay = account.signedToday ? account.signedDays : account.signedDays + 1;
  return [...account.signList]
    .sort((a, b) => a.day - b.day)
    .map(({ day, points }) => ({
      day,
      points,
      checked: day <= account.signedDays,
      today: day === todayDay,
    }));
}

/** What the next check-in earns: the day after signedDays, or day 1 of a new cycle. */
export function nextReward(account: PointAccount): number {
  const next = account.signList.find((d) => d.day === account.signedDays + 1);
  return (next ?? account.signList.find((d) => d.day === 1))?.points ?? 0;
}

/** The account as a check-in leaves it: today counted, the day's reward added. */
export function checkedIn(account: UserAccount): UserAccount {
  const { pointAccount } = account;
  if (pointAccount.signedToday) return account;
  const restart = !pointAccount.signList.some((d) => d.day === pointAccount.signedDays + 1);
  return {
    ...account,
    pointAccount: {
      ...pointAccount,
      balance: pointAccount.balance + nextReward(pointAccount),
      signedDays: restart ? 1 : pointAccount.signedDays + 1,
      signedToday: true,
    },
  };
}

/**
 * Checking in: the calendar shows the day checked at once (and goes back if the check-in
 * fails); a success shows "+N points" and takes the server's balance; a second attempt on the
 * same day (1302) shows its translated message. Either way the account is reloaded.
 */
export function useCheckIn() {
  const { t } = useTranslation(['points', 'errors']);
  const lock = useRef(false);
  const signIn = useEndpointMutation(endpoints.points.signIn, economyApi.signIn, {
    optimistic: { key: ACCOUNT_KEY, update: checkedIn },
  });

  const checkIn = async () => {
    if (lock.current) return;
    lock.current = true;
    const result = await signIn.run(undefined);
    lock.current = false;
    if (isOk(result)) {
      const { points, balance, signedDays } = result.data;
      setCachedAccount((account) => ({
        ...account,
        pointAccount: { ...account.pointAccount, balance, signedDays, signedToday: true },
      }));
      toast.show({ icon: 'success', content: t('checkIn.success', { points }) });
    } else if (result.code === ErrorCode.ALREADY_CHECKED_IN) {
      toast.show({ content: t(`errors:${ErrorCode.ALREADY_CHECKED_IN}`) });
    } else {
      toastError(result);
    }
    await refreshAccount();
  };

  return { checkIn, busy: signIn.pending };
}
