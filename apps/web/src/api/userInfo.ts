import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { useSessionStore } from '../state/session';
import { accountApi } from './account';
import type { ApiResult } from './http';
import { fetchResult, queryClient, queryFn } from './query';

/**
 * The signed-in member's account info (nickname, avatar, VIP, password set): one query, kept
 * as the server last sent it whatever the language, and emptied with the rest of the cache on
 * signing out. It is loaded on signing in, when a screen that shows it opens, and after a
 * write that changes it; components only read what the cache holds.
 */
export const USER_INFO_KEY = [endpoints.account.userInfo.path] as const;

const userInfoQuery = { queryKey: USER_INFO_KEY, queryFn: queryFn(accountApi.userInfo) };

queryClient.setQueryDefaults(USER_INFO_KEY, { queryFn: userInfoQuery.queryFn });

/** The cached info (undefined until loaded, or after signing out). */
export function cachedUserInfo(): UserInfo | undefined {
  return queryClient.getQueryData<UserInfo>(USER_INFO_KEY);
}

/** Asks for the info again and resolves to the call's result. */
export function loadUserInfo(): Promise<ApiResult<UserInfo>> {
  return fetchResult(userInfoQuery);
}

/** The info for a component: what the cache holds while signed in, else null. */
export function useUserInfo(): UserInfo | null {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { data } = useQuery({ ...userInfoQuery, enabled: false }, queryClient);
  return loginStatus ? (data ?? null) : null;
}
