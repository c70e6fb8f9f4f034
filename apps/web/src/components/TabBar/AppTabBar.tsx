// by their own files, not the package indexes: the shell's part of the boot chunk
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TABS } from './tabs';
import './tabbar.css';

const ICONS: Record<(typeof TABS)[number]['name'], typeof AppOutline> = {
  Index: AppOutline,
  Explore: CompassOutline,
  ChatIndex: MessageOutline,
  User: UserOutline,
};

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
        {TABS.map(({ name, label }) => {
          const Icon = ICONS[name];
          return (
            <TabBar.Item
              key={name}
              icon={<Icon />}
              title={t(label)}
              aria-current={name === routeName ? 'page' : undefined}
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
