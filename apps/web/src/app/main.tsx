import '../styles/global.css';
import '../styles/theme.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installLayout } from './layout';
import { installKeyboardAccess } from './focus';
import { installPreloadErrorHandling } from './preloadError';
import { runStartup } from './startup';
import { startLang } from '../i18n/lang';
import { ErrorBoundary, ErrorScreen } from './ErrorBoundary';
import { openingAddresses, preloadScreen } from './routes';
import { preloadTranslations } from '../i18n/resources';
import { afterPaint } from '../components/afterPaint';
import { ScreenSkeleton } from '../components/Skeletons/Skeletons';
import { shouldOnboard } from '../state/onboarding';
import { STORAGE_KEYS, storage } from '../state/storage';
import { captureInstallPrompt } from '../components/DownloadTutorial/installPrompt';

/** Settles once the page has loaded (the window's load event, or at once when it is past). */
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

let screenPainted: () => void = () => {};
const painted = new Promise<void>((resolve) => (screenPainted = resolve));

/** Calls `done` after the frame that shows it. */
function AfterPaint({ done }: { done: () => void }) {
  useEffect(() => afterPaint(done), [done]);
  return null;
}

/** Runs work the first screen does not need once the page has loaded and that screen shows. */
function whenShown(run: () => void): void {
  void Promise.all([loaded, painted]).then(run);
}

installLayout();
installKeyboardAccess();
installPreloadErrorHandling();
captureInstallPrompt();

// the address first: invite code, language, payment tab, social sign-in return
const social = runStartup();
const lang = startLang();
// everything the first screen needs sets off at once, in the order it is needed (the browser
// fetches a few files at a time): translations, the boot chunk (router, shell, i18next,
// antd-mobile's setup), the screen's code
const opening = openingAddresses(window.location.hash, shouldOnboard());
preloadTranslations(lang);
const boot = import('./boot').then(async (module) => {
  await module.boot();
  return module.AppRoot;
});
const firstScreen = Promise.all(opening.map(preloadScreen));

// the session: a stored token is checked at once, a visitor's session waits for the screen
const startSession = () =>
  void import('./session').then(async (session) => {
    session.bootstrapSession();
    if (social) await session.handleSocialSignal(social);
  });
if (social || storage.get(STORAGE_KEYS.token)) startSession();
else whenShown(startSession);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
const render = (node: ReactNode) =>
  root.render(
    <StrictMode>
      <ErrorBoundary>{node}</ErrorBoundary>
    </StrictMode>,
  );
// the skeleton now; the app once its code and the first screen's have arrived, in one plain
// update: a Suspense boundary would hold the revealed content back for a beat
render(<ScreenSkeleton />);
Promise.all([boot, firstScreen]).then(
  ([AppRoot]) =>
    render(
      <>
        <AppRoot />
        <AfterPaint done={screenPainted} />
      </>,
    ),
  (error: unknown) => {
    render(<ErrorScreen error={error} />);
    screenPainted();
  },
);

// the service worker plays no part in the first screen: it registers once that screen shows
whenShown(() => void import('./pwa').then((pwa) => pwa.registerServiceWorker()));
