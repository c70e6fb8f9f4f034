import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BookAnswer } from '@starlit/contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app';
import { AnswerStep } from './AnswerStep';
import { AskStep } from './AskStep';
import { HoldStep } from './HoldStep';
import './answers.css';

const STEPS = [1, 2, 3] as const;

/**
 * The answers-book ritual, in the steps of the global `answerBookStep`:
 * 1 hold the question in mind, 2 press and hold the book, 3 the book opens on an answer.
 * Each visit starts at step 1; the question typed in step 1 never leaves the page unless the
 * member chooses to keep it with a journal note.
 */
export function AnswersBook({
  note,
}: {
  /** what the screen puts below the answer (the journal's note; the question goes only there) */
  note?: (answer: BookAnswer, question: string) => ReactNode;
} = {}) {
  const { t } = useTranslation('answers');
  const stored = useAppStore((s) => s.answerBookStep);
  const step = Math.min(3, Math.max(1, Math.round(stored) || 1));
  const setStep = useAppStore((s) => s.setAnswerBookStep);
  const [question, setQuestion] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);

  // a new step moves focus to its heading, so screen readers follow the ritual
  useEffect(() => {
    if (shown.current) heading.current?.focus();
    shown.current = true;
  }, [step]);
  useEffect(() => () => useAppStore.getState().setAnswerBookStep(1), []);

  const again = () => {
    setQuestion('');
    setStep(1);
  };

  return (
    <div className="sl-answers">
      <div className="sl-answers-steps">
        <span className="sl-visually-hidden">{t('stepOf', { step })}</span>
        {STEPS.map((n) => (
          <span
            key={n}
            aria-hidden="true"
            className={n <= step ? 'sl-answers-dot is-done' : 'sl-answers-dot'}
          />
        ))}
      </div>
      {step === 1 ? (
        <AskStep
          question={question}
          onQuestion={setQuestion}
          onNext={() => setStep(2)}
          headingRef={heading}
        />
      ) : null}
      {step === 2 ? <HoldStep onOpen={() => setStep(3)} headingRef={heading} /> : null}
      {step === 3 ? (
        <AnswerStep question={question} onAgain={again} headingRef={heading} note={note} />
      ) : null}
    </div>
  );
}
