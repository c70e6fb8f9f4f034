import '../styles/global.css';
import '../styles/theme.css';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { installLayout } from './layout';
import { installKeyboardAccess } from './focus';
import { installPreloadErrorHandling } from './preloadError';
import { runStartup } from './startup';
import { startLang } from '../i18n/lang';
import { ErrorBoundary } from './ErrorBoundary';
import { preloadScreen, preloadTranslations } from './routes';
import { ScreenSkeleton } from '../components/Skeletons/Skeletons';
import { STORAGE_KEYS, storage } from '../state/storage';
import { captureInstallPrompt } from '../components/DownloadTutorial/installPrompt';

/** Runs once the page has loaded (the window's load event, or now when it is past). */
function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
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
preloadTranslations(window.location.hash, lang);
const boot = import('./boot').then(async (module) => {
  await module.boot();
  return { default: module.AppRoot };
});
const BootedApp = lazy(() => boot);
preloadScreen(window.location.hash);

// the session: a stored token is checked at once, a visitor's session waits for the page
const startSession = () =>
  void import('./session').then(async (session) => {
    session.bootstrapSession();
    if (social) await session.handleSocialSignal(social);
  });
if (social || storage.get(STORAGE_KEYS.token)) startSession();
else whenLoaded(startSession);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<ScreenSkeleton />}>
      <ErrorBoundary>
        <BootedApp />
      </ErrorBoundary>
    </Suspense>
  </StrictMode>,
);

// the service worker plays no part in the first screen: it registers once the page has loaded
whenLoaded(() => void import('./pwa').then((pwa) => pwa.registerServiceWorker()));
