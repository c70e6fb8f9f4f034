import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { displayName } from '../../state/session';
import { useOwnProfileName } from '../../state/useGreetingName';
import { Avatar } from '../../components/Avatar';
import { Logo } from '../../components/Header/Logo';
import { useAccount } from './useAccount';
import './account.css';
import { NavButton } from '../../components/NavButton';

/** The top of My: who is signed in and their membership, or an invitation to sign in. */
export function AccountHeader() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const { loginStatus, userInfo, check } = useAccount();
  const ownName = useOwnProfileName();

  if (!loginStatus) {
    return (
      <section className="sl-card sl-account-card sl-signin-card">
        <Logo size="1.493rem" />
        <div className="sl-account-text">
          <h2>{t('anonymous.title')}</h2>
          <p>{t('anonymous.body')}</p>
        </div>
        <NavButton color="primary" shape="rounded" to="/login">
          {t('anonymous.action')}
        </NavButton>
      </section>
    );
  }

  const name = displayName({ userInfo, check }, ownName);
  const vip = userInfo?.vipAccount;
  return (
    <button
      type="button"
      className="sl-card sl-account-card"
      onClick={() => void navigate('/information')}
    >
      <Avatar src={userInfo?.avatar ?? check?.profile.avatar} alt={t('avatarAlt')} />
      <div className="sl-account-text">
        {name ? <h2>{name}</h2> : <Skeleton.Title animated />}
        {userInfo && userInfo.account !== name ? (
          <p className="sl-account-login">{userInfo.account}</p>
        ) : null}
        {vip?.isVip ? (
          <p className="sl-vip-line">
            <span className="sl-vip-badge">{t('vip.badge')}</span>
            {vip.vipExpDate ? (
              <span>{t('vip.until', { date: formatDate(vip.vipExpDate, lang) })}</span>
            ) : null}
          </p>
        ) : userInfo ? (
          <p className="sl-vip-line sl-vip-none">{t('vip.none')}</p>
        ) : null}
      </div>
      <RightOutline className="sl-account-chevron" />
    </button>
  );
}
