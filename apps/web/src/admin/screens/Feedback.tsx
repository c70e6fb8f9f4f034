import { useState } from 'react';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { FeedbackItem } from '../components/FeedbackItem';
import { Empty, ErrorLine, Loading, Pager } from '../components/ui';

const TABS = ['new', 'replied', 'closed'] as const;
const PAGE_SIZE = 20;

/** The feedback inbox: new, replied and closed messages, newest first; reply or close each. */
export function Feedback() {
  const { t } = useT();
  const [status, setStatus] = useState<(typeof TABS)[number]>('new');
  const [page, setPage] = useState(1);
  const { data, failure, loading, reload } = useLoad(`${status}-${page}`, () =>
    adminCall(adminEndpoints.feedback.list, { status, page, pageSize: PAGE_SIZE }),
  );
  return (
    <section aria-labelledby="feedback-title">
      <h1 id="feedback-title">{t('nav.feedback')}</h1>
      <div className="ad-tabs" role="tablist" aria-label={t('feedback.tabs')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={status === tab}
            aria-controls="feedback-panel"
            tabIndex={status === tab ? 0 : -1}
            onClick={() => {
              setStatus(tab);
              setPage(1);
            }}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
              setStatus(next);
              setPage(1);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {t(`feedback.${tab}`)}
          </button>
        ))}
      </div>
      <div id="feedback-panel" role="tabpanel" aria-labelledby={`tab-${status}`}>
        <Loading on={loading && !data} />
        <ErrorLine result={failure} />
        {data && (
          <>
            <Empty when={data.list.length === 0} />
            {data.list.map((row) => (
              <FeedbackItem key={row.id} row={row} onChange={reload} />
            ))}
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
