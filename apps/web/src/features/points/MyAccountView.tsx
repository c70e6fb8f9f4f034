import { Button, List, ProgressBar } from 'antd-mobile';
import { BillOutline, CouponOutline, PayCircleOutline, UserAddOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { useApiQuery } from '../../api/query';
import { formatDate, formatTime, locale } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useWalletStore } from '../../state/wallet';
import './points.css';
import './account.css';

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0;

/** Today's VIP usage per capped feature (VIP users only). */
function VipUsage() {
  const { t } = useTranslation('points');
  const lang = useAppStore((s) => s.lang);
  const usage = useApiQuery(endpoints.points.featuresUsage, null, economyApi.featuresUsage);
  if (!usage.data) return null;
  return (
    <section className="sl-card sl-points-card" aria-labelledby="sl-usage-title">
      <div className="sl-points-card-head">
        <h2 id="sl-usage-title">{t('account.usage')}</h2>
        <span className="sl-weak">
          {t('account.resets', { time: formatTime(usage.data.resetsAt, lang) })}
        </span>
      </div>
      <ul className="sl-usage-list">
        {usage.data.items.map((item) => (
          <li key={item.feature}>
            <div className="sl-usage-line">
              <span>{t(`usage.${item.feature}`)}</span>
              <span className="sl-usage-value">
                {t('account.usageValue', { used: item.used, cap: item.cap })}
              </span>
            </div>
            <ProgressBar percent={percent(item.used, item.cap)} className="sl-progress" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My account: points, membership, today's allowances, and the economy's screens. */
export function MyAccountView({ account }: { account: UserAccount }) {
  const { t } = useTranslation('points');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const open = useWalletStore((s) => s.open);
  const { pointAccount, freeAccount, vipAccount } = account;
  const vip = vipAccount.isVip;

  return (
    <>
      <section className="sl-card sl-account-grid">
        <div className="sl-account-cell">
          <p className="sl-weak">{t('account.points')}</p>
          <p className="sl-account-value">{pointAccount.balance.toLocaleString(locale(lang))}</p>
          <button
            type="button"
            className="sl-text-link"
            onClick={() => void navigate('/pointsCenter')}
          >
            {t('menu.center')}
          </button>
        </div>
        <div className="sl-account-cell">
          <p className="sl-weak">{t('account.vip')}</p>
          {vip ? (
            <p className="sl-account-vip">
              <span className="sl-account-badge">{t('account.badge')}</span>
              {vipAccount.vipExpDate
                ? t('account.vipUntil', { date: formatDate(vipAccount.vipExpDate, lang) })
                : null}
            </p>
          ) : (
            <p className="sl-account-value is-muted">{t('account.notActivated')}</p>
          )}
          <Button size="small" shape="rounded" color="primary" onClick={() => open('vip')}>
            {vip ? t('account.renew') : t('account.activate')}
          </Button>
        </div>
      </section>

      <section className="sl-card sl-points-card" aria-labelledby="sl-free-title">
        <div className="sl-points-card-head">
          <h2 id="sl-free-title">{t('account.free')}</h2>
          <span className="sl-usage-value">
            {t('account.freeValue', { remain: freeAccount.remain, limit: freeAccount.dailyLimit })}
          </span>
        </div>
        <ProgressBar
          percent={percent(freeAccount.remain, freeAccount.dailyLimit)}
          className="sl-progress"
        />
        <p className="sl-points-hint">{t('account.freeHint')}</p>
      </section>

      {vip ? <VipUsage /> : null}

      <List header={t('account.links')} className="sl-card sl-menu">
        <List.Item prefix={<PayCircleOutline />} onClick={() => void navigate('/pointsCenter')}>
          {t('menu.center')}
        </List.Item>
        <List.Item prefix={<BillOutline />} onClick={() => void navigate('/pointsDetails')}>
          {t('menu.details')}
        </List.Item>
        <List.Item prefix={<CouponOutline />} onClick={() => open('redeem')}>
          {t('menu.redeem')}
        </List.Item>
        <List.Item prefix={<UserAddOutline />} onClick={() => void navigate('/inviteFriends')}>
          {t('menu.invite')}
        </List.Item>
      </List>
    </>
  );
}
