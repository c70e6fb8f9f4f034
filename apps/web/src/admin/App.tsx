import { HashRouter, NavLink, Navigate, Route, Routes } from 'react-router';
import { adminCall, adminEndpoints } from './api';
import { useT } from './i18n';
import { LangSwitch } from './components/LangSwitch';
import { adminSession, useAdminSession } from './session';
import { SignIn } from './screens/SignIn';
import { Dashboard } from './screens/Dashboard';
import { Members } from './screens/Members';
import { Member } from './screens/Member';
import { Orders } from './screens/Orders';
import { Order } from './screens/Order';
import { Codes } from './screens/Codes';
import { Economy } from './screens/Economy';
import { Feedback } from './screens/Feedback';
import { Audit } from './screens/Audit';

const NAV = [
  ['/', 'nav.dashboard'],
  ['/members', 'nav.members'],
  ['/orders', 'nav.orders'],
  ['/codes', 'nav.codes'],
  ['/economy', 'nav.economy'],
  ['/feedback', 'nav.feedback'],
  ['/audit', 'nav.audit'],
] as const;

/** The operator console: sign-in until a session exists, then the screens under a side menu. */
export function App() {
  const session = useAdminSession();
  const { t } = useT();
  if (!session) return <SignIn />;
  const signOut = async () => {
    await adminCall(adminEndpoints.auth.logout, {});
    adminSession.signOut();
  };
  return (
    <HashRouter>
      <div className="ad-shell">
        <header className="ad-top">
          <span className="ad-brand">{t('app.title')}</span>
          <span className="ad-who">
            {session.operator.name}
            <span className="ad-role">{t(`roles.${session.operator.role}`)}</span>
          </span>
          <LangSwitch />
          <button type="button" className="ad-button ad-ghost" onClick={() => void signOut()}>
            {t('app.signOut')}
          </button>
        </header>
        <nav className="ad-nav" aria-label={t('app.menu')}>
          {NAV.map(([to, key]) => (
            <NavLink key={to} to={to} end={to === '/'}>
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <main className="ad-main">
          <Routes>
            <Route path="/" element={<Dashboard />} />
            <Route path="/members" element={<Members />} />
            <Route path="/members/:userId" element={<Member />} />
            <Route path="/orders" element={<Orders />} />
            <Route path="/orders/:orderId" element={<Order />} />
            <Route path="/codes" element={<Codes />} />
            <Route path="/economy" element={<Economy />} />
            <Route path="/feedback" element={<Feedback />} />
            <Route path="/audit" element={<Audit />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </main>
      </div>
    </HashRouter>
  );
}
