import { useEffect, useState } from 'react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DeductionInfo } from '@starlit/contracts';
import { economyApi } from '../../api/economy';
import { ApiError, isOk } from '../../api/http';
import { endpoints } from '@starlit/contracts/endpoints';
import { useEndpointMutation } from '../../api/mutation';
import { systemApi } from '../../api/system';
import { type DeductionRequest, useWalletStore } from '../../state/wallet';
import { loadAccount } from '../../api/pointsAccount';
import { asksFirst } from '../../state/walletActions';
import { costKey, isChatType } from './format';
import './dialogs.css';

type Fetched = { request: DeductionRequest; info: DeductionInfo | null };

function Body({
  info,
  mute,
  onMute,
}: {
  info: DeductionInfo;
  mute: boolean;
  onMute(v: boolean): void;
}) {
  const { t } = useTranslation('wallet');
  const short = info.mode === 'points' && !info.sufficient;
  return (
    <div className="sl-deduction">
      <p className="sl-deduction-cost">
        {t(costKey(info.type), { cost: info.cost, days: info.days ?? 0 })}
      </p>
      {info.mode === 'vip' ? <p className="sl-deduction-free">{t('deduction.freeVip')}</p> : null}
      {info.mode === 'free' ? (
        <p className="sl-deduction-free">{t('deduction.freeToday')}</p>
      ) : null}
      {info.mode === 'points' ? (
        <p className="sl-deduction-balance">{t('deduction.balance', { count: info.balance })}</p>
      ) : null}
      {short ? (
        <p className="sl-deduction-short" role="alert">
          {t('deduction.insufficient')}
        </p>
      ) : null}
      {isChatType(info.type) && !short ? (
        <label className="sl-deduction-mute">
          <input
            type="checkbox"
            checked={mute}
            onChange={(event) => onMute(event.target.checked)}
          />
          <span>{t('deduction.mute')}</span>
        </label>
      ) : null}
    </div>
  );
}

/** Runs a deduction's action, then shows the new balance. */
async function run(request: DeductionRequest): Promise<void> {
  try {
    await request.onConfirm();
  } finally {
    void loadAccount();
  }
}

/**
 * Confirms a points deduction: the cost and balance, or that it is free;
 * without enough points, a way to get some. Confirm runs the caller's action; a user who
 * switched the prompt off is not asked (unless the points do not suffice).
 */
export function DeductionDialog() {
  const { t } = useTranslation(['wallet', 'common']);
  const muteWrite = useEndpointMutation(
    endpoints.settings.mutePointsNotification,
    systemApi.mutePointsNotification,
  );
  const current = useWalletStore((s) => s.deduction);
  // the last request stays on screen while the dialog fades out
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  const request = current ?? shown;
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [mute, setMute] = useState(false);

  useEffect(() => {
    if (!request || request.info) return;
    // a newer request (or closing) aborts this one: an aborted call resolves as cancelled
    const abort = new AbortController();
    void economyApi.deductionInfo(request.type, { signal: abort.signal }).then((result) => {
      if (abort.signal.aborted || (result instanceof ApiError && result.cancelled)) return;
      setFetched({ request, info: isOk(result) ? result.data : null });
    });
    return () => abort.abort();
  }, [request]);

  const info = request?.info ?? (fetched?.request === request ? fetched.info : undefined);
  const skip = current !== null && current === request && !!info && !asksFirst(info);
  useEffect(() => {
    if (!skip || !current) return;
    useWalletStore.getState().clearDeduction();
    void run(current);
  }, [skip, current]);

  const close = () => {
    setMute(false);
    useWalletStore.getState().clearDeduction();
  };

  const confirm = async () => {
    if (!request || !info) return;
    if (mute) await muteWrite.run(true);
    close();
    await run(request);
  };

  const getPoints = () => {
    close();
    useWalletStore.getState().open('recharge');
  };

  const short = info ? info.mode === 'points' && !info.sufficient : false;
  const cancel = { key: 'cancel', text: t('common:actions.cancel'), onClick: close };
  const main = short
    ? { key: 'points', text: t('deduction.getPoints'), bold: true, onClick: getPoints }
    : {
        key: 'confirm',
        text: t('common:actions.confirm'),
        bold: true,
        disabled: !info,
        onClick: () => confirm(),
      };

  return (
    <Dialog
      // it shows once the cost is known (or could not be)
      visible={current !== null && info !== undefined && !skip}
      title={t('deduction.title')}
      onClose={close}
      closeOnMaskClick
      content={
        info ? (
          <Body info={info} mute={mute} onMute={setMute} />
        ) : (
          <p>{t('deduction.loadFailed')}</p>
        )
      }
      actions={[[cancel, main]]}
    />
  );
}
