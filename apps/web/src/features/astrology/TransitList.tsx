import { useTranslation } from 'react-i18next';
import type { Fortune } from '@starlit/contracts';

type Transit = Fortune['transits'][number];

const NATURE: Record<Transit['kind'], string> = {
  conjunction: 'neutral',
  sextile: 'harmonious',
  trine: 'harmonious',
  square: 'challenging',
  opposition: 'challenging',
};

/** The day's strongest transits in words: "Transit Venus trine natal Moon", with the orb. */
export function TransitList({ transits }: { transits: Fortune['transits'] }) {
  const { t } = useTranslation('astrology');
  if (transits.length === 0)
    return <p className="sl-card sl-fortune-empty">{t('fortune.noTransits')}</p>;
  return (
    <ul className="sl-card sl-transits">
      {transits.map((tr) => (
        <li key={`${tr.transit}-${tr.kind}-${tr.natal}`} className={`is-${NATURE[tr.kind]}`}>
          <span className="sl-transit-mark" aria-hidden="true" />
          <span className="sl-transit-text">
            {t('fortune.transit', {
              transit: t(`planets.${tr.transit}`),
              kind: t(`aspects.${tr.kind}`),
              natal: t(`planets.${tr.natal}`),
            })}
          </span>
          <span className="sl-weak">
            {tr.exact ? `${t('fortune.exact')} · ` : ''}
            {tr.house ? `${t('fortune.house', { house: tr.house })} · ` : ''}
            {t('fortune.orb', { orb: tr.orb.toFixed(1) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
