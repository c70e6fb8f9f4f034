import { useState } from 'react';
import { Button, Dialog, DotLoading, InfiniteScroll } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../api/http';
import { tarotApi } from '../../api/tarot';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { formatDateTime } from '../../i18n/format';
import { toastError } from '../../i18n/errors';
import { useAppStore } from '../../state/app';
import { TarotCardFace } from './faces';
import { spreadPath } from './info';
import { SPREAD_ROUTE } from './layouts';
import { type HistoryItem, useReadingHistory } from './useReadingHistory';
import './tarot.css';
import './history.css';
import { SelectionActions } from '../../components/SelectionBar';
import { Sheet } from '../../components/Sheet/Sheet';

function Row({
  item,
  selecting,
  selected,
  onTap,
}: {
  item: HistoryItem;
  selecting: boolean;
  selected: boolean;
  onTap(): void;
}) {
  const { t } = useTranslation('tarot');
  const lang = useAppStore((s) => s.lang);
  const content = (
    <>
      <span className="sl-history-main">
        <span className="sl-history-spread">
          {item.spreadName}
          {item.hasAnalysis ? <span className="sl-history-tag">{t('history.full')}</span> : null}
        </span>
        <span className="sl-history-question">{item.question}</span>
        <time className="sl-weak" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt, lang)}
        </time>
      </span>
      <span className="sl-history-thumbs" aria-hidden="true">
        {item.cardIds.slice(0, 5).map((id, i) => (
          <TarotCardFace key={`${id}-${i}`} cardId={id} size="0.72rem" />
        ))}
      </span>
    </>
  );
  return (
    <li className={selected ? 'sl-history-row is-selected' : 'sl-history-row'}>
      {selecting ? (
        <label className="sl-history-item">
          <input
            type="checkbox"
            className="sl-history-checkbox"
            checked={selected}
            onChange={onTap}
            aria-label={t('history.selectItem', { question: item.question })}
          />
          <span className="sl-history-box" aria-hidden="true" />
          {content}
        </label>
      ) : (
        <button type="button" className="sl-history-item" onClick={onTap}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * "My readings": the user's draws, newest first; tap one to open it on its spread's screen.
 * Select mode lets the user tick readings; Delete stays disabled until one is ticked, then
 * asks to confirm.
 */
export function HistorySheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation('tarot');
  const navigate = useNavigate();
  const history = useReadingHistory(visible);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const stopSelecting = () => {
    setSelecting(false);
    setSelected([]);
  };
  const close = () => {
    stopSelecting();
    onClose();
  };
  const tap = (item: HistoryItem) => {
    if (selecting) {
      setSelected((s) =>
        s.includes(item.id) ? s.filter((id) => id !== item.id) : [...s, item.id],
      );
      return;
    }
    close();
    void navigate(spreadPath({ id: item.spreadId, route: SPREAD_ROUTE[item.spreadId] }, item.id));
  };
  const remove = () => {
    const ids = [...selected];
    Dialog.confirm({
      title: t('history.deleteTitle'),
      content: t('history.deleteBody', { count: ids.length }),
      confirmText: t('history.delete'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const result = await tarotApi.deleteReadings(ids);
        if (!isOk(result)) {
          toastError(result);
          return;
        }
        history.remove(ids);
        stopSelecting();
        toast.show({
          icon: 'success',
          content: t('history.deleted', { count: result.data.deleted }),
        });
      },
    });
  };

  const empty = history.status === 'ready' && history.items.length === 0;
  return (
    <Sheet
      visible={visible}
      onClose={close}
      title={t('history.title')}
      className="sl-history-sheet"
    >
      <div className="sl-history-bar">
        {selecting ? (
          <>
            <SelectionActions
              selectedLabel={t('history.selected', { count: selected.length })}
              deleteLabel={t('history.delete')}
              count={selected.length}
              actionsClassName="sl-history-bar-actions"
              onCancel={stopSelecting}
              onDelete={remove}
            />
          </>
        ) : (
          <>
            <span className="sl-weak">{t('history.hint')}</span>
            <Button
              size="small"
              shape="rounded"
              disabled={history.items.length === 0}
              onClick={() => setSelecting(true)}
            >
              {t('history.select')}
            </Button>
          </>
        )}
      </div>
      <div className="sl-history-scroll">
        {history.status === 'loading' ? <ListSkeleton rows={4} /> : null}
        {history.status === 'failed' ? (
          <EmptyState title={t('history.failed')}>
            <Button shape="rounded" onClick={history.retry}>
              {t('common:actions.retry')}
            </Button>
          </EmptyState>
        ) : null}
        {empty ? (
          <EmptyState title={t('history.empty')} description={t('history.emptyBody')} />
        ) : null}
        {history.status === 'ready' && !empty ? (
          <>
            <ul className="sl-history-list">
              {history.items.map((item) => (
                <Row
                  key={item.id}
                  item={item}
                  selecting={selecting}
                  selected={selected.includes(item.id)}
                  onTap={() => tap(item)}
                />
              ))}
            </ul>
            <InfiniteScroll hasMore={history.hasMore} loadMore={history.loadMore}>
              {(more, failed, retry) =>
                failed ? (
                  <button type="button" className="sl-tarot-link" onClick={() => void retry()}>
                    {t('history.moreFailed')}
                  </button>
                ) : more ? (
                  <DotLoading color="currentColor" />
                ) : (
                  <span className="sl-weak">{t('history.end')}</span>
                )
              }
            </InfiniteScroll>
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
