import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Fortune } from '@starlit/contracts';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';

type Transit = Fortune['transits'][number];

const NATURE: Record<Transit['aspect'], string> = {
  conjunction: 'neutral',
  sextile: 'harmonious',
  trine: 'harmonious',
  square: 'challenging',
  opposition: 'challenging',
};

/**
 * The transits calendar's transits in orb today, as the calendar titles them, the one exact
 * today first: when each is exact, its house and how close it is; then the way to the calendar.
 */
export function TransitList({ transits }: { transits: Fortune['transits'] }) {
  const { t } = useTranslation('astrology');
  const lang = useAppStore((s) => s.lang);
  const calendar = (
    <Link className="sl-transits-more" to="/transits">
      {t('fortune.transitsCalendar')}
    </Link>
  );
  if (transits.length === 0)
    return (
      <div className="sl-card sl-fortune-empty">
        <p>{t('fortune.noTransits')}</p>
        {calendar}
      </div>
    );
  return (
    <div className="sl-card sl-transits">
      <ul>
        {transits.map((tr) => (
          <li
            key={`${tr.planet}-${tr.aspect}-${tr.natalPoint}-${tr.exact}`}
            className={`is-${NATURE[tr.aspect]}`}
          >
            <span className="sl-transit-mark" aria-hidden="true" />
            <span className="sl-transit-text">{tr.title}</span>
            <span className="sl-weak">
              {tr.exactToday
                ? t('fortune.exact')
                : t('fortune.exactOn', { date: formatDate(new Date(tr.exact), lang) })}
              {tr.house ? ` · ${t('fortune.house', { house: tr.house })}` : ''}
              {` · ${t('fortune.orb', { orb: tr.orb.toFixed(1) })}`}
            </span>
          </li>
        ))}
      </ul>
      {calendar}
    </div>
  );
}
