import { useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepthHistoryItem } from '@starlit/contracts';
import { isOk } from '../../api/http';
import { relationsApi } from '../../api/relations';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { toast } from '../../components/Toast/toast';
import { errorText, toastError } from '../../i18n/errors';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useRelationsPairStore } from '../../state/relationsPair';
import { reportPath, useDepthHistory } from './useDepth';
import './history.css';
import { SelectableRow } from '../../components/SelectableRow';
import { SelectionActions } from '../../components/SelectionBar';

/** What a kept report says in its row: the two names and signs, the score, the date. */
function Summary({ item }: { item: DepthHistoryItem }) {
  const { t } = useTranslation('relations');
  const lang = useAppStore((s) => s.lang);
  const [a, b] = item.people;
  return (
    <>
      <span className="sl-rel-hist-score" aria-hidden="true">
        {item.overall}
      </span>
      <span className="sl-rel-hist-main">
        <span className="sl-rel-hist-names">
          {t('deep.pairNames', { a: a.nickname, b: b.nickname })}
        </span>
        <span className="sl-rel-hist-line">
          {t('deep.pairSigns', {
            a: t(`common:zodiac.${a.sign}`),
            b: t(`common:zodiac.${b.sign}`),
          })}
          {' · '}
          {formatDateTime(item.createdAt, lang)}
        </span>
      </span>
    </>
  );
}

/**
 * The kept deep reports, newest first: tap one to open it. Manage mode ticks reports; Delete
 * stays disabled until one is ticked, then confirms, deletes and loads the list again.
 */
export function DepthHistory() {
  const { t } = useTranslation('relations');
  const navigate = useNavigate();
  const { data, result, loading, reload } = useDepthHistory();
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const list = data?.list ?? [];

  const stop = () => {
    setManaging(false);
    setSelected([]);
  };
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const open = (id: number) => {
    useRelationsPairStore.getState().setReport(id);
    void navigate(reportPath(id));
  };
  const remove = () => {
    const ids = [...selected];
    Dialog.confirm({
      title: t('history.deleteTitle'),
      content: t('history.deleteBody', { count: ids.length }),
      confirmText: t('history.delete'),
      cancelText: t('common:actions.cancel'),
      onConfirm: async () => {
        const answer = await relationsApi.deleteDepth(ids);
        if (!isOk(answer)) {
          toastError(answer);
          reload();
          return;
        }
        // the list goes stale with the delete (api/invalidate.ts)
        stop();
        toast.show({
          icon: 'success',
          content: t('history.deleted', { count: answer.data.deleted }),
        });
      },
    });
  };

  let body;
  if (!data && loading) body = <ListSkeleton rows={2} />;
  else if (!data && result)
    body = (
      <div className="sl-rel-hist-empty">
        <p>{errorText(result)}</p>
        <Button size="small" shape="rounded" onClick={reload}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  else if (list.length === 0) body = <p className="sl-rel-hist-empty">{t('history.empty')}</p>;
  else
    body = (
      <ul className="sl-select-list">
        {list.map((item) => {
          const names = { a: item.people[0].nickname, b: item.people[1].nickname };
          return (
            <SelectableRow
              key={item.reportId}
              managing={managing}
              selected={selected.includes(item.reportId)}
              onToggle={() => toggle(item.reportId)}
              onOpen={() => open(item.reportId)}
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
    <section className="sl-rel-hist" aria-labelledby="sl-rel-hist-title">
      <div className="sl-select-bar">
        <h2 id="sl-rel-hist-title" className="sl-section-title">
          {t('history.title')}
        </h2>
        {list.length > 0 && !managing ? (
          <Button size="small" shape="rounded" onClick={() => setManaging(true)}>
            {t('history.manage')}
          </Button>
        ) : null}
      </div>
      {managing ? (
        <div className="sl-select-bar sl-rel-hist-tools">
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
    </section>
  );
}
