import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useWalletStore } from '../../state/wallet';
import './dialogs.css';

/** After a sign-up through a friend's invite: the welcome reward. Confirm clears it. */
export function InviteSuccessDialog() {
  const { t } = useTranslation('wallet');
  const current = useWalletStore((s) => s.registerReward);
  // the reward stays on screen while the dialog fades out
  const [reward, setReward] = useState(current);
  if (current && current !== reward) setReward(current);
  const clear = () => useWalletStore.getState().setRegisterReward(null);
  return (
    <Dialog
      visible={current !== null}
      title={t('invite.title')}
      onClose={clear}
      content={
        reward ? (
          <div className="sl-invite-success">
            <p className="sl-invite-reward sl-gold-text">
              {t(reward.kind === 'vip' ? 'invite.vip' : 'invite.points', { count: reward.amount })}
            </p>
            <p>{t('invite.body')}</p>
          </div>
        ) : null
      }
      actions={[{ key: 'ok', text: t('invite.confirm'), bold: true, onClick: clear }]}
    />
  );
}
