import { useTranslation } from 'react-i18next';
import type { ChatRecord, Companion } from '@starlit/contracts';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';

/** A conversation's row: the companion's portrait and name, the last message, when, how long. */
export function RecordSummary({
  record,
  companion,
}: {
  record: ChatRecord;
  companion: Companion | undefined;
}) {
  const { t } = useTranslation('chat');
  const lang = useAppStore((s) => s.lang);
  return (
    <>
      {companion ? <img className="sl-record-portrait" src={companion.avatar} alt="" /> : null}
      <span className="sl-record-main">
        <span className="sl-record-head">
          <strong>{companion?.name ?? ''}</strong>
          <span className="sl-weak">{formatDateTime(record.updatedAt, lang)}</span>
        </span>
        <span className="sl-record-preview">{record.preview}</span>
        <span className="sl-record-count">{t('records.messages', { count: record.messages })}</span>
      </span>
    </>
  );
}
