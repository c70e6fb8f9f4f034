import { useTranslation } from 'react-i18next';
import type { Pair } from './usePair';
import type { Key } from '../../i18n/keys';
import { NavButton } from '../../components/NavButton';

/** What a report reads, listed. */
export function Contents({ keys }: { keys: readonly Key<'relations'>[] }) {
  const { t } = useTranslation('relations');
  return (
    <ul className="sl-rel-contents">
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

const SYNASTRY_CONTENTS = [
  'synastry.contents.wheel',
  'synastry.contents.scores',
  'synastry.contents.aspects',
  'synastry.contents.report',
] as const;

/** Tab 2 of /stellarTies: what synastry is and the way to the chart, for any two profiles. */
export function SynastryTab({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  if (!pair.complete) return null;
  return (
    <div className="sl-rel-tab">
      <p className="sl-rel-intro">{t('synastry.intro')}</p>
      <section className="sl-card sl-rel-offer">
        <h2>{t('synastry.title')}</h2>
        <Contents keys={SYNASTRY_CONTENTS} />
        <NavButton block color="primary" shape="rounded" to="/stellarTiesDetail">
          {t('synastry.open')}
        </NavButton>
      </section>
    </div>
  );
}
