import { useId, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@starlit/contracts/constants';
import { toast } from '../../components/Toast/toast';
import { markOnboarded, readDraft, saveDraft, type BirthDraft } from '../../state/onboarding';
import { toIsoDate } from '../../i18n/format';
import { GenderChoice } from './GenderChoice';
import { PlaceField } from './PlaceField';
import './onboarding.css';

const EARLIEST = '1900-01-01';

const EMPTY: BirthDraft = {
  name: '',
  gender: null,
  birthDate: '',
  birthTime: null,
  birthPlace: null,
};

/** A labelled row; `optional` adds a quiet mark after the label. */
function Row({
  label,
  htmlFor,
  optional,
  children,
}: {
  label: string;
  htmlFor?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="sl-ob-row">
      <label htmlFor={htmlFor} className="sl-ob-label">
        {label}
        {optional ? <span className="sl-ob-optional">{t('form.optional')}</span> : null}
      </label>
      {children}
    </div>
  );
}

/**
 * The birth data of a visitor: a date is enough for the preview; a name, time, birthplace
 * and gender are kept too, so the profile needs no retyping after signing up.
 */
export function BirthForm() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BirthDraft>(() => readDraft() ?? EMPTY);
  const ids = { name: useId(), date: useId(), time: useId() };
  const today = toIsoDate(new Date());
  const set = (patch: Partial<BirthDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    if (!draft.birthDate || draft.birthDate < EARLIEST || draft.birthDate > today) {
      toast.show({ content: t('form.dateRequired') });
      return;
    }
    markOnboarded();
    saveDraft({ ...draft, name: draft.name.trim() });
    void navigate('/welcome?step=preview');
  };

  return (
    <form
      className="sl-ob sl-ob-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <header className="sl-ob-head">
        <h1>{t('form.title')}</h1>
        <p>{t('form.lead')}</p>
      </header>
      <div className="sl-card sl-ob-fields">
        <Row label={t('form.date')} htmlFor={ids.date}>
          <input
            id={ids.date}
            className="sl-ob-input"
            type="date"
            required
            min={EARLIEST}
            max={today}
            value={draft.birthDate}
            onChange={(e) => set({ birthDate: e.target.value })}
          />
        </Row>
        <Row label={t('form.time')} htmlFor={ids.time} optional>
          <input
            id={ids.time}
            className="sl-ob-input"
            type="time"
            value={draft.birthTime ?? ''}
            onChange={(e) => set({ birthTime: e.target.value || null })}
          />
          <p className="sl-ob-hint">{t('form.timeHint')}</p>
        </Row>
        <Row label={t('form.place')} optional>
          <PlaceField value={draft.birthPlace} onChange={(birthPlace) => set({ birthPlace })} />
        </Row>
        <Row label={t('form.name')} htmlFor={ids.name} optional>
          <input
            id={ids.name}
            className="sl-ob-input"
            type="text"
            autoComplete="given-name"
            maxLength={LIMITS.nameMax}
            placeholder={t('form.namePlaceholder')}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Row>
        <Row label={t('form.gender')} optional>
          <GenderChoice value={draft.gender} onChange={(gender) => set({ gender })} />
        </Row>
      </div>
      <footer className="sl-ob-actions">
        <Button block color="primary" shape="rounded" size="large" type="submit">
          {t('form.submit')}
        </Button>
      </footer>
    </form>
  );
}
