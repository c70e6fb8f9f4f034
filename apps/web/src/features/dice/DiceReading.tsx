import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadingText } from '../../components/ReadingText/ReadingText';

/** The dice reading as it streams in: headings and paragraphs, a caret while it writes. */
export function DiceReading({ text, streaming }: { text: string; streaming: boolean }) {
  const { t } = useTranslation('dice');
  const section = useRef<HTMLElement>(null);
  // the reading starts below the dice: bring it into view once
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, []);
  const caret = streaming ? <span className="sl-caret" aria-hidden="true" /> : null;
  return (
    <section
      ref={section}
      className="sl-card sl-dice-reading"
      aria-labelledby="sl-dice-reading-title"
      aria-busy={streaming}
    >
      <h2 id="sl-dice-reading-title" className="sl-dice-reading-title">
        {t('readingTitle')}
      </h2>
      {text === '' ? (
        <p className="sl-dice-reading-wait">
          {t('readingWait')}
          {caret}
        </p>
      ) : (
        <ReadingText text={text} streaming={streaming} className="sl-dice-reading-text" />
      )}
    </section>
  );
}
