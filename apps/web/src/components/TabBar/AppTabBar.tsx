import { TabBar } from 'antd-mobile';
import { AppOutline, CompassOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import './tabbar.css';

/** The four main routes: route name, path, label key, icon. */
export const TABS = [
  { name: 'Index', path: '/', label: 'tabs.home', Icon: AppOutline },
  { name: 'Explore', path: '/expore', label: 'tabs.explore', Icon: CompassOutline },
  { name: 'ChatIndex', path: '/chatIndex', label: 'tabs.chat', Icon: MessageOutline },
  { name: 'User', path: '/user', label: 'tabs.my', Icon: UserOutline },
] as const;

export const TAB_ROUTE_NAMES: readonly string[] = TABS.map((tab) => tab.name);

/** The bottom tab bar; the selected tab follows the current route name. */
export function AppTabBar({ routeName }: { routeName: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <nav className="sl-tabbar" aria-label={t('tabs.label')}>
      <TabBar
        safeArea
        activeKey={routeName}
        onChange={(key) => {
          const tab = TABS.find((item) => item.name === key);
          if (tab) void navigate(tab.path);
        }}
      >
        {TABS.map(({ name, label, Icon }) => (
          <TabBar.Item key={name} icon={<Icon />} title={t(label)} />
        ))}
      </TabBar>
    </nav>
  );
}
