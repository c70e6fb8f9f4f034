import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepthHistoryItem } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { usePagedList, type PagedListSource } from '../../api/list';
import { relationsApi } from '../../api/relations';
import { ManagedList, sectionLabels } from '../../components/History/ManagedList';
import { formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useRelationsPairStore } from '../../state/relationsPair';
import { reportPath } from './useDepth';
import './history.css';
import { signKey } from '../../i18n/keys';
import { useEndpointMutation } from '../../api/mutation';

/** The kept deep reports come in one answer: one page, nothing after it. */
const REPORTS: PagedListSource<{ list: DepthHistoryItem[] }, number> = {
  endpoint: endpoints.relations.depthHistory,
  fetchPage: () => relationsApi.depthHistory(),
  more: () => false,
  idOf: (item) => item.reportId,
};

/** What a kept report says in its row: the two names and signs, the score, the date. */
function Summary({ item }: { item: DepthHistoryItem }) {
  const { t } = useTranslation(['relations', 'common']);
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
            a: t(signKey(a.sign)),
            b: t(signKey(b.sign)),
          })}
          {' · '}
          {formatDateTime(item.createdAt, lang)}
        </span>
      </span>
    </>
  );
}

/** The kept deep reports, newest first: tap one to open it. */
export function DepthHistory() {
  const { t } = useTranslation('relations');
  const remove = useEndpointMutation(endpoints.relations.deleteDepth, relationsApi.deleteDepth);
  const navigate = useNavigate();
  const list = usePagedList(REPORTS);
  const open = (id: number) => {
    useRelationsPairStore.getState().setReport(id);
    void navigate(reportPath(id));
  };
  return (
    <ManagedList
      variant="section"
      className="sl-rel-hist"
      list={list}
      labels={sectionLabels(t, 'history')}
      row={(item) => {
        const names = { a: item.people[0].nickname, b: item.people[1].nickname };
        return {
          selectLabel: t('history.select', names),
          openLabel: t('history.open', names),
          content: <Summary item={item} />,
        };
      }}
      onOpen={(item) => open(item.reportId)}
      onDelete={remove.run}
    />
  );
}
