import { useState } from 'react';
import { DotLoading, Picker, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BirthInstant } from '@starlit/contracts';
import { TimePicker } from '../../components/Form/TimePicker';
import { FieldButton } from './FieldRow';
import type { FormValues } from './formValues';
import { formatUtcOffset as formatOffset } from '../../i18n/zones';
import { OFFSET_MINUTES, UNKNOWN_TIME } from './model';
import type { InstantState } from './useBirthInstant';

type Update = (patch: Partial<FormValues>) => void;

/** "UTC+09:00 · summer time", then what else happened to the time. */
function InstantText({ instant }: { instant: BirthInstant }) {
  const { t } = useTranslation('archives');
  const tags = [
    formatOffset(instant.utcOffsetMinutes),
    instant.dst ? t('instant.dst') : t('instant.standard'),
    ...(instant.lmt ? [t('instant.lmt')] : []),
    ...(instant.overridden ? [t('instant.manual')] : []),
  ];
  return (
    <>
      <span className="sl-instant-offset">{tags.join(' · ')}</span>
      <span className="sl-instant-utc">
        {t('instant.utc', { time: instant.utc.slice(0, 16).replace('T', ' ') })}
      </span>
      {instant.ambiguous ? <span className="sl-instant-note">{t('instant.ambiguous')}</span> : null}
      {instant.skipped ? <span className="sl-instant-note">{t('instant.skipped')}</span> : null}
    </>
  );
}

/** The nearest offset on the 15-minute grid (a local-mean-time offset is not on it). */
const snap = (minutes: number) => Math.min(840, Math.max(-720, Math.round(minutes / 15) * 15));

/**
 * Time of birth to the minute (12:00 preselected), the "I don't know" switch, and live what
 * the time becomes in UTC (`state`), with a manual offset for when the zone's history is wrong.
 */
export function BirthTimeField({
  values,
  state,
  update,
  error,
}: {
  values: FormValues;
  state: InstantState;
  update: Update;
  error?: string;
}) {
  const { t } = useTranslation('archives');
  const [picking, setPicking] = useState<'time' | 'offset' | null>(null);
  const instant =
    state.status === 'ready' || state.status === 'loading' ? state.instant : undefined;
  const manual = values.utcOffsetMinutes;

  return (
    <>
      <FieldButton
        label={t('fields.timeOfBirth')}
        value={values.birthTime ?? undefined}
        placeholder={t('placeholders.time')}
        hint={values.timeUnknown ? t('time.unknownHint') : undefined}
        disabled={values.timeUnknown}
        error={error}
        onClick={() => setPicking('time')}
      />
      {values.timeUnknown ? null : <p className="sl-arch-note">{t('time.precision')}</p>}
      <div className="sl-arch-row sl-arch-switch">
        <span className="sl-arch-label">{t('time.unknown')}</span>
        <Switch
          aria-label={t('time.unknown')}
          checked={values.timeUnknown}
          onChange={(on) =>
            update(on ? { timeUnknown: true, birthTime: UNKNOWN_TIME } : { timeUnknown: false })
          }
        />
      </div>
      <div className="sl-instant" role="status" aria-live="polite">
        <div
          className={state.status === 'loading' ? 'sl-instant-text is-stale' : 'sl-instant-text'}
        >
          {instant ? <InstantText instant={instant} /> : null}
          {state.status === 'idle' ? <span className="sl-weak">{t('instant.hint')}</span> : null}
          {state.status === 'loading' && !instant ? <DotLoading color="currentColor" /> : null}
          {state.status === 'failed' ? (
            <span className="sl-weak">{t('instant.failed')}</span>
          ) : null}
        </div>
        <div className="sl-instant-actions">
          <button
            type="button"
            className="sl-link-button"
            disabled={state.status === 'idle'}
            onClick={() => setPicking('offset')}
          >
            {t('offset.adjust')}
          </button>
          {manual !== null ? (
            <button
              type="button"
              className="sl-link-button"
              onClick={() => update({ utcOffsetMinutes: null })}
            >
              {t('offset.reset')}
            </button>
          ) : null}
        </div>
      </div>
      <TimePicker
        title={t('fields.timeOfBirth')}
        visible={picking === 'time'}
        onClose={() => setPicking(null)}
        value={values.birthTime}
        fallback={UNKNOWN_TIME}
        onConfirm={(birthTime) => update({ birthTime })}
      />
      <Picker
        title={t('offset.title')}
        visible={picking === 'offset'}
        onClose={() => setPicking(null)}
        columns={[OFFSET_MINUTES.map((m) => ({ label: formatOffset(m), value: String(m) }))]}
        value={[String(snap(manual ?? instant?.utcOffsetMinutes ?? 0))]}
        onConfirm={([v]) => {
          if (v !== null && v !== undefined) update({ utcOffsetMinutes: Number(v) });
        }}
      />
    </>
  );
}
