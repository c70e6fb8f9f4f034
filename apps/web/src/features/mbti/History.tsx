import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MbtiHistory } from '@starlit/contracts';
import { ApiError, isOk } from '../../api/http';
import { mbtiApi } from '../../api/mbti';
import { SelectableRow } from '../../components/SelectableRow';
import { SelectionActions } from '../../components/SelectionBar';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { toastError } from '../../i18n/errors';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { reportPath } from './model';
import './history.css';

type Item = MbtiHistory['list'][number];
export const HISTORY_PAGE_SIZE = 10;

/** What a result's row says: the type code, its nickname, the length and the day. */
function Summary({ item }: { item: Item }) {
  const { t } = useTranslation('mbti');
  const lang = useAppStore((s) => s.lang);
  return (
    <>
      <span className="sl-mbti-hist-code">{item.type}</span>
      <span className="sl-mbti-hist-main">
        <strong>{item.nickname}</strong>
        <span className="sl-weak">
          {t('mine.taken', {
            level: t(`levels.${item.level}.name`),
            date: formatDate(item.createdAt, lang),
          })}
        </span>
      </span>
      {item.unlocked ? <span className="sl-mbti-tag is-quiet">{t('history.unlocked')}</span> : null}
    </>
  );
}

/**
 * The user's results, newest first, a page at a time: tap one to open it. Manage ticks
 * results; Delete stays disabled until one is ticked, then confirms, deletes and loads the
 * first page again.
 */
export function History() {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const [list, setList] = useState<Item[] | null>(null);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const load = useCallback(
    (next: number) =>
      mbtiApi.history(next, HISTORY_PAGE_SIZE).then((result) => {
        if (result instanceof ApiError && result.cancelled) return;
        if (!isOk(result)) {
          setFailed(true);
          if (next > 1) toastError(result);
          return;
        }
        setFailed(false);
        setPage(next);
        setTotal(result.data.total);
        setList((old) => (next === 1 ? result.data.list : [...(old ?? []), ...result.data.list]));
      }),
    [],
  );
  useEffect(() => {
    void load(1);
  }, [load, lang]);

  const stop = () => {
    setManaging(false);
    setSelected([]);
  };
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const remove = () => {
    const ids = [...selected];
    Dialog.confirm({
      title: t('history.deleteTitle'),
      content: t('history.deleteBody', { count: ids.length }),
      confirmText: t('history.delete'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const answer = await mbtiApi.deleteHistory(ids);
        if (!isOk(answer)) toastError(answer);
        else {
          stop();
          toast.show({
            icon: 'success',
            content: t('history.deleted', { count: answer.data.deleted }),
          });
        }
        await load(1);
      },
    });
  };

  const items = list ?? [];
  let body;
  if (list === null && failed)
    body = (
      <div className="sl-mbti-hist-empty">
        <p>{t('history.loadFailed')}</p>
        <Button size="small" shape="rounded" onClick={() => void load(1)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  else if (list === null) body = <ListSkeleton rows={2} />;
  else if (items.length === 0) body = <p className="sl-mbti-hist-empty">{t('history.empty')}</p>;
  else
    body = (
      <ul className="sl-select-list">
        {items.map((item) => {
          const names = { type: item.type, date: formatDate(item.createdAt, lang) };
          return (
            <SelectableRow
              key={item.id}
              className="sl-mbti-hist-row"
              managing={managing}
              selected={selected.includes(item.id)}
              onToggle={() => toggle(item.id)}
              onOpen={() => void navigate(reportPath(item.id))}
              selectLabel={t('history.select', names)}
              openLabel={t('history.open', names)}
            >
              <Summary item={item} />
            </SelectableRow>
          );
        })}
      </ul>
    );

  return (
    <section className="sl-mbti-hist" aria-labelledby="sl-mbti-hist-title">
      <div className="sl-select-bar">
        <h2 id="sl-mbti-hist-title" className="sl-section-title">
          {t('history.title')}
        </h2>
        {items.length > 0 && !managing ? (
          <Button size="small" shape="rounded" onClick={() => setManaging(true)}>
            {t('history.manage')}
          </Button>
        ) : null}
      </div>
      {managing ? (
        <div className="sl-select-bar sl-mbti-hist-tools">
          <SelectionActions
            selectedLabel={t('history.selected', { count: selected.length })}
            deleteLabel={t('history.delete')}
            count={selected.length}
            actionsClassName="sl-select-actions"
            onCancel={stop}
            onDelete={remove}
          />
        </div>
      ) : null}
      {body}
      {items.length > 0 && page * HISTORY_PAGE_SIZE < total ? (
        <Button block fill="none" className="sl-mbti-hist-more" onClick={() => void load(page + 1)}>
          {t('history.more')}
        </Button>
      ) : null}
    </section>
  );
}
