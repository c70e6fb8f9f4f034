import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { toast } from '../Toast/toast';
import { useAppStore } from '../../state/app';
import { SegmentTabs } from '../Form/SegmentTabs';
import { PLATFORMS, type Platform, detectPlatform, tutorialImage } from './platform';
import { promptInstall, useCanPromptInstall } from './installPrompt';
import './tutorial.css';
import { Sheet } from '../Sheet/Sheet';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** How to add Starlit to the home screen, with a picture per platform and language. */
export default function DownloadTutorial({
  visible,
  onClose,
}: {
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const [platform, setPlatform] = useState<Platform>(() =>
    detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
  );
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const canPrompt = useCanPromptInstall();
  const image = tutorialImage(platform, lang);

  const install = async () => {
    const accepted = await promptInstall();
    if (accepted) {
      toast.show({ icon: 'success', content: t('tutorial.installed') });
      onClose();
    }
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={t('tutorial.title')}
      className="sl-tutorial"
      destroyOnClose
    >
      <p className="sl-tutorial-subtitle">{t('tutorial.subtitle')}</p>
      <SegmentTabs<Platform>
        label={t('tutorial.platformLabel')}
        value={platform}
        onChange={setPlatform}
        options={PLATFORMS.map((p) => ({ value: p, label: t(`tutorial.platforms.${p}`) }))}
      />
      <div className="sl-tutorial-picture">
        {brokenImage === image ? null : (
          <img
            key={image}
            src={image}
            alt={t('tutorial.imageAlt', { platform: t(`tutorial.platforms.${platform}`) })}
            onError={() => setBrokenImage(image)}
          />
        )}
      </div>
      <ol className="sl-tutorial-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`tutorial.steps.${platform}.${step}`)}</li>
        ))}
      </ol>
      {canPrompt ? (
        <Button block color="primary" shape="rounded" onClick={() => void install()}>
          {t('tutorial.installNow')}
        </Button>
      ) : null}
    </Sheet>
  );
}
