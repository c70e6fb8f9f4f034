import { useId, useRef, useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { isOk } from '../../api/http';
import { LIMITS } from '../../api/limits';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { loadUserInfo } from '../../api/userInfo';
import { loadAccount } from '../../api/pointsAccount';
import { normaliseCode } from './useDiscountCode';
import './dialogs.css';

/**
 * Redeem a code: at exactly 6 characters the code's reward is looked up (a read, cached by
 * code) and shown; Confirm redeems, once at a time; success refreshes the user and the points account.
 */
export function RedeemDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const inputId = useId();
  const [code, setCode] = useState('');
  const lookup = useApiQuery(
    endpoints.redeem.redeemCodeInfo,
    code,
    () => economyApi.redeemCodeInfo(code),
    { enabled: visible && code.length === LIMITS.redeemLookupLength },
  );
  // only the answer for the code typed now (not the last code's while this one loads)
  const info = lookup.result && isOk(lookup.result) ? lookup.result.data : null;
  const redeem = useEndpointMutation(endpoints.redeem.redeemWithCode, economyApi.redeemWithCode);
  const busy = redeem.pending;
  const inFlight = useRef(false);

  const reset = () => setCode('');
  const close = () => {
    reset();
    onClose();
  };

  const change = (raw: string) => setCode(normaliseCode(raw));

  const confirm = async () => {
    if (!code || inFlight.current) return;
    inFlight.current = true;
    const result = await redeem.run(code);
    inFlight.current = false;
    if (!isOk(result)) {
      toastError(result);
      return;
    }
    toast.show({ icon: 'success', content: t('redeem.redemptionSuccessful') });
    void loadUserInfo();
    void loadAccount();
    close();
  };

  const reward = info
    ? t(info.type === 'VIP' ? 'redeem.vipDays' : 'redeem.points', { count: info.benefits })
    : null;

  return (
    <Dialog
      visible={visible}
      title={t('redeem.title')}
      onClose={close}
      closeOnMaskClick
      content={
        <div className="sl-redeem">
          <label htmlFor={inputId} className="sl-visually-hidden">
            {t('redeem.label')}
          </label>
          <div className="sl-dialog-field">
            <Input
              id={inputId}
              value={code}
              onChange={change}
              placeholder={t('redeem.placeholder')}
              maxLength={LIMITS.promoCodeMax}
              autoComplete="off"
              clearable
              onEnterPress={() => void confirm()}
            />
          </div>
          {reward ? (
            <p className="sl-redeem-reward" aria-live="polite">
              <span>{t('redeem.youGet')}</span>
              <strong>{reward}</strong>
            </p>
          ) : (
            <p className="sl-weak sl-redeem-hint">{t('redeem.hint')}</p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common:actions.cancel'), onClick: close },
          {
            key: 'confirm',
            text: t('redeem.confirm'),
            bold: true,
            disabled: !code || busy,
            onClick: () => confirm(),
          },
        ],
      ]}
    />
  );
}
