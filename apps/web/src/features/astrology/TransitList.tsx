import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Fortune } from '@starlit/contracts';
import { formatDateIn, zoneDiffersFromDevice } from '../../i18n/zoned';
import { formatZone } from '../../i18n/zones';
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
 * today first: when each is exact (its date in the member's zone, the fortune's own, named when
 * this device's clock reads otherwise), its house and how close it is; then the way to the
 * calendar.
 */
export function TransitList({
  transits,
  zone,
}: {
  transits: Fortune['transits'];
  /** the member's zone (the fortune's); the device's when unknown */
  zone: string | undefined;
}) {
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
                : t('fortune.exactOn', { date: formatDateIn(tr.exact, zone, lang) })}
              {tr.house ? ` · ${t('fortune.house', { house: tr.house })}` : ''}
              {` · ${t('fortune.orb', { orb: tr.orb.toFixed(1) })}`}
            </span>
          </li>
        ))}
      </ul>
      {zone && zoneDiffersFromDevice(zone) && transits.some((tr) => !tr.exactToday) ? (
        <p className="sl-weak sl-transits-zone">
          {t('fortune.transitsZone', { zone: formatZone(zone, lang) })}
        </p>
      ) : null}
      {calendar}
    </div>
  );
}
