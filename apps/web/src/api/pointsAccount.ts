import { CancelledError, useQuery } from '@tanstack/react-query';
import type { UserAccount } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { useSessionStore } from '../state/session';
import { economyApi } from './economy';
import { ApiError, CODES, type ApiResult } from './http';
import { queryClient, queryFn, resultOf } from './query';

/**
 * The signed-in member's points account (balance, check-ins, VIP, free allowance): one query,
 * read by the shell's overlays and every screen that shows points. It reads the same in every
 * language, so its key has no language. A write that moves points asks for it again
 * (./invalidate.ts); the shell polls it while today's free allowance lasts.
 */
export const ACCOUNT_KEY = [endpoints.points.userAccount.path] as const;

const accountQuery = { queryKey: ACCOUNT_KEY, queryFn: queryFn(economyApi.userAccount) };

// an account put in the cache by hand (a write's answer) is asked again like a loaded one
queryClient.setQueryDefaults(ACCOUNT_KEY, { queryFn: accountQuery.queryFn });

/** The cached account (undefined until loaded, or after signing out). */
export function cachedAccount(): UserAccount | undefined {
  return queryClient.getQueryData<UserAccount>(ACCOUNT_KEY);
}

/** Puts the account in the cache (a write's answer that says what it became). */
export function setCachedAccount(update: (account: UserAccount) => UserAccount): void {
  queryClient.setQueryData<UserAccount>(ACCOUNT_KEY, (before) => before && update(before));
}

/**
 * Loads the account into the cache and resolves to the call's result. A load already on its
 * way is shared, unless `fresh` (points just moved) asks for one that starts now; a shared
 * load that a fresh one replaced resolves to the account there was (cancelled, without one).
 */
export async function loadAccount({ fresh = false } = {}): Promise<ApiResult<UserAccount>> {
  try {
    if (fresh) {
      await queryClient.cancelQueries({ queryKey: ACCOUNT_KEY });
    }
    const data = await queryClient.fetchQuery({ ...accountQuery, staleTime: 0 });
    return { code: CODES.OK, msg: 'ok', data };
  } catch (error) {
    if (error instanceof CancelledError) return new ApiError('cancelled', error);
    return resultOf(error);
  }
}

/**
 * The account for a component: what the cache holds while signed in (null signed out or
 * before the first load). Mounting loads it when nothing has yet.
 */
export function useAccount(): UserAccount | null {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { data } = useQuery(
    { ...accountQuery, enabled: loginStatus, staleTime: Infinity, retry: false },
    queryClient,
  );
  return loginStatus ? (data ?? null) : null;
}
