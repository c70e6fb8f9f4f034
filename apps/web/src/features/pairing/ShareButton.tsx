import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PairingResult } from '@starlit/contracts';
import { toast } from '../../components/Toast/toast';
import { useAppStore } from '../../state/app';
import { PAIR_SCORES } from './model';
import { sharePairing } from './share';
import { signKey } from '../../i18n/keys';

/** Shares the pairing as a picture (the share sheet, or a download where there is none). */
export function PairingShareButton({ result }: { result: PairingResult }) {
  const { t } = useTranslation(['pairing', 'common']);
  const lang = useAppStore((s) => s.lang);
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      const [a, b] = result.people;
      const outcome = await sharePairing(result, {
        lang,
        appName: t('common:appName'),
        title: t('share.title'),
        signs: [t(signKey(a.sign)), t(signKey(b.sign))],
        overall: t('detail.overall'),
        level: t(`detail.level.${result.level}`),
        scores: Object.fromEntries(
          PAIR_SCORES.map((key) => [key, t(`detail.scores.${key}`)]),
        ) as Record<(typeof PAIR_SCORES)[number], string>,
        footer: t('share.footer'),
      });
      if (outcome === 'downloaded') toast.show({ icon: 'success', content: t('share.saved') });
    } catch {
      toast.show({ icon: 'fail', content: t('share.failed') });
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button
      block
      shape="rounded"
      size="large"
      color="primary"
      fill="outline"
      className="sl-pair-share"
      loading={sharing}
      onClick={() => void share()}
    >
      {t('share.action')}
    </Button>
  );
}
