import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransitEntry, TransitsCalendar as Calendar } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { ApiError } from '../../api/http';
import type { TransitDays } from '../../api/transits';
import { EmptyState } from '../../components/EmptyState';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { CreateProfilePrompt, ProfileChip } from '../../components/ProfileChip/ProfileChip';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { formatDate } from '../../i18n/format';
import { formatZone } from '../../i18n/zones';
import { formatDateIn, formatDateTimeIn, zoneDiffersFromDevice } from '../../i18n/zoned';
import { useAppStore } from '../../state/app';
import { daysInOrb, groupByWeek } from './group';
import { useTransits } from './useTransits';
import './transits.css';

const DAY = 86_400_000;
const SPANS: readonly TransitDays[] = [30, 90];

/**
 * One transit, its dates and times in the member's zone; a slow planet's text shows whole, a
 * brief one's first sentence until opened.
 */
function TransitItem({ event, zone }: { event: TransitEntry; zone: string | undefined }) {
  const { t } = useTranslation('transits');
  const lang = useAppStore((s) => s.lang);
  const [open, setOpen] = useState(event.weight === 'weighty');
  const shown = open ? event.text : event.text.slice(0, 1);
  const meta = [
    t('exact', { time: formatDateTimeIn(event.exact, zone, lang) }),
    event.house ? t('house', { house: event.house }) : '',
    event.retrograde ? t('retrograde') : '',
  ].filter(Boolean);
  return (
    <li className={`sl-card sl-tc-event is-${event.weight}`}>
      <div className="sl-tc-head">
        <h3>{event.title}</h3>
        {event.weight === 'weighty' ? <span className="sl-tc-badge">{t('weighty')}</span> : null}
      </div>
      <p className="sl-tc-meta">{meta.join(' · ')}</p>
      <p className="sl-tc-meta">
        {t('inOrb', {
          from: formatDateIn(event.enters, zone, lang),
          to: formatDateIn(event.leaves, zone, lang),
          count: daysInOrb(event, zone),
        })}
      </p>
      <p className="sl-tc-text">{shown.join(lang === 'zh' ? '' : ' ')}</p>
      {event.text.length > shown.length ? (
        <button
          type="button"
          className="sl-tc-more"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {t('more')}
        </button>
      ) : null}
    </li>
  );
}

function Timeline({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation('transits');
  const lang = useAppStore((s) => s.lang);
  if (calendar.events.length === 0)
    return <EmptyState title={t('empty.title')} description={t('empty.body')} />;
  return (
    <div className="sl-tc-timeline" aria-label={t('listLabel')}>
      {groupByWeek(calendar.events, calendar.from, calendar.zone).map((group) => (
        <section key={group.key} className="sl-tc-group">
          <h2 className="sl-tc-week">
            {group.week ? t('week', { date: formatDate(group.week, lang) }) : t('now')}
          </h2>
          <ul className="sl-tc-list">
            {group.events.map((e) => (
              <TransitItem
                key={`${e.planet}-${e.aspect}-${e.natalPoint}-${e.exact}`}
                event={e}
                zone={calendar.zone}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * /transits: the current profile's transits over the next 30 or 90 days, by week, each with
 * its exact moment in the member's zone (their residence's, as the fortune's day), the days it
 * is in orb and its text; the zone is named when this device's clock reads otherwise.
 */
export function TransitsCalendar() {
  const { t } = useTranslation('transits');
  const lang = useAppStore((s) => s.lang);
  const [days, setDays] = useState<TransitDays>(30);
  const state = useTransits(days);
  const { profile, ready, data, result, loading } = state;
  const noProfile =
    (ready && !profile) ||
    (result && !(result instanceof ApiError) && result.code === ErrorCode.OWN_PROFILE_MISSING);
  if (noProfile) return <CreateProfilePrompt />;

  const spanOf = (c: Calendar) => Math.round((Date.parse(c.to) - Date.parse(c.from)) / DAY);
  const current =
    data && profile && data.profileId === profile.id && spanOf(data) === days ? data : null;
  const failed = !loading && result && !current;
  return (
    <div className="sl-tc">
      <div className="sl-tc-top">
        <SegmentTabs
          label={t('range.label')}
          options={SPANS.map((value) => ({ value: `${value}`, label: t(`range.days${value}`) }))}
          value={`${days}`}
          onChange={(value) => setDays(Number(value) as TransitDays)}
        />
        <ProfileChip />
      </div>
      <p className="sl-tc-intro">{t('intro', { orb: data?.orb ?? 1 })}</p>
      {current && zoneDiffersFromDevice(current.zone) ? (
        <p className="sl-tc-intro sl-tc-zone">
          {t('zone', { zone: formatZone(current.zone, lang) })}
        </p>
      ) : null}
      {current ? <Timeline calendar={current} /> : null}
      {failed ? (
        <LoadFailed title={t('loadFailed')} result={result} onRetry={state.reload} />
      ) : null}
      {!current && !failed ? <TextSkeleton lines={10} /> : null}
    </div>
  );
}
