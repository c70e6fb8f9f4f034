import type { Ref } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../components/Glyphs';

/** Questions typed here stay in the page; the contracts cap a reading's question at 200. */
const QUESTION_MAX = 200;

/** Step 1: a calm instruction, and a private place to write the question down. */
export function AskStep({
  question,
  onQuestion,
  onNext,
  headingRef,
}: {
  question: string;
  onQuestion(value: string): void;
  onNext(): void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('answers');
  return (
    <section className="sl-answers-step" aria-labelledby="sl-answers-heading">
      <div className="sl-answers-halo" aria-hidden="true">
        <Glyph name="moon" size="1.2rem" />
      </div>
      <h2 id="sl-answers-heading" ref={headingRef} tabIndex={-1} className="sl-answers-heading">
        {t('ask.heading')}
      </h2>
      <p className="sl-answers-body">{t('ask.body')}</p>
      <p className="sl-answers-tip">{t('ask.tip')}</p>
      <div className="sl-card sl-answers-note">
        <label htmlFor="sl-answers-question" className="sl-answers-label">
          {t('ask.label')}
        </label>
        <TextArea
          id="sl-answers-question"
          value={question}
          onChange={onQuestion}
          placeholder={t('ask.placeholder')}
          maxLength={QUESTION_MAX}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
        <p className="sl-weak">{t('ask.private')}</p>
      </div>
      <Button block color="primary" shape="rounded" size="large" onClick={onNext}>
        {t('ask.ready')}
      </Button>
    </section>
  );
}
