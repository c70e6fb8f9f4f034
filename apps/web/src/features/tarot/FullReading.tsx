import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@starlit/contracts/constants';
import { ApiError } from '../../api/http';
import { tarotApi } from '../../api/tarot';
import { toastError } from '../../i18n/errors';
import { useWalletStore } from '../../state/wallet';
import { loadAccount } from '../../api/pointsAccount';
import { requestDeduction } from '../../state/walletActions';
import { ReadingText } from '../../components/ReadingText/ReadingText';

type Status = 'idle' | 'streaming' | 'done';

/**
 * The full reading of a draw: shown at once when it exists; otherwise a button that asks for
 * the points deduction (analysis4Tarot), then streams the reading in as it is written.
 */
export function FullReading({
  readingId,
  analysis,
  onDone,
}: {
  readingId: string;
  analysis: string | null;
  onDone(text: string): void;
}) {
  const { t } = useTranslation('tarot');
  const [text, setText] = useState(analysis ?? '');
  const [status, setStatus] = useState<Status>(analysis ? 'done' : 'idle');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('streaming');
    setText('');
    const result = await tarotApi.analysis(readingId, (_, all) => setText(all), controller.signal);
    if (controller.signal.aborted) return;
    if (result.ok) {
      setText(result.text);
      setStatus('done');
      onDone(result.text);
      void loadAccount();
      return;
    }
    setStatus('idle');
    setText('');
    const error = result.error;
    if (error instanceof ApiError && error.cancelled) return;
    toastError(error);
    if (error.code === ErrorCode.INSUFFICIENT_POINTS) useWalletStore.getState().open('recharge');
  };

  return (
    <section className="sl-card sl-tarot-panel" aria-labelledby="sl-tarot-full">
      <h2 id="sl-tarot-full" className="sl-tarot-panel-title">
        {t('reading.fullTitle')}
      </h2>
      {status === 'idle' ? (
        <>
          <p className="sl-tarot-panel-hint">{t('reading.fullHint')}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void requestDeduction('analysis4Tarot', run)}
          >
            {t('reading.fullAction')}
          </Button>
        </>
      ) : (
        <ReadingText text={text} streaming={status === 'streaming'} />
      )}
    </section>
  );
}
