import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { PairingView } from './PairingView';
import { PairingShareButton } from './ShareButton';
import { usePairing } from './usePairing';
import './result.css';

/** A placeholder in the result's shape while it is read. */
function PairingSkeleton() {
  return (
    <div className="sl-pair-skeleton" aria-busy="true">
      <div className="sl-card sl-pair-skeleton-hero">
        <span className="sl-pair-skeleton-ring" />
      </div>
      <TextSkeleton lines={6} />
    </div>
  );
}

/**
 * /zodiacPairingDetail: the pairing of the chosen pair (read again on a language change), a
 * skeleton meanwhile, the error with a retry, and the way back to change the pair.
 */
export function PairingDetail() {
  const { t } = useTranslation('pairing');
  const navigate = useNavigate();
  const { data, result, loading, reload, invalid } = usePairing();
  const change = () => void navigate('/zodiacPairing');

  if (invalid)
    return (
      <EmptyState title={t('detail.choose')} description={t('detail.chooseBody')}>
        <Button color="primary" shape="rounded" onClick={change}>
          {t('detail.chooseAction')}
        </Button>
      </EmptyState>
    );

  const failed =
    !loading && result !== undefined && (result instanceof ApiError || result.code !== 200);
  return (
    <div className="sl-pair-detail">
      {failed ? (
        <LoadFailed title={t('detail.loadFailed')} result={result} onRetry={reload}>
          <Button color="primary" shape="rounded" onClick={change}>
            {t('detail.change')}
          </Button>
        </LoadFailed>
      ) : null}
      {!failed && data ? <PairingView result={data} /> : null}
      {!failed && !data ? <PairingSkeleton /> : null}
      {!failed && data ? <PairingShareButton result={data} /> : null}
      {!failed && data ? (
        <Button block shape="rounded" size="large" className="sl-pair-change" onClick={change}>
          {t('detail.change')}
        </Button>
      ) : null}
    </div>
  );
}
