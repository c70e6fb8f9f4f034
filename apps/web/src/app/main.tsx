import '../styles/global.css';
import '../styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installAntdRender } from './antd';
import { installLayout } from './layout';
import { installPreloadErrorHandling } from './preloadError';
import { runStartup } from './startup';
import { initI18n } from '../i18n';
import { bootstrapSession, handleSocialSignal } from './session';
import { createAppRouter } from './router';
import { Providers } from './providers';
import { armMusicResume } from '../features/music/music';
import { captureInstallPrompt } from '../components/DownloadTutorial/installPrompt';

installAntdRender();
installLayout();
installPreloadErrorHandling();
captureInstallPrompt();

// the address first: invite code, language, payment tab, social sign-in return
const social = runStartup();
void initI18n();
bootstrapSession();
if (social) void handleSocialSignal(social);
armMusicResume();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// the service worker plays no part in the first screen: it registers once the page has loaded
const registerWorker = () => void import('./pwa').then((pwa) => pwa.registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
