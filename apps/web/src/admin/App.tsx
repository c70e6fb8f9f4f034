import { lazy, Suspense, type ComponentType } from 'react';
import { HashRouter, NavLink, Navigate, Route, Routes } from 'react-router';
import { adminCall, adminEndpoints } from './api';
import { useT } from './i18n';
import { LangSwitch } from './components/LangSwitch';
import { Loading } from './components/ui';
import { adminSession, useAdminSession } from './session';
import { SignIn } from './screens/SignIn';

/** A screen's code, fetched when it is first opened (each screen is a chunk of its own). */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const Dashboard = screen(() => import('./screens/Dashboard'), 'Dashboard');
const Members = screen(() => import('./screens/Members'), 'Members');
const Member = screen(() => import('./screens/Member'), 'Member');
const Orders = screen(() => import('./screens/Orders'), 'Orders');
const Order = screen(() => import('./screens/Order'), 'Order');
const Codes = screen(() => import('./screens/Codes'), 'Codes');
const Economy = screen(() => import('./screens/Economy'), 'Economy');
const Feedback = screen(() => import('./screens/Feedback'), 'Feedback');
const Audit = screen(() => import('./screens/Audit'), 'Audit');
const Approvals = screen(() => import('./screens/Approvals'), 'Approvals');
const Operators = screen(() => import('./screens/Operators'), 'Operators');

const NAV = [
  ['/', 'nav.dashboard'],
  ['/members', 'nav.members'],
  ['/orders', 'nav.orders'],
  ['/codes', 'nav.codes'],
  ['/economy', 'nav.economy'],
  ['/feedback', 'nav.feedback'],
  ['/audit', 'nav.audit'],
  ['/approvals', 'nav.approvals'],
  ['/operators', 'nav.operators'],
] as const;
/** Screens only admins have. */
const ADMIN_ONLY = new Set<string>(['/operators']);

/** The operator console: sign-in until a session exists, then the screens under a side menu. */
export function App() {
  const session = useAdminSession();
  const { t } = useT();
  if (!session) return <SignIn />;
  const isAdmin = session.operator.role === 'admin';
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
          {NAV.filter(([to]) => isAdmin || !ADMIN_ONLY.has(to)).map(([to, key]) => (
            <NavLink key={to} to={to} end={to === '/'}>
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <main className="ad-main">
          <Suspense fallback={<Loading on />}>
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
              <Route path="/approvals" element={<Approvals />} />
              {isAdmin && <Route path="/operators" element={<Operators />} />}
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </HashRouter>
  );
}
