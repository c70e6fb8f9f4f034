import { useState } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ExportStatus } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { exportsApi, useExportStatus } from '../../api/exports';
import { isOk } from '../../api/http';
import { useEndpointMutation } from '../../api/mutation';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { formatDateTime, locale } from '../../i18n/format';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { saveFile } from '../../components/saveFile';
import { formatSize } from './formatSize';
import './myData.css';

/** What the file holds, in the order the screen lists it. */
const INCLUDED = [
  'account',
  'profiles',
  'readings',
  'conversations',
  'journal',
  'points',
  'orders',
  'other',
] as const;

function Included() {
  const { t } = useTranslation('myData');
  return (
    <section className="sl-card sl-mydata-about">
      <h2>{t('about.title')}</h2>
      <ul>
        {INCLUDED.map((key) => (
          <li key={key}>{t(`about.items.${key}`)}</li>
        ))}
      </ul>
      <p>{t('about.kept')}</p>
    </section>
  );
}

/** The latest file's state and what can be done: prepare, wait, download, or ask again later. */
function FileCard({ status }: { status: ExportStatus }) {
  const { t } = useTranslation('myData');
  const lang = useAppStore((s) => s.lang);
  const [busy, setBusy] = useState(false);
  const [limitUntil, setLimitUntil] = useState<string | null>(null);
  const requestFile = useEndpointMutation(endpoints.exports.request, exportsApi.request);
  const when = (iso: string) => formatDateTime(iso, lang);
  const nextAt = limitUntil ?? (status.nextAt && status.status !== 'ready' ? status.nextAt : null);

  const prepare = async () => {
    setBusy(true);
    const result = await requestFile.run(undefined);
    setBusy(false);
    if (isOk(result)) return;
    const retryAfter = (result.data as { retryAfter?: number } | null)?.retryAfter;
    if (result.code === ErrorCode.RATE_LIMITED && retryAfter) {
      setLimitUntil(new Date(Date.now() + retryAfter * 1000).toISOString());
    } else toastError(result);
  };

  const download = async () => {
    setBusy(true);
    const file = await exportsApi.download();
    setBusy(false);
    if (!file.ok) return toastError(file.result);
    saveFile(file.blob, file.filename);
    toast.show(t('ready.saved'));
  };

  if (status.status === 'queued') {
    return (
      <section className="sl-card sl-mydata-state" aria-live="polite">
        <SpinLoading color="primary" />
        <h2>{t('queued.title')}</h2>
        <p>{t('queued.body')}</p>
      </section>
    );
  }
  if (status.status === 'ready') {
    return (
      <section className="sl-card sl-mydata-state">
        <h2>{t('ready.title')}</h2>
        <p>
          {t('ready.details', {
            size: formatSize(status.bytes ?? 0, locale(lang)),
            until: when(status.expiresAt ?? ''),
          })}
        </p>
        <Button
          color="primary"
          block
          shape="rounded"
          loading={busy}
          onClick={() => void download()}
        >
          {t('ready.download')}
        </Button>
        {status.nextAt ? (
          <p className="sl-mydata-note">{t('ready.next', { when: when(status.nextAt) })}</p>
        ) : null}
      </section>
    );
  }
  const failed = status.status === 'failed';
  return (
    <section className="sl-card sl-mydata-state">
      {failed ? <h2 className="sl-mydata-failed">{t('failed.title')}</h2> : null}
      {failed ? <p>{t('failed.body')}</p> : null}
      {status.status === 'expired' ? <p>{t('expired')}</p> : null}
      {nextAt ? (
        <p className="sl-mydata-limit">{t('limit', { when: when(nextAt) })}</p>
      ) : (
        <Button color="primary" block shape="rounded" loading={busy} onClick={() => void prepare()}>
          {failed ? t('failed.retry') : t('prepare')}
        </Button>
      )}
    </section>
  );
}

/** /myData for a member: what the file holds, then the latest file's state and its action. */
export function MyDataView() {
  const { t } = useTranslation('myData');
  const status = useExportStatus(true);
  return (
    <div className="sl-mydata">
      <Included />
      {status.data ? (
        <FileCard status={status.data} />
      ) : status.failure ? (
        <section className="sl-card sl-mydata-state">
          <p>{t('loadFailed')}</p>
          <Button block shape="rounded" onClick={status.reload}>
            {t('failed.retry')}
          </Button>
        </section>
      ) : (
        <TextSkeleton lines={3} />
      )}
    </div>
  );
}
