import { useTranslation } from 'react-i18next';
import { useAccount } from '../../api/pointsAccount';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import './rights.css';
import { useUserInfo } from '../../api/userInfo';

/** The top of /activateVIP: the membership as it stands. */
export function VipStatus() {
  const { t } = useTranslation('wallet');
  const lang = useAppStore((s) => s.lang);
  const accountVip = useAccount()?.vipAccount;
  const infoVip = useUserInfo()?.vipAccount;
  const vip = accountVip ?? infoVip;
  let line = t('vip.subtitle');
  if (vip?.isVip)
    line = vip.vipExpDate
      ? t('banner.vipUntil', { date: formatDate(vip.vipExpDate, lang) })
      : t('banner.vipActive');
  return (
    <section className="sl-vip-status">
      <span className="sl-vip-status-crown" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
        </svg>
      </span>
      <h2 className="sl-gold-text">{t('banner.title')}</h2>
      <p>{line}</p>
    </section>
  );
}
