import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '@starlit/contracts';
import { toast } from '../../components/Toast/toast';
import { type ApiResult, isOk } from '../../api/http';
import { toastError } from '../../i18n/errors';
import { completeSignIn } from '../../state/sessionActions';
import type { Problem } from './validation';

/**
 * The shared steps of every sign-in and registration: the agreements must be accepted, the
 * form must be valid, then the call; a success keeps the session.
 */
export function useAuthFlow(agreed: boolean, onSignedIn: () => void) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);

  const requireAgreement = (): boolean => {
    if (agreed) return true;
    toast.show({ content: t('agreeFirst') });
    return false;
  };

  const showProblem = (problem: Problem | null): boolean => {
    if (problem) toast.show({ content: t(problem) });
    return problem !== null;
  };

  const signIn = async (
    problem: Problem | null,
    call: () => Promise<ApiResult<AuthResponse>>,
    successKey: 'success.login' | 'success.register' = 'success.login',
  ): Promise<void> => {
    if (!requireAgreement() || showProblem(problem) || busy) return;
    setBusy(true);
    try {
      const result = await call();
      if (!isOk(result)) {
        toastError(result);
        return;
      }
      await completeSignIn(result.data);
      toast.show({ icon: 'success', content: t(successKey) });
      onSignedIn();
    } finally {
      setBusy(false);
    }
  };

  return { busy, signIn, requireAgreement, showProblem };
}
