import { useTranslation } from 'react-i18next';
import type { ChatRecord, Healer } from '@starlit/contracts';
import { SelectableRow } from '../../components/SelectableRow';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';

/** A conversation: the companion's portrait and name, the last message, when, how long. */
function Summary({ record, healer }: { record: ChatRecord; healer: Healer | undefined }) {
  const { t } = useTranslation('chat');
  const lang = useAppStore((s) => s.lang);
  return (
    <>
      {healer ? <img className="sl-record-portrait" src={healer.avatar} alt="" /> : null}
      <span className="sl-record-main">
        <span className="sl-record-head">
          <strong>{healer?.name ?? ''}</strong>
          <span className="sl-weak">{formatDateTime(record.updatedAt, lang)}</span>
        </span>
        <span className="sl-record-preview">{record.preview}</span>
        <span className="sl-record-count">{t('records.messages', { count: record.messages })}</span>
      </span>
    </>
  );
}

/** One conversation in the records: tap to continue it, or tick it while selecting. */
export function RecordRow({
  record,
  healer,
  managing,
  selected,
  onTap,
}: {
  record: ChatRecord;
  healer: Healer | undefined;
  managing: boolean;
  selected: boolean;
  onTap(): void;
}) {
  const { t } = useTranslation('chat');
  return (
    <SelectableRow
      className="sl-record"
      managing={managing}
      selected={selected}
      onToggle={onTap}
      onOpen={onTap}
      selectLabel={t('records.select', { name: healer?.name ?? '', preview: record.preview })}
      arrow={false}
    >
      <Summary record={record} healer={healer} />
    </SelectableRow>
  );
}
