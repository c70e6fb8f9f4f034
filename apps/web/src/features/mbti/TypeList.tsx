import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MbtiTypeList } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { mbtiApi } from '../../api/mbti';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import { ListSkeleton } from '../../components/Skeletons/Skeletons';
import { GROUP_ORDER, typePath } from './model';
import './types.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

type Entry = MbtiTypeList['list'][number];

/** The 16 types' list in the current language (public), reloaded with it. */
export function useTypes() {
  return useApiQuery(endpoints.mbti.types, null, () => mbtiApi.types(), {
    staleTime: STATIC_STALE_MS,
  });
}

/** The types in their four groups, in GROUP_ORDER; each group named by the server. */
export function groupTypes(list: readonly Entry[]) {
  return GROUP_ORDER.map((key) => {
    const types = list.filter((e) => e.group.key === key);
    return { key, name: types[0]?.group.name ?? key, types };
  }).filter((g) => g.types.length > 0);
}

/** /personalityTypeList: the 16 types grouped by the four groups; tap one to read about it. */
export function TypeList() {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const { data, result, loading, reload } = useTypes();

  if (!data && !loading && result)
    return <LoadFailed title={t('types.loadFailed')} result={result} onRetry={reload} />;
  if (!data) return <ListSkeleton rows={6} />;

  return (
    <div className="sl-mbti-types">
      <p className="sl-mbti-types-intro">{t('types.intro')}</p>
      {groupTypes(data.list).map((group) => (
        <section
          key={group.key}
          className={`sl-mbti-group is-${group.key}`}
          aria-labelledby={`sl-mbti-group-${group.key}`}
        >
          <h2 id={`sl-mbti-group-${group.key}`} className="sl-section-title">
            {group.name}
          </h2>
          <ul className="sl-mbti-type-grid">
            {group.types.map((entry) => (
              <li key={entry.type}>
                <button
                  type="button"
                  className="sl-card sl-mbti-type-card"
                  aria-label={t('types.open', { type: entry.type, nickname: entry.nickname })}
                  onClick={() => void navigate(typePath(entry.type))}
                >
                  <span className="sl-mbti-type-code">{entry.type}</span>
                  <strong>{entry.nickname}</strong>
                  <span className="sl-mbti-type-tagline">{entry.tagline}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <NavButton block shape="rounded" color="primary" className="sl-mbti-types-cta" to="/mbtiHome">
        {t('types.cta')}
      </NavButton>
    </div>
  );
}
