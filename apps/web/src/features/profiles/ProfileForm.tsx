import { useState } from 'react';
import { DatePicker, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProfileInput, Relationship } from '@starlit/contracts';
import { SubmitButton } from '../../components/Form/SubmitButton';
import { formatDate, parseIsoDate, toIsoDate } from '../../i18n/format';
import { formatZone } from '../../i18n/zones';
import { useAppStore } from '../../state/app';
import { BirthTimeField } from './BirthTimeField';
import { FieldButton, FieldRow } from './FieldRow';
import { NICKNAME_MAX, type FieldName, type FormValues, zoneCity, zoneMoment } from './formValues';
import { textLength, toSnapshot } from './model';
import { PlaceSheet } from '../../components/PlaceSheet/PlaceSheet';
import { RelationshipSheet } from './RelationshipSheet';
import { useBirthInstant, type InstantState } from './useBirthInstant';
import { type ProfileFormState, type SubmitProblems, useProfileForm } from './useProfileForm';
import { ZoneSheet } from './ZoneSheet';
import './form.css';

export type { SubmitProblems } from './useProfileForm';

const EARLIEST = new Date(1900, 0, 1);
/** Where the date wheel starts when nothing is chosen yet. */
const DATE_START = new Date(1995, 0, 1);

type Sheet = 'relationship' | 'date' | 'birthPlace' | 'residence' | 'timeZone' | null;

/** What each section gets: the form's state, a field's error text, and the sheet opener. */
interface SectionProps {
  form: ProfileFormState;
  error(field: FieldName): string | undefined;
  open(sheet: Sheet): void;
}

/** Nickname (with its length count), relationship and gender. */
function WhoFields({ form: { values, update }, error, open }: SectionProps) {
  const { t } = useTranslation('archives');
  const length = textLength(values.nickname.trim());
  return (
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
        onClick={() => open('relationship')}
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
  );
}

/** Birthplace, the time zone (from the birthplace unless chosen), and residence. */
function PlaceFields({
  form: { values },
  error,
  open,
  moment,
}: SectionProps & { moment: Date | undefined }) {
  const { t } = useTranslation('archives');
  const lang = useAppStore((s) => s.lang);
  return (
    <section className="sl-card sl-arch-group">
      <FieldButton
        label={t('fields.placeOfBirth')}
        value={values.birthPlace?.fullName}
        placeholder={t('placeholders.place')}
        error={error('birthPlace')}
        onClick={() => open('birthPlace')}
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
        onClick={() => open('timeZone')}
      />
      <FieldButton
        label={t('fields.currentResidence')}
        value={values.residence?.fullName}
        placeholder={t('placeholders.place')}
        error={error('residence')}
        onClick={() => open('residence')}
      />
    </section>
  );
}

/** The pickers the fields open, one at a time. */
function FieldSheets({
  form: { values, update },
  sheet,
  close,
  choices,
  moment,
}: {
  form: ProfileFormState;
  sheet: Sheet;
  close(): void;
  choices: readonly Relationship[];
  moment: Date | undefined;
}) {
  const { t } = useTranslation('archives');
  const birthDate = values.birthDate ? parseIsoDate(values.birthDate) : null;
  return (
    <>
      <RelationshipSheet
        visible={sheet === 'relationship'}
        choices={choices}
        value={values.relationship}
        onClose={close}
        onChoose={(relationship) => update({ relationship })}
      />
      <DatePicker
        title={t('fields.dateOfBirth')}
        visible={sheet === 'date'}
        onClose={close}
        min={EARLIEST}
        max={new Date()}
        precision="day"
        value={birthDate ?? DATE_START}
        onConfirm={(date) => update({ birthDate: toIsoDate(date) })}
      />
      <PlaceSheet
        visible={sheet === 'birthPlace'}
        title={t('fields.placeOfBirth')}
        onClose={close}
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
        onClose={close}
        onChoose={(place) => update({ residence: toSnapshot(place) })}
      />
      <ZoneSheet
        visible={sheet === 'timeZone'}
        value={values.timeZone}
        birthplace={values.birthPlace}
        at={moment}
        onClose={close}
        onChoose={(zone) =>
          update({ timeZone: zone, timeZoneChosen: zone !== values.birthPlace?.tz })
        }
      />
    </>
  );
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
  const form = useProfileForm(initial, onSubmit);
  const { values, update } = form;
  const [sheet, setSheet] = useState<Sheet>(null);
  const instant: InstantState = useBirthInstant(values);
  const moment = zoneMoment(values, instant.status === 'ready' ? instant.instant.utc : undefined);
  const error = (field: FieldName) => {
    const key = form.errors[field];
    return key ? t(key, { max: NICKNAME_MAX }) : undefined;
  };
  const section = { form, error, open: setSheet };

  return (
    <form className="sl-arch-form" onSubmit={(e) => void form.submit(e)} noValidate>
      <WhoFields {...section} />
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
      <PlaceFields {...section} moment={moment} />

      {form.formError ? (
        <p className="sl-arch-error sl-arch-form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <SubmitButton busy={form.busy} label={submitLabel} className="sl-arch-submit" />
      <FieldSheets
        form={form}
        sheet={sheet}
        close={() => setSheet(null)}
        choices={choices}
        moment={moment}
      />
    </form>
  );
}
