import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { tarotApi } from '../../api/tarot';
import { useApiQuery } from '../../api/query';

/** The brief: one line per card (its position, name, orientation and keywords). */
export function Brief({ readingId }: { readingId: string }) {
  const { t } = useTranslation('tarot');
  const brief = useApiQuery(endpoints.tarot.brief, { readingId }, () => tarotApi.brief(readingId));
  return (
    <section className="sl-card sl-tarot-panel" aria-labelledby="sl-tarot-brief">
      <h2 id="sl-tarot-brief" className="sl-tarot-panel-title">
        {t('reading.briefTitle')}
      </h2>
      {brief.data ? (
        <ul className="sl-brief">
          {brief.data.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : brief.loading ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : (
        <button type="button" className="sl-tarot-link" onClick={brief.reload}>
          {t('reading.briefRetry')}
        </button>
      )}
    </section>
  );
}
