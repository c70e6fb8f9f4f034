import { useId, useState, type FormEvent } from 'react';
import { Button, DatePicker, Input, Switch } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TimePicker } from '../../components/Form/TimePicker';
import { toast } from '../../components/Toast/toast';
import { formatDate, parseIsoDate, toIsoDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { type BirthdayValues, NICKNAME_MAX, UNKNOWN_TIME, textLength } from './model';

const EARLIEST = new Date(1900, 0, 1);
/** Where the date wheel starts when nothing is chosen yet. */
const DATE_START = new Date(1995, 0, 1);

/**
 * A birthday typed in: nickname (at most 10 characters), date, and the time to the minute or
 * "I don't know" (12:00 then). Incomplete: the "fill in complete info" toast.
 */
export function BirthdayForm({
  initial,
  onUse,
}: {
  initial: BirthdayValues;
  onUse(values: BirthdayValues): void;
}) {
  const { t } = useTranslation(['pairing', 'errors']);
  const lang = useAppStore((s) => s.lang);
  const id = useId();
  const [values, setValues] = useState(initial);
  const [picking, setPicking] = useState<'date' | 'time' | null>(null);
  const update = (patch: Partial<BirthdayValues>) => setValues((v) => ({ ...v, ...patch }));
  const length = textLength(values.nickname.trim());
  const tooLong = length > NICKNAME_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete =
      !values.nickname.trim() || !values.birthDate || (!values.timeUnknown && !values.birthTime);
    if (incomplete) {
      toast.show({ icon: 'fail', content: t('errors:completeInfo') });
      return;
    }
    if (tooLong) {
      toast.show({ icon: 'fail', content: t('form.nicknameLength', { max: NICKNAME_MAX }) });
      return;
    }
    onUse(values);
  };

  const date = values.birthDate ? parseIsoDate(values.birthDate) : null;
  return (
    <form className="sl-pair-form" onSubmit={submit} noValidate>
      <div className="sl-pair-field">
        <label className="sl-pair-label" htmlFor={`${id}-nickname`}>
          {t('form.nickname')}
        </label>
        <span className="sl-pair-nickname">
          <Input
            id={`${id}-nickname`}
            value={values.nickname}
            onChange={(nickname) => update({ nickname })}
            placeholder={t('form.nicknamePlaceholder', { max: NICKNAME_MAX })}
            autoComplete="off"
            aria-invalid={tooLong || undefined}
          />
          <span className={tooLong ? 'sl-pair-count is-over' : 'sl-pair-count'} aria-hidden="true">
            {t('form.count', { length, max: NICKNAME_MAX })}
          </span>
        </span>
      </div>
      {tooLong ? (
        <p className="sl-pair-error" role="alert">
          {t('form.nicknameLength', { max: NICKNAME_MAX })}
        </p>
      ) : null}
      <button type="button" className="sl-pair-field" onClick={() => setPicking('date')}>
        <span className="sl-pair-label">{t('form.date')}</span>
        <span className={values.birthDate ? 'sl-pair-value' : 'sl-pair-value is-empty'}>
          {values.birthDate
            ? formatDate(values.birthDate, lang, 'long')
            : t('form.datePlaceholder')}
        </span>
        <RightOutline className="sl-pair-chevron" />
      </button>
      <button
        type="button"
        className="sl-pair-field"
        disabled={values.timeUnknown}
        onClick={() => setPicking('time')}
      >
        <span className="sl-pair-label">{t('form.time')}</span>
        <span
          className={
            values.birthTime && !values.timeUnknown ? 'sl-pair-value' : 'sl-pair-value is-empty'
          }
        >
          {values.timeUnknown
            ? t('form.unknownHint')
            : (values.birthTime ?? t('form.timePlaceholder'))}
        </span>
        {values.timeUnknown ? null : <RightOutline className="sl-pair-chevron" />}
      </button>
      <div className="sl-pair-field">
        <span className="sl-pair-label" id={`${id}-unknown`}>
          {t('form.timeUnknown')}
        </span>
        <Switch
          aria-labelledby={`${id}-unknown`}
          checked={values.timeUnknown}
          onChange={(on) =>
            update(on ? { timeUnknown: true, birthTime: UNKNOWN_TIME } : { timeUnknown: false })
          }
        />
      </div>
      <p className="sl-pair-note">{t('form.note')}</p>
      <Button block type="submit" color="primary" shape="rounded">
        {t('form.use')}
      </Button>
      <DatePicker
        title={t('form.date')}
        visible={picking === 'date'}
        onClose={() => setPicking(null)}
        min={EARLIEST}
        max={new Date()}
        precision="day"
        value={date ?? DATE_START}
        onConfirm={(d) => update({ birthDate: toIsoDate(d) })}
      />
      <TimePicker
        title={t('form.time')}
        visible={picking === 'time'}
        onClose={() => setPicking(null)}
        value={values.birthTime}
        fallback={UNKNOWN_TIME}
        onConfirm={(birthTime) => update({ birthTime })}
      />
    </form>
  );
}
