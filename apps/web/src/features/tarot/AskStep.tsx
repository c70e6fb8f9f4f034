import { useId, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SpreadInfo } from '@starlit/contracts';
import { SpreadLayout } from './SpreadLayout';

export const QUESTION_MAX = 200;

/** The spread: its name, card count, description and shape (the cards' backs). */
export function SpreadIntro({ spread }: { spread: SpreadInfo }) {
  const { t } = useTranslation('tarot');
  return (
    <section className="sl-card sl-tarot-panel sl-tarot-intro" aria-labelledby="sl-tarot-name">
      <div className="sl-tarot-intro-head">
        <h1 id="sl-tarot-name" className="sl-tarot-name">
          {spread.name}
        </h1>
        <span className="sl-tarot-chip">
          {t('spread.cards', { count: spread.positions.length })}
        </span>
        {spread.majorsOnly ? <span className="sl-tarot-chip">{t('spread.majorsOnly')}</span> : null}
      </div>
      <p className="sl-tarot-description">{spread.description}</p>
      <SpreadLayout spreadId={spread.id} positions={spread.positions.map((p) => p.name)} compact />
    </section>
  );
}

/**
 * The question (required, at most 200 characters) and the Shuffle button. An empty question
 * is not sent: the field says what is missing.
 */
export function QuestionForm({
  spread,
  question,
  onQuestion,
  onShuffle,
  visitor = false,
}: {
  spread: SpreadInfo;
  question: string;
  onQuestion(value: string): void;
  onShuffle(): void;
  /** a visitor's tap goes on at once (to sign in) */
  visitor?: boolean;
}) {
  const { t } = useTranslation('tarot');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = () => {
    if (!visitor && !question.trim()) {
      setMissing(true);
      return;
    }
    onShuffle();
  };
  return (
    <section className="sl-card sl-tarot-panel sl-tarot-ask">
      <label htmlFor={id} className="sl-tarot-panel-title">
        {t('ask.label')}
      </label>
      <p className="sl-tarot-panel-hint">{t('ask.hint')}</p>
      <div className={missing ? 'sl-tarot-field is-missing' : 'sl-tarot-field'}>
        <textarea
          id={id}
          className="sl-tarot-textarea"
          value={question}
          rows={3}
          onChange={(event) => {
            onQuestion(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          placeholder={t(`ask.placeholder.${spread.id}`)}
          maxLength={QUESTION_MAX}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : `${id}-count`}
        />
        <span id={`${id}-count`} className="sl-tarot-count">
          {t('ask.count', { count: [...question].length, max: QUESTION_MAX })}
        </span>
      </div>
      {missing ? (
        <p id={`${id}-error`} className="sl-tarot-error" role="alert">
          {t('ask.required')}
        </p>
      ) : null}
      <Button block color="primary" shape="rounded" size="large" onClick={submit}>
        {t('ask.shuffle')}
      </Button>
    </section>
  );
}
