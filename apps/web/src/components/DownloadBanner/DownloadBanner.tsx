import { Suspense, lazy, useState } from 'react';
// by their own files, not the package indexes: the shell's part of the boot chunk
import Button from 'antd-mobile/es/components/button';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app';
import { Logo } from '../Header/Logo';
import { browserInstallContext, isInstalledApp } from './installed';
import './banner.css';

/** Loaded on the first tap of Download: it is not needed to draw the banner. */
const DownloadTutorial = lazy(() => import('../DownloadTutorial/DownloadTutorial'));

/** "Add to home screen" banner of the main routes; hidden in the installed app and once closed. */
export function DownloadBanner() {
  const { t } = useTranslation();
  const show = useAppStore((s) => s.showMbDownload);
  const dismiss = useAppStore((s) => s.dismissDownload);
  const [installed] = useState(() => isInstalledApp(browserInstallContext()));
  const [tutorial, setTutorial] = useState(false);
  const [opened, setOpened] = useState(false);
  if (installed || !show) return null;
  return (
    <aside className="sl-download-banner" aria-label={t('download.label')}>
      <button
        type="button"
        className="sl-download-close"
        onClick={dismiss}
        aria-label={t('actions.close')}
      >
        <CloseOutline />
      </button>
      <Logo size="0.96rem" />
      <div className="sl-download-text">
        <strong>{t('appName')}</strong>
        <span>{t('downloadInformation')}</span>
      </div>
      <Button
        size="small"
        color="primary"
        shape="rounded"
        onClick={() => {
          setOpened(true);
          setTutorial(true);
        }}
      >
        {t('actions.download')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <DownloadTutorial visible={tutorial} onClose={() => setTutorial(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
