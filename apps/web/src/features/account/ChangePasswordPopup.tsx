import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast/toast';
import { accountApi } from '../../api/account';
import { isOk } from '../../api/http';
import { LIMITS } from '../../api/limits';
import { toastError } from '../../i18n/errors';
import { useSessionStore } from '../../state/session';
import { TextField } from '../../components/Form/TextField';
import type { Key } from '../../i18n/keys';
import { useEndpointMutation } from '../../api/mutation';
import { endpoints } from '@starlit/contracts/endpoints';

/** Old password, new password twice. Success returns a new token; other sessions end. */
export function ChangePasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const change = useEndpointMutation(endpoints.account.changePassword, accountApi.changePassword);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const reveal = { show: t('password.show'), hide: t('password.hide') };

  const problem = (): Key<'profile'> | null => {
    if (!oldPassword) return 'password.oldRequired';
    if (newPassword.length < LIMITS.passwordMin || newPassword.length > LIMITS.passwordMax)
      return 'password.length';
    if (newPassword !== again) return 'password.mismatch';
    if (newPassword === oldPassword) return 'password.same';
    return null;
  };

  const submit = async () => {
    const found = problem();
    if (found) {
      toast.show({ content: t(found) });
      return;
    }
    setBusy(true);
    const result = await change.run({ oldPassword, newPassword });
    setBusy(false);
    if (!isOk(result)) {
      toastError(result);
      return;
    }
    useSessionStore.getState().signIn(result.data);
    toast.show({ icon: 'success', content: t('password.changed') });
    onClose();
  };

  const field = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={LIMITS.passwordMax}
      prefix={<LockOutline />}
      value={value}
      onChange={onChange}
      revealLabels={reveal}
    />
  );

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="sl-sheet">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 className="sl-sheet-title">{t('password.title')}</h2>
        <p className="sl-sheet-hint">{t('password.hint')}</p>
        {field(t('password.old'), oldPassword, setOld, 'current-password')}
        {field(t('password.new'), newPassword, setNew, 'new-password')}
        {field(t('password.again'), again, setAgain, 'new-password')}
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy}>
          {t('password.submit')}
        </Button>
      </form>
    </Popup>
  );
}
