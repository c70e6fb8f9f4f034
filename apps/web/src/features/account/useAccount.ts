import { useEffect } from 'react';
import { loadUserInfo, useUserInfo } from '../../api/userInfo';
import { useSessionStore } from '../../state/session';

/** The signed-in user's info, refreshed when a screen that shows it opens. */
export function useAccount() {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const userInfo = useUserInfo();
  const check = useSessionStore((s) => s.check);
  useEffect(() => {
    if (loginStatus) void loadUserInfo();
  }, [loginStatus]);
  return { loginStatus, userInfo, check };
}
