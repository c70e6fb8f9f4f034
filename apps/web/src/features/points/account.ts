import { useCallback, useEffect, useState } from 'react';
import { ApiError, isOk } from '../../api/http';
import { loadAccount, useAccount } from '../../api/pointsAccount';
import { useSessionStore } from '../../state/session';

/**
 * Loads the points account into its query (the shell's overlays and every screen read it
 * from there). Resolves to whether it loaded; a cancelled call counts
 * as loaded, since a newer identical one is on its way.
 */
export async function refreshAccount(): Promise<boolean> {
  const result = await loadAccount();
  return isOk(result) || (result instanceof ApiError && result.cancelled);
}

/** The signed-in user's points account, reloaded when a screen that shows it opens. */
export function usePointsAccount() {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const account = useAccount();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loginStatus) void refreshAccount().then((loaded) => setFailed(!loaded));
  }, [loginStatus]);

  const reload = useCallback(() => {
    setFailed(false);
    void refreshAccount().then((loaded) => setFailed(!loaded));
  }, []);

  return {
    loginStatus,
    account: loginStatus ? account : null,
    /** the last load failed and there is nothing to show */
    failed: failed && !account,
    reload,
  };
}
