import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MbtiHistory } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { usePagedList, type PagedListSource } from '../../api/list';
import { mbtiApi } from '../../api/mbti';
import { ManagedList, sectionLabels } from '../../components/History/ManagedList';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useEndpointMutation } from '../../api/mutation';
import { reportPath } from './model';
import './history.css';

type Item = MbtiHistory['list'][number];
export const HISTORY_PAGE_SIZE = 10;

const RESULTS: PagedListSource<MbtiHistory, string> = {
  endpoint: endpoints.mbti.history,
  fetchPage: (page) => mbtiApi.history(page, HISTORY_PAGE_SIZE),
  more: (last, pages) => pages.length * HISTORY_PAGE_SIZE < last.total,
  idOf: (item) => item.id,
};

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

/** The user's results, newest first, ten at a time with Show more: tap one to open it. */
export function History() {
  const { t } = useTranslation('mbti');
  const remove = useEndpointMutation(endpoints.mbti.deleteHistory, mbtiApi.deleteHistory);
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const list = usePagedList(RESULTS, { staleTime: 0 });
  return (
    <ManagedList
      variant="section"
      className="sl-mbti-hist"
      list={list}
      labels={{ ...sectionLabels(t, 'history'), more: t('history.more') }}
      row={(item) => {
        const names = { type: item.type, date: formatDate(item.createdAt, lang) };
        return {
          className: 'sl-mbti-hist-row',
          selectLabel: t('history.select', names),
          openLabel: t('history.open', names),
          content: <Summary item={item} />,
        };
      }}
      onOpen={(item) => void navigate(reportPath(item.id))}
      onDelete={remove.run}
    />
  );
}
