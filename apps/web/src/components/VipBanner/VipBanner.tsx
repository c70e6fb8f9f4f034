import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../api/pointsAccount';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useSessionStore } from '../../state/session';
import { useWalletStore } from '../../state/wallet';
import './vip-banner.css';
import { useUserInfo } from '../../api/userInfo';

interface VipBannerProps {
  /** on a page: the button opens /activateVIP; else (inside the recharge popup) the VIP popup */
  pageMode?: boolean;
}

/**
 * The VIP invitation: a VIP sees the expiry date and Renewal, everyone else a free-use line
 * and Activate Now. A visitor is sent to sign in first.
 */
export function VipBanner({ pageMode = false }: VipBannerProps) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const infoVip = useUserInfo()?.vipAccount;
  const account = useAccount();
  const vip = account?.vipAccount ?? infoVip;
  const isVip = loginStatus && vip?.isVip === true;
  const remain = loginStatus ? account?.freeAccount.remain : undefined;

  const go = () => {
    if (!loginStatus) {
      void navigate('/login');
      return;
    }
    if (pageMode) {
      void navigate('/activateVIP');
      return;
    }
    useWalletStore.getState().open('vip');
  };

  let line: string;
  if (isVip) {
    line = vip.vipExpDate
      ? t('banner.vipUntil', { date: formatDate(vip.vipExpDate, lang) })
      : t('banner.vipActive');
  } else if (remain !== undefined && remain > 0) {
    line = t('banner.freeLeft', { count: remain });
  } else {
    line = t('banner.unlock');
  }

  return (
    <section className="sl-vip-banner" aria-label={t('banner.label')}>
      <span className="sl-vip-banner-crown" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
        </svg>
      </span>
      <div className="sl-vip-banner-text">
        <strong className="sl-gold-text">{t('banner.title')}</strong>
        <span>{line}</span>
      </div>
      <Button size="small" color="primary" shape="rounded" onClick={go}>
        {isVip ? t('banner.renew') : t('banner.activate')}
      </Button>
    </section>
  );
}
