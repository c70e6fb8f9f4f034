import { useState, type FormEvent } from 'react';
import { DatePicker, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProfileInput, Relationship } from '@starlit/contracts';
import { SubmitButton } from '../../components/Form/SubmitButton';
import { formatDate, parseIsoDate, toIsoDate } from '../../i18n/format';
import { formatZone } from '../../i18n/zones';
import { useAppStore } from '../../state/app';
import { BirthTimeField } from './BirthTimeField';
import { FieldButton, FieldRow } from './FieldRow';
import {
  NICKNAME_MAX,
  type FieldName,
  type FormErrors,
  type FormValues,
  toInput,
  validate,
  zoneCity,
  zoneMoment,
} from './formValues';
import { textLength, toSnapshot } from './model';
import { PlaceSheet } from './PlaceSheet';
import { RelationshipSheet } from './RelationshipSheet';
import { useBirthInstant } from './useBirthInstant';
import { ZoneSheet } from './ZoneSheet';
import './form.css';

const EARLIEST = new Date(1900, 0, 1);
/** Where the date wheel starts when nothing is chosen yet. */
const DATE_START = new Date(1995, 0, 1);

type Sheet = 'relationship' | 'date' | 'birthPlace' | 'residence' | 'timeZone' | null;

/** What the server said about a submission: field errors and/or one for the whole form. */
export interface SubmitProblems {
  fields?: FormErrors;
  form?: string;
}

/**
 * Every field of a profile (all required): nickname, relationship, gender, date and time of
 * birth (with the live UTC line), birthplace, residence and time zone. Errors show inline
 * after the first submit and follow the edits from then on.
 */
