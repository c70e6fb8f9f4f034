import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors';
import { DepthHistory } from './DepthHistory';
import { Contents } from './SynastryTab';
import { useDepthReport } from './useDepth';
import type { Pair } from './usePair';

const DEEP_CONTENTS = [
  'deep.contents.composite',
  'deep.contents.talk',
  'deep.contents.timing',
  'deep.contents.months',
  'deep.contents.plan',
] as const;

/** The offer for the chosen pair: what the report holds, its price, and the unlock. */
function DeepOffer({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const { preview, unlock, unlocking } = useDepthReport(pair);
  const { a, b } = pair;
  const data = preview.data;
  const price = data?.price;
  const failed = !data && !preview.loading ? preview.result : undefined;
  return (
    <section className="sl-card sl-rel-offer">
      <h2>{t('deep.title')}</h2>
      <p className="sl-rel-offer-pair">
        {a && b ? t('deep.pairNames', { a: a.nickname, b: b.nickname }) : null}
        {data ? (
          <span className="sl-rel-offer-score">{t('deep.overall', { score: data.overall })}</span>
        ) : null}
      </p>
      <Contents keys={DEEP_CONTENTS} />
      {failed ? <p className="sl-rel-note">{errorText(failed)}</p> : null}
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={unlocking}
        disabled={!data && !failed}
        onClick={() => void unlock()}
      >
        {price ? t('deep.unlockPrice', { price }) : t('deep.unlock')}
      </Button>
      <p className="sl-weak sl-rel-offer-note">{t('deep.keptNote')}</p>
    </section>
  );
}

/** Tab 3 of /stellarTies: the deep report of the chosen pair, and the kept ones. */
export function DeepTab({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  return (
    <div className="sl-rel-tab">
      <p className="sl-rel-intro">{t('deep.intro')}</p>
      {pair.complete ? <DeepOffer pair={pair} /> : null}
      <DepthHistory />
    </div>
  );
}
