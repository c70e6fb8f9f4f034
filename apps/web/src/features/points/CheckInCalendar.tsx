import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@starlit/contracts';
import { Glyph } from '../../components/Glyphs';
import { calendarDays, nextReward, useCheckIn } from './checkIn';
import './points.css';
import './checkin.css';

type PointAccount = UserAccount['pointAccount'];

/** "Check in +N" until today is done, then "Checked in today" (disabled). */
export function CheckInButton({
  account,
  block = false,
}: {
  account: PointAccount;
  block?: boolean;
}) {
  const { t } = useTranslation('points');
  const { checkIn, busy } = useCheckIn();
  const done = account.signedToday;
  return (
    <Button
      color="primary"
      shape="rounded"
      block={block}
      size={block ? 'large' : 'middle'}
      className="sl-checkin-button"
      disabled={done}
      loading={busy}
      onClick={() => void checkIn()}
    >
      {done ? t('checkIn.done') : t('checkIn.action', { points: nextReward(account) })}
    </Button>
  );
}

/** The days of the check-in cycle: each day's reward, the days done, today. */
export function CheckInDays({
  account,
  compact = false,
}: {
  account: PointAccount;
  compact?: boolean;
}) {
  const { t } = useTranslation('points');
  return (
    <ol className={compact ? 'sl-checkin-days is-compact' : 'sl-checkin-days'}>
      {calendarDays(account).map((day) => (
        <li
          key={day.day}
          className={[
            'sl-checkin-cell',
            day.checked ? 'is-checked' : '',
            day.today ? 'is-today' : '',
          ].join(' ')}
          aria-current={day.today ? 'date' : undefined}
        >
          <span className="sl-checkin-label">
            {day.today ? t('checkIn.today') : t('checkIn.day', { day: day.day })}
          </span>
          <span className="sl-checkin-mark" aria-hidden="true">
            {day.checked ? <CheckOutline /> : <Glyph name="coin" size="0.48rem" />}
          </span>
          <span className="sl-checkin-reward">{t('checkIn.reward', { points: day.points })}</span>
          {day.checked ? <span className="sl-visually-hidden">{t('checkIn.checked')}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The check-in card of the points center: the 7-day cycle and the check-in button. */
export function CheckInCalendar({ account }: { account: PointAccount }) {
  const { t } = useTranslation('points');
  return (
    <section className="sl-card sl-points-card" aria-labelledby="sl-checkin-title">
      <div className="sl-points-card-head">
        <h2 id="sl-checkin-title">{t('checkIn.title')}</h2>
        <span className="sl-weak">
          {t('checkIn.progress', { days: account.signedDays, total: account.signList.length })}
        </span>
      </div>
      <CheckInDays account={account} />
      <p className="sl-points-hint">{t('checkIn.hint')}</p>
      <CheckInButton account={account} block />
    </section>
  );
}
