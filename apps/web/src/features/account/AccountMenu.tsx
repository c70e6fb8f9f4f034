import { List } from 'antd-mobile';
import {
  AppstoreOutline,
  EditSOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  MessageOutline,
  SetOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../state/session';
import './account.css';

const ACCOUNT_ITEMS = [
  { path: '/information', label: 'menu.information', Icon: UserSetOutline, signedIn: true },
  { path: '/journal', label: 'menu.journal', Icon: EditSOutline, signedIn: true },
  { path: '/setting', label: 'menu.setting', Icon: SetOutline, signedIn: false },
  { path: '/language', label: 'menu.language', Icon: GlobalOutline, signedIn: false },
] as const;

const ABOUT_ITEMS = [
  { path: '/feedback', label: 'menu.feedback', Icon: MessageOutline },
  { path: '/moreApplications', label: 'menu.moreApplications', Icon: AppstoreOutline },
  { path: '/aboutUs', label: 'menu.aboutUs', Icon: InformationCircleOutline },
  { path: '/userAgreement', label: 'menu.userAgreement', Icon: FileOutline },
  { path: '/privacyPolicy', label: 'menu.privacyPolicy', Icon: LockOutline },
] as const;

/** Every account screen, reachable from My. */
export function AccountMenu() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <List header={t('menu.accountHeader')} className="sl-card sl-menu">
        {ACCOUNT_ITEMS.filter((item) => loginStatus || !item.signedIn).map(
          ({ path, label, Icon }) => (
            <List.Item key={path} prefix={<Icon />} onClick={() => void navigate(path)}>
              {t(label)}
            </List.Item>
          ),
        )}
      </List>
      <List header={t('menu.aboutHeader')} className="sl-card sl-menu">
        {ABOUT_ITEMS.map(({ path, label, Icon }) => (
          <List.Item key={path} prefix={<Icon />} onClick={() => void navigate(path)}>
            {t(label)}
          </List.Item>
        ))}
      </List>
    </>
  );
}
