import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatRecord } from '@starlit/contracts';
import { chatApi } from '../../api/chat';
import { ApiError, isOk } from '../../api/http';
import { EmptyState } from '../../components/EmptyState';
import { SelectionActions } from '../../components/SelectionBar';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { chatPath, useHealers } from './healers';
import { RecordRow } from './RecordRow';
import './records.css';

/**
 * The user's conversations, latest first, 20 a page. Tap one to continue it; Select ticks
 * conversations, and Delete (disabled until one is ticked) removes them after confirming.
 */
export function RecordList() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { healers } = useHealers();
  const [list, setList] = useState<ChatRecord[] | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const load = useCallback(
    (next: number) =>
      chatApi.records(next).then((result) => {
        if (result instanceof ApiError && result.cancelled) return;
        if (!isOk(result)) {
          setFailed(true);
          if (next > 1) toastError(result);
          return;
        }
        setFailed(false);
        setPage(next);
        setHasMore(result.data.hasMore);
        setList((old) => (next === 1 ? result.data.list : [...(old ?? []), ...result.data.list]));
      }),
    [],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  const stopManaging = () => {
    setManaging(false);
    setSelected([]);
  };
  const tap = (record: ChatRecord) => {
    if (managing) {
      const id = record.msgGroup;
      setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
      return;
    }
    const healer = healers?.find((h) => h.id === record.healerId);
    if (healer) void navigate(chatPath(healer, record.msgGroup));
  };
  const remove = () => {
    const ids = [...selected];
    Dialog.confirm({
      title: t('records.deleteTitle'),
      content: t('records.deleteBody', { count: ids.length }),
      confirmText: t('records.delete'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const result = await chatApi.deleteRecords(ids);
        if (!isOk(result)) {
          toastError(result);
          return;
        }
        stopManaging();
        await load(1);
        toast.show({
          icon: 'success',
          content: t('records.deleted', { count: result.data.deleted }),
        });
      },
    });
  };

  if (list === null && failed)
    return (
      <EmptyState title={t('records.loadFailed')}>
        <Button shape="rounded" onClick={() => void load(1)}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  if (list === null) return <ListSkeleton rows={4} />;
  if (list.length === 0)
    return (
      <EmptyState title={t('records.emptyTitle')} description={t('records.emptyBody')}>
        <Button color="primary" shape="rounded" onClick={() => void navigate('/chatIndex')}>
          {t('chat.toCompanions')}
        </Button>
      </EmptyState>
    );

  return (
    <div className="sl-records">
      <div className="sl-select-bar sl-records-bar">
        {managing ? (
          <SelectionActions
            selectedLabel={t('records.selected', { count: selected.length })}
            deleteLabel={t('records.delete')}
            count={selected.length}
            actionsClassName="sl-select-actions"
            onCancel={stopManaging}
            onDelete={remove}
          />
        ) : (
          <>
            <span className="sl-weak">{t('records.hint')}</span>
            <Button size="small" shape="rounded" onClick={() => setManaging(true)}>
              {t('records.manage')}
            </Button>
          </>
        )}
      </div>
      <ul className="sl-select-list">
        {list.map((record) => (
          <RecordRow
            key={record.msgGroup}
            record={record}
            healer={healers?.find((h) => h.id === record.healerId)}
            managing={managing}
            selected={selected.includes(record.msgGroup)}
            onTap={() => tap(record)}
          />
        ))}
      </ul>
      {hasMore ? (
        <Button block fill="none" className="sl-records-more" onClick={() => void load(page + 1)}>
          {t('records.more')}
        </Button>
      ) : null}
    </div>
  );
}