export function ProfileForm({
  initial,
  choices,
  submitLabel,
  onSubmit,
}: {
  initial: FormValues;
  choices: readonly Relationship[];
  submitLabel: string;
  /** resolves to the server's problems, or null when saved */
  onSubmit(input: ProfileInput): Promise<SubmitProblems | null>;
}) {
  const { t } = useTranslation('archives');
  const lang = useAppStore((s) => s.lang);
  const [values, setValues] = useState(initial);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<SubmitProblems>({});
  const instant = useBirthInstant(values);
  const moment = zoneMoment(values, instant.status === 'ready' ? instant.instant.utc : undefined);

  const update = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // a server complaint about a field goes once the field changes
    setServer((s) => {
      const fields = { ...s.fields };
      for (const key of Object.keys(patch)) {
        delete fields[key as FieldName];
        if (key === 'birthPlace' || key === 'utcOffsetMinutes') delete fields.timeZone;
      }
      return { fields };
    });
  };
  const errors: FormErrors = { ...(submitted ? validate(values) : {}), ...server.fields };
  const error = (field: FieldName) => {
    const key = errors[field];
    return key ? t(key, { max: NICKNAME_MAX }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const input = toInput(values);
    if (busy || Object.keys(validate(values)).length > 0 || !input) return;
    setBusy(true);
    const problems = await onSubmit(input);
    setBusy(false);
    if (problems) setServer(problems);
  };

  const length = textLength(values.nickname.trim());
  const birthDate = values.birthDate ? parseIsoDate(values.birthDate) : null;

  return (
    <form className="sl-arch-form" onSubmit={(e) => void submit(e)} noValidate>
      <section className="sl-card sl-arch-group">
        <FieldRow label={t('fields.nickname')} error={error('nickname')}>
          {(ids) => (
            <span className="sl-arch-nickname">
              <Input
                className="sl-arch-input"
                value={values.nickname}
                onChange={(nickname) => update({ nickname })}
                placeholder={t('placeholders.nickname', { max: NICKNAME_MAX })}
                id={ids.control}
                autoComplete="off"
              />
              <span
                className={length > NICKNAME_MAX ? 'sl-arch-count is-over' : 'sl-arch-count'}
                aria-hidden="true"
              >
                {t('nicknameCount', { length, max: NICKNAME_MAX })}
              </span>
            </span>
          )}
        </FieldRow>
        <FieldButton
          label={t('fields.relationship')}
          value={values.relationship ? t(`relationship.${values.relationship}`) : undefined}
          placeholder={t('placeholders.choose')}
          error={error('relationship')}
          onClick={() => setSheet('relationship')}
        />
        <FieldRow label={t('fields.gender')} error={error('gender')}>
          {(ids) => (
            <Selector
              className="sl-arch-gender"
              aria-labelledby={ids.label}
              columns={2}
              showCheckMark={false}
              value={values.gender ? [values.gender] : []}
              onChange={([gender]) => {
                if (gender) update({ gender });
              }}
              options={[
                { label: t('gender.1'), value: 1 as const },
                { label: t('gender.2'), value: 2 as const },
              ]}
            />
          )}
        </FieldRow>
      </section>

      <section className="sl-card sl-arch-group">
        <FieldButton
          label={t('fields.dateOfBirth')}
          value={values.birthDate ? formatDate(values.birthDate, lang, 'long') : undefined}
          placeholder={t('placeholders.date')}
          error={error('birthDate')}
          onClick={() => setSheet('date')}
        />
        <BirthTimeField
          values={values}
          state={instant}
          update={update}
          error={error('birthTime')}
        />
      </section>

      <section className="sl-card sl-arch-group">
        <FieldButton
          label={t('fields.placeOfBirth')}
          value={values.birthPlace?.fullName}
          placeholder={t('placeholders.place')}
          error={error('birthPlace')}
          onClick={() => setSheet('birthPlace')}
        />
        <FieldButton
          label={t('fields.timeZone')}
          value={
            values.timeZone
              ? formatZone(values.timeZone, lang, { at: moment, city: zoneCity(values) })
              : undefined
          }
          placeholder={t('placeholders.timeZone')}
          hint={values.timeZone && !values.timeZoneChosen ? t('zone.fromBirthplace') : undefined}
          error={error('timeZone')}
          onClick={() => setSheet('timeZone')}
        />
        <FieldButton
          label={t('fields.currentResidence')}
          value={values.residence?.fullName}
          placeholder={t('placeholders.place')}
          error={error('residence')}
          onClick={() => setSheet('residence')}
        />
      </section>

      {server.form ? (
        <p className="sl-arch-error sl-arch-form-error" role="alert">
          {server.form}
        </p>
      ) : null}
      <SubmitButton busy={busy} label={submitLabel} className="sl-arch-submit" />

      <RelationshipSheet
        visible={sheet === 'relationship'}
        choices={choices}
        value={values.relationship}
        onClose={() => setSheet(null)}
        onChoose={(relationship) => update({ relationship })}
      />
      <DatePicker
        title={t('fields.dateOfBirth')}
        visible={sheet === 'date'}
        onClose={() => setSheet(null)}
        min={EARLIEST}
        max={new Date()}
        precision="day"
        value={birthDate ?? DATE_START}
        onConfirm={(date) => update({ birthDate: toIsoDate(date) })}
      />
      <PlaceSheet
        visible={sheet === 'birthPlace'}
        title={t('fields.placeOfBirth')}
        onClose={() => setSheet(null)}
        onChoose={(place) =>
          update({
            birthPlace: toSnapshot(place),
            ...(values.timeZoneChosen ? {} : { timeZone: place.tz }),
          })
        }
      />
      <PlaceSheet
        visible={sheet === 'residence'}
        title={t('fields.currentResidence')}
        onClose={() => setSheet(null)}
        onChoose={(place) => update({ residence: toSnapshot(place) })}
      />
      <ZoneSheet
        visible={sheet === 'timeZone'}
        value={values.timeZone}
        birthplace={values.birthPlace}
        at={moment}
        onClose={() => setSheet(null)}
        onChoose={(zone) =>
          update({ timeZone: zone, timeZoneChosen: zone !== values.birthPlace?.tz })
        }
      />
    </form>
  );
}
