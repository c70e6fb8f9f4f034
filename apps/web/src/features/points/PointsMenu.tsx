import { List } from 'antd-mobile';
import { PayCircleOutline, UserAddOutline, UserCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { locale } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { usePointsAccount } from './account';

const ITEMS = [
  { path: '/myAccount', label: 'menu.account', Icon: UserCircleOutline },
  { path: '/pointsCenter', label: 'menu.center', Icon: PayCircleOutline },
  { path: '/inviteFriends', label: 'menu.invite', Icon: UserAddOutline },
] as const;

/** My's economy rows: account, points center (with the balance), invite friends. */
export function PointsMenu() {
  const { t } = useTranslation('points');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const { loginStatus, account } = usePointsAccount();
  const balance = account?.pointAccount.balance;
  return (
    <List header={t('menu.header')} className="sl-card sl-menu">
      {ITEMS.map(({ path, label, Icon }) => (
        <List.Item
          key={path}
          prefix={<Icon />}
          extra={
            path === '/pointsCenter' && balance !== undefined
              ? t('points', { points: balance.toLocaleString(locale(lang)) })
              : undefined
          }
          onClick={() => void navigate(loginStatus ? path : '/login')}
        >
          {t(label)}
        </List.Item>
      ))}
    </List>
  );
}
