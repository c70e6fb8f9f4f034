import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DestinyReport } from '@starlit/contracts';
import { ReadingText } from '../ReadingText/ReadingText';
import './report-sections.css';

type Section = DestinyReport['sections'][number];

/** A report's sections one under the other. */
export function ReportSections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="sl-report-sections">
      {sections.map((section) => (
        <section key={section.key} className="sl-card sl-report-section" data-section={section.key}>
          <h3>{section.title}</h3>
          <ReadingText text={section.text} streaming={false} className="sl-report-text" />
        </section>
      ))}
    </div>
  );
}

/**
 * A report to read a section at a time: the sections as tabs across the top (they scroll
 * sideways), the chosen one below, and previous / next at its foot.
 */
export function ReportReader({
  sections,
  idBase,
}: {
  sections: readonly Section[];
  idBase: string;
}) {
  const { t } = useTranslation('reports');
  const [index, setIndex] = useState(0);
  const at = Math.min(index, Math.max(0, sections.length - 1));
  const tabs = useRef<HTMLDivElement>(null);
  // the chosen tab scrolls into sight when previous / next moves past the visible ones
  useEffect(() => {
    const tab = tabs.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [at]);
  const section = sections[at];
  if (!section) return null;
  const tabId = (i: number) => `${idBase}-tab-${i}`;
  return (
    <div className="sl-reader">
      <div ref={tabs} className="sl-reader-tabs" role="tablist" aria-label={t('reader.sections')}>
        {sections.map((s, i) => (
          <button
            key={s.key}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={i === at}
            aria-controls={`${idBase}-panel`}
            className={i === at ? 'sl-reader-tab is-active' : 'sl-reader-tab'}
            onClick={() => setIndex(i)}
          >
            {s.title}
          </button>
        ))}
      </div>
      <section
        id={`${idBase}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(at)}
        className="sl-card sl-report-section sl-reader-panel"
        data-section={section.key}
      >
        <p className="sl-weak">{t('reader.position', { n: at + 1, total: sections.length })}</p>
        <h3>{section.title}</h3>
        <ReadingText text={section.text} streaming={false} className="sl-report-text" />
      </section>
      <div className="sl-reader-nav">
        <Button shape="rounded" disabled={at === 0} onClick={() => setIndex(at - 1)}>
          {t('reader.previous')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          fill="outline"
          disabled={at === sections.length - 1}
          onClick={() => setIndex(at + 1)}
        >
          {t('reader.next')}
        </Button>
      </div>
    </div>
  );
}
