import { useState } from 'react';
import { adminCall, adminEndpoints } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../components/load';
import { FeedbackItem } from '../components/FeedbackItem';
import { Tabs } from '../components/Tabs';
import { Empty, ErrorLine, Loading, Pager } from '../components/ui';

const TABS = ['new', 'replied', 'closed'] as const;
const PAGE_SIZE = 20;

/** The feedback inbox: new, replied and closed messages, newest first; reply or close each. */
export function Feedback() {
  const { t } = useT();
  const [status, setStatus] = useState<(typeof TABS)[number]>('new');
  const [page, setPage] = useState(1);
  const { data, failure, loading, reload } = useLoad(
    adminEndpoints.feedback.list,
    [status, page],
    () => adminCall(adminEndpoints.feedback.list, { status, page, pageSize: PAGE_SIZE }),
  );
  return (
    <section aria-labelledby="feedback-title">
      <h1 id="feedback-title">{t('nav.feedback')}</h1>
      <Tabs
        id="feedback-panel"
        label={t('feedback.tabs')}
        tabs={TABS}
        value={status}
        onChange={(tab) => {
          setStatus(tab);
          setPage(1);
        }}
        tabLabel={(tab) => t(`feedback.${tab}`)}
      >
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
      </Tabs>
    </section>
  );
}
