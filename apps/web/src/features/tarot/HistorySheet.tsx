import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TarotHistory } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { usePagedList, type PagedListSource } from '../../api/list';
import { tarotApi } from '../../api/tarot';
import { deleteLabels, ManagedList } from '../../components/History/ManagedList';
import { useSelection } from '../../components/History/useSelection';
import { Sheet } from '../../components/Sheet/Sheet';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useEndpointMutation } from '../../api/mutation';
import { TarotCardFace } from './faces';
import { spreadPath } from './info';
import { SPREAD_ROUTE } from './layouts';
import './tarot.css';
import './history.css';

export const HISTORY_PAGE_SIZE = 20;
type Item = TarotHistory['list'][number];

const READINGS: PagedListSource<TarotHistory, string> = {
  endpoint: endpoints.tarot.history,
  fetchPage: (page) => tarotApi.history(page),
  more: (last, pages) =>
    last.list.length === HISTORY_PAGE_SIZE && pages.length * HISTORY_PAGE_SIZE < last.total,
  idOf: (item) => item.id,
};

/** What a reading's row says: the spread, the question, when, and its first cards. */
function Summary({ item }: { item: Item }) {
  const { t } = useTranslation('tarot');
  const lang = useAppStore((s) => s.lang);
  return (
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
}

/**
 * "My readings": the user's draws, newest first, loaded as the list scrolls (asked again each
 * time the sheet opens); tap one to open it on its spread's screen.
 */
export function HistorySheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation('tarot');
  const remove = useEndpointMutation(endpoints.tarot.deleteHistory, tarotApi.deleteReadings);
  const navigate = useNavigate();
  const list = usePagedList(READINGS, { enabled: visible, staleTime: 0 });
  const selection = useSelection<string>();
  const close = () => {
    selection.stop();
    onClose();
  };
  const open = (item: Item) => {
    close();
    void navigate(spreadPath({ id: item.spreadId, route: SPREAD_ROUTE[item.spreadId] }, item.id));
  };
  return (
    <Sheet
      visible={visible}
      onClose={close}
      title={t('history.title')}
      className="sl-history-sheet"
    >
      <ManagedList
        variant="page"
        paging="scroll"
        bodyClassName="sl-history-scroll"
        list={list}
        selection={selection}
        labels={{
          hint: t('history.hint'),
          manage: t('history.select'),
          ...deleteLabels(t, 'history'),
          failed: t('history.failed'),
          empty: t('history.empty'),
          emptyBody: t('history.emptyBody'),
          moreFailed: t('history.moreFailed'),
          end: t('history.end'),
        }}
        row={(item) => ({
          className: 'sl-history-row',
          selectLabel: t('history.selectItem', { question: item.question }),
          arrow: false,
          content: <Summary item={item} />,
        })}
        onOpen={open}
        onDelete={remove.run}
      />
    </Sheet>
  );
}
