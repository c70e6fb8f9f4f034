import { useId, useState } from 'react';
import { Button, Dialog, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast/toast';
import { accountApi } from '../../api/account';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { toastError } from '../../i18n/errors';
import { logout } from '../../state/sessionActions';
import { useSessionStore } from '../../state/session';
import './settings.css';
import { useUserInfo } from '../../api/userInfo';

/** Log out, and delete the account after the user types their account to confirm. */
export function AccountActions() {
  const { t } = useTranslation(['settings', 'common']);
  const remove = useEndpointMutation(endpoints.account.deleteAccount, accountApi.deleteAccount);
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const userInfo = useUserInfo();
  const checked = useSessionStore((s) => s.check?.account);
  const account = userInfo?.account ?? checked ?? '';
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  if (!loginStatus) return null;

  const signOut = () => {
    Dialog.confirm({
      title: t('logout.title'),
      content: t('logout.body'),
      confirmText: t('logout.confirm'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        await logout();
        toast.show({ icon: 'success', content: t('logout.done') });
        void navigate('/', { replace: true });
      },
    });
  };

  const closeDelete = () => {
    setDeleting(false);
    setTyped('');
  };

  const confirmDelete = async () => {
    if (typed.trim() !== account || busy) return;
    setBusy(true);
    const result = await remove.run({ confirm: typed.trim() });
    setBusy(false);
    if (!isOk(result)) {
      toastError(result);
      return;
    }
    useSessionStore.getState().signOut();
    closeDelete();
    toast.show({ icon: 'success', content: t('delete.done') });
    void navigate('/', { replace: true });
  };

  return (
    <div className="sl-account-actions">
      <Button block shape="rounded" size="large" onClick={signOut}>
        {t('logout.action')}
      </Button>
      <button type="button" className="sl-danger-link" onClick={() => setDeleting(true)}>
        {t('delete.action')}
      </button>
      <Dialog
        visible={deleting}
        title={t('delete.title')}
        onClose={closeDelete}
        content={
          <div className="sl-delete-body">
            <p>{t('delete.body')}</p>
            <label htmlFor={inputId} className="sl-delete-prompt">
              {t('delete.prompt', { account })}
            </label>
            <div className="sl-dialog-field">
              <Input
                value={typed}
                onChange={setTyped}
                id={inputId}
                placeholder={account}
                autoComplete="off"
              />
            </div>
          </div>
        }
        actions={[
          [
            { key: 'cancel', text: t('common:actions.cancel'), onClick: closeDelete },
            {
              key: 'delete',
              text: t('delete.confirm'),
              danger: true,
              bold: true,
              disabled: typed.trim() !== account || busy,
              onClick: () => void confirmDelete(),
            },
          ],
        ]}
      />
    </div>
  );
}
