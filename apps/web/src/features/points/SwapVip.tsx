import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { useApiQuery } from '../../api/query';
import { toast } from '../../components/Toast/toast';
import { i18next } from '../../i18n';
import { toastError } from '../../i18n/errors';
import { loadUserInfo } from '../../api/userInfo';
import { requestDeduction } from '../../state/walletActions';
import { refreshAccount } from './account';
import './points.css';

type SwapType = 'swap4Vip3' | 'swap4Vip7';

const SWAPS: readonly { type: SwapType; days: number }[] = [
  { type: 'swap4Vip3', days: 3 },
  { type: 'swap4Vip7', days: 7 },
];

/** Points for VIP days, confirmed through the shell's deduction dialog; `swap` sends it. */
export async function swapForVip(
  swap: (type: SwapType) => ReturnType<typeof economyApi.swapPoints>,
  type: SwapType,
  fallbackDays: number,
): Promise<void> {
  const result = await swap(type);
  if (!isOk(result)) {
    toastError(result);
    return;
  }
  toast.show({
    icon: 'success',
    content: i18next.t('points:swap.success', { days: result.data.days || fallbackDays }),
  });
  await Promise.all([refreshAccount(), loadUserInfo()]);
}

function SwapOption({ type, days }: { type: SwapType; days: number }) {
  const { t } = useTranslation('points');
  const swap = useEndpointMutation(endpoints.points.swapPoints, economyApi.swapPoints);
  // the cost is the server's (an operator can change it): the deduction dialog's own numbers
  const info = useApiQuery(endpoints.points.deductionInfo, { type }, () =>
    economyApi.deductionInfo(type),
  );
  const shownDays = info.data?.days ?? days;
  return (
    <li className="sl-swap">
      <span className="sl-swap-days">{t('swap.option', { days: shownDays })}</span>
      {info.data ? (
        <span className="sl-swap-cost">{t('points', { points: info.data.cost })}</span>
      ) : null}
      <Button
        size="small"
        shape="rounded"
        color="primary"
        onClick={() => void requestDeduction(type, () => swapForVip(swap.run, type, shownDays))}
      >
        {t('swap.action')}
      </Button>
    </li>
  );
}

/** The two points-for-VIP swaps (3 and 7 days). */
export function SwapVip() {
  const { t } = useTranslation('points');
  return (
    <section className="sl-card sl-points-card" aria-labelledby="sl-swap-title">
      <div className="sl-points-card-head">
        <h2 id="sl-swap-title">{t('swap.title')}</h2>
      </div>
      <p className="sl-points-hint">{t('swap.hint')}</p>
      <ul className="sl-swap-list">
        {SWAPS.map((swap) => (
          <SwapOption key={swap.type} {...swap} />
        ))}
      </ul>
    </section>
  );
}
