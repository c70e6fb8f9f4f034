import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { locale } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useWalletStore } from '../../state/wallet';
import './points.css';

/** The points balance, a way to its history and to recharging. */
export function BalanceCard({ balance }: { balance: number }) {
  const { t } = useTranslation('points');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  return (
    <section className="sl-card sl-balance">
      <p className="sl-balance-label">{t('balance.label')}</p>
      <p className="sl-balance-value">{balance.toLocaleString(locale(lang))}</p>
      <div className="sl-balance-actions">
        <button
          type="button"
          className="sl-text-link"
          onClick={() => void navigate('/pointsDetails')}
        >
          {t('balance.details')}
          <RightOutline />
        </button>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => useWalletStore.getState().open('recharge')}
        >
          {t('balance.recharge')}
        </Button>
      </div>
    </section>
  );
}
