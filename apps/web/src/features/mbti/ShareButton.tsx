import { useEffect, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MbtiResult } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { isOk } from '../../api/http';
import { mbtiApi } from '../../api/mbti';
import { useEndpointMutation } from '../../api/mutation';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { shareUrl } from './model';
import { sendPicture } from '../../components/sharePicture';
import { sharePicture } from './share';
import './share.css';

interface Shared {
  url: string;
  picture: Blob | null;
  /** an object URL of the picture, for the preview */
  preview: string | null;
}

/**
 * Share: asks for the result's share token, draws the share picture, and opens a sheet with
 * the picture, the public link (#/mbtiReport?share=<token>), Copy link and Share picture.
 */
export function ShareButton({ result }: { result: MbtiResult }) {
  const { t } = useTranslation(['mbti', 'common']);
  const lang = useAppStore((s) => s.lang);
  const [busy, setBusy] = useState(false);
  const shareLink = useEndpointMutation(endpoints.mbti.share, mbtiApi.share);
  const [shared, setShared] = useState<Shared | null>(null);
  const [visible, setVisible] = useState(false);
  const preview = shared?.preview ?? null;
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const open = async () => {
    setBusy(true);
    try {
      const answer = await shareLink.run(result.id);
      if (!isOk(answer)) {
        toastError(answer);
        return;
      }
      let picture: Blob | null = null;
      try {
        picture = await sharePicture(
          {
            type: result.type,
            nickname: result.nickname,
            tagline: result.tagline,
            groupName: result.group.name,
            bars: result.dimensions,
          },
          {
            lang,
            appName: t('common:appName'),
            testName: t('name'),
            footer: t('share.footer'),
            dimensions: Object.fromEntries(
              (['EI', 'SN', 'TF', 'JP'] as const).map((d) => [d, t(`dimensions.${d}`)]),
            ),
          },
        );
      } catch {
        picture = null;
      }
      setShared({
        url: shareUrl(answer.data.token),
        picture,
        preview: picture ? URL.createObjectURL(picture) : null,
      });
      setVisible(true);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!shared) return;
    try {
      await navigator.clipboard.writeText(shared.url);
      toast.show({ icon: 'success', content: t('share.copied') });
    } catch {
      toast.show({ content: t('share.copyFailed') });
    }
  };

  const send = async () => {
    if (!shared?.picture) return;
    try {
      const outcome = await sendPicture(
        shared.picture,
        `starlit-${result.type}.png`,
        `${result.type} · ${result.nickname}`,
        shared.url,
      );
      if (outcome === 'downloaded') toast.show({ icon: 'success', content: t('share.saved') });
    } catch {
      toast.show({ icon: 'fail', content: t('share.failed') });
    }
  };

  return (
    <>
      <Button
        shape="rounded"
        color="primary"
        fill="outline"
        loading={busy}
        onClick={() => void open()}
      >
        {t('share.action')}
      </Button>
      <Popup
        visible={visible}
        onMaskClick={() => setVisible(false)}
        onClose={() => setVisible(false)}
        showCloseButton
        bodyClassName="sl-sheet sl-mbti-share"
      >
        <div role="dialog" aria-labelledby="sl-mbti-share-title">
          <h2 id="sl-mbti-share-title" className="sl-sheet-title">
            {t('share.title')}
          </h2>
          <p className="sl-sheet-hint">{t('share.body')}</p>
          {shared?.preview ? (
            <img
              className="sl-mbti-share-picture"
              src={shared.preview}
              alt={t('share.imageAlt', { type: result.type, nickname: result.nickname })}
            />
          ) : (
            <p className="sl-mbti-share-note">{t('share.pictureFailed')}</p>
          )}
          <label className="sl-mbti-share-link">
            <span>{t('share.link')}</span>
            <input
              readOnly
              value={shared?.url ?? ''}
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <div className="sl-mbti-share-actions">
            <Button shape="rounded" onClick={() => void copy()}>
              {t('share.copy')}
            </Button>
            <Button
              shape="rounded"
              color="primary"
              disabled={!shared?.picture}
              onClick={() => void send()}
            >
              {t('share.picture')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
