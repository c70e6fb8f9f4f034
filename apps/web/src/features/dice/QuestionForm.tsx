import type { Ref } from 'react';
import { SubmitButton } from '../../components/Form/SubmitButton';
import { useTranslation } from 'react-i18next';

/** A dice question: required, at most 200 characters (the contracts' questionSchema). */
export const QUESTION_MAX = 200;

/**
 * The question and the Roll button. The field's error (empty, or refused by the server as
 * sensitive) shows under it, above a note of what the dice do not answer.
 */
export function QuestionForm({
  question,
  onQuestion,
  error,
  busy,
  rolled,
  signedIn,
  onRoll,
  fieldRef,
}: {
  question: string;
  onQuestion(value: string): void;
  error: string;
  busy: boolean;
  rolled: boolean;
  signedIn: boolean;
  onRoll(): void;
  fieldRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('dice');
  return (
    <form
      className="sl-card sl-dice-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onRoll();
      }}
    >
      <label htmlFor="sl-dice-question" className="sl-dice-label">
        {t('question.label')}
      </label>
      <div className={error ? 'sl-dice-field has-error' : 'sl-dice-field'}>
        <textarea
          ref={fieldRef}
          id="sl-dice-question"
          value={question}
          onChange={(event) => onQuestion(event.target.value)}
          placeholder={t('question.placeholder')}
          maxLength={QUESTION_MAX}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sl-dice-error sl-dice-note' : 'sl-dice-note'}
        />
        <span className="sl-dice-count" aria-hidden="true">
          {question.length}/{QUESTION_MAX}
        </span>
      </div>
      {error ? (
        <p id="sl-dice-error" className="sl-dice-error" role="alert">
          {error}
        </p>
      ) : null}
      <p id="sl-dice-note" className="sl-dice-note">
        {t('question.note')}
      </p>
      <SubmitButton
        busy={busy}
        label={rolled ? t('rollAgain') : t('roll')}
        className="sl-dice-roll"
      />
      {signedIn ? null : <p className="sl-dice-signin">{t('signInHint')}</p>}
    </form>
  );
}
