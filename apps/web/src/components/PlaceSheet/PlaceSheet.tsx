import { useEffect, useState, type ReactNode } from 'react';
import { Button, DotLoading, SearchBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { type Place, type PlaceCountry, placesApi } from '../../api/places';
import { isOk, type ApiResult } from '../../api/http';
import { type ApiState, STATIC_STALE_MS, useApiQuery } from '../../api/query';
import './place.css';
import { Sheet } from '../Sheet/Sheet';

export const SEARCH_DEBOUNCE_MS = 300;

/** A `{list}` answer's state as its list's (the cache keeps the answer as it came). */
function listOf<T>(state: ApiState<{ list: T[] }>): ApiState<T[]> {
  const { result } = state;
  return {
    ...state,
    data: state.data?.list,
    result:
      result && isOk(result)
        ? { ...result, data: result.data.list }
        : (result as ApiResult<T[]> | undefined),
  };
}

/** While a new level or search loads, its old list is not shown. */
const fresh = <T,>(state: ApiState<T>): ApiState<T> =>
  state.loading ? { ...state, data: undefined } : state;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A place: in search results with its kind and full name, in browsing by its name alone. */
function PlaceRow({
  place,
  detailed,
  onChoose,
  onOpen,
}: {
  place: Place;
  detailed: boolean;
  onChoose(): void;
  onOpen?(): void;
}) {
  const { t } = useTranslation('archives');
  return (
    <li className="sl-place-row">
      <button type="button" className="sl-place-main" onClick={onOpen ?? onChoose}>
        <span className="sl-place-text">
          <span className="sl-place-name">
            {place.name}
            {detailed ? (
              <span className="sl-place-kind">{t(`place.kind.${place.kind}`)}</span>
            ) : null}
          </span>
          {detailed ? <span className="sl-place-full">{place.fullName}</span> : null}
        </span>
        {onOpen ? <RightOutline className="sl-place-chevron" /> : null}
      </button>
    </li>
  );
}

/** Loading, failure (with retry) and empty states around a list. */
function ListState<T>({
  state,
  empty,
  children,
}: {
  state: ApiState<T[]>;
  empty: string;
  children: (list: T[]) => ReactNode;
}) {
  const { t } = useTranslation(['archives', 'common']);
  if (state.loading && !state.data)
    return (
      <div className="sl-place-note" role="status">
        <DotLoading color="currentColor" />
      </div>
    );
  if (state.result && !isOk(state.result) && !state.data)
    return (
      <div className="sl-place-note">
        <p>{t('place.failed')}</p>
        <Button size="small" shape="rounded" onClick={state.reload}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  const list = state.data ?? [];
  if (list.length === 0) return <p className="sl-place-note">{empty}</p>;
  return <ul className="sl-place-list">{children(list)}</ul>;
}

/** A country's regions, or a place's cities and counties; tap one with children to go in. */
function Browse({ onChoose }: { onChoose(place: Place): void }) {
  const { t } = useTranslation('archives');
  const [country, setCountry] = useState<PlaceCountry | null>(null);
  const [trail, setTrail] = useState<Place[]>([]);
  const parent = trail.at(-1);
  const countries = listOf(
    useApiQuery(endpoints.places.baseRegion, null, () => placesApi.countries(), {
      staleTime: STATIC_STALE_MS,
    }),
  );
  const children = listOf(
    useApiQuery(
      endpoints.places.subRegion,
      { country: country?.code, parent: parent?.id },
      () => placesApi.children(country?.code ?? '', parent?.id),
      { enabled: country !== null, staleTime: STATIC_STALE_MS },
    ),
  );

  return (
    <>
      <nav className="sl-place-trail" aria-label={t('place.trail')}>
        <button
          type="button"
          onClick={() => {
            setCountry(null);
            setTrail([]);
          }}
          disabled={!country}
        >
          {t('place.allCountries')}
        </button>
        {country ? (
          <button type="button" onClick={() => setTrail([])} disabled={trail.length === 0}>
            {country.name}
          </button>
        ) : null}
        {trail.map((p, i) => (
          <button
            key={p.id}
            type="button"
            onClick={() => setTrail(trail.slice(0, i + 1))}
            disabled={i === trail.length - 1}
          >
            {p.name}
          </button>
        ))}
      </nav>
      {!country ? (
        <ListState state={countries} empty={t('place.none')}>
          {(list) =>
            list.map((c) => (
              <li key={c.code} className="sl-place-row">
                <button type="button" className="sl-place-main" onClick={() => setCountry(c)}>
                  <span className="sl-place-name">{c.name}</span>
                  <RightOutline className="sl-place-chevron" />
                </button>
              </li>
            ))
          }
        </ListState>
      ) : (
        <>
          {parent ? (
            <Button
              block
              shape="rounded"
              color="primary"
              fill="outline"
              className="sl-place-choose"
              onClick={() => onChoose(parent)}
            >
              {t('place.chooseThis', { name: parent.fullName })}
            </Button>
          ) : null}
          <ListState state={fresh(children)} empty={t('place.none')}>
            {(list) =>
              list.map((p) => (
                <PlaceRow
                  key={p.id}
                  place={p}
                  detailed={false}
                  onChoose={() => onChoose(p)}
                  onOpen={p.hasChildren ? () => setTrail([...trail, p]) : undefined}
                />
              ))
            }
          </ListState>
        </>
      )}
    </>
  );
}

/** Finds a place: search by name in Chinese or English, or browse country → region → city. */
export function PlaceSheet({
  visible,
  title,
  onClose,
  onChoose,
}: {
  visible: boolean;
  title: string;
  onClose(): void;
  onChoose(place: Place): void;
}) {
  const { t } = useTranslation('archives');
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const typing = query.trim() !== q;
  const results = listOf(
    useApiQuery(endpoints.places.subRegion, { q }, () => placesApi.search(q), {
      enabled: visible && q !== '',
      staleTime: STATIC_STALE_MS,
    }),
  );
  const choose = (place: Place) => {
    onChoose(place);
    setQuery('');
    onClose();
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={title}
      className="sl-place-sheet"
      destroyOnClose
    >
      <SearchBar
        className="sl-place-search"
        placeholder={t('place.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        aria-label={t('place.search')}
      />
      <div className="sl-place-scroll">
        {query.trim() ? (
          <ListState
            state={typing ? { ...results, loading: true, data: undefined } : fresh(results)}
            empty={t('place.noResults')}
          >
            {(list) =>
              list.map((p) => <PlaceRow key={p.id} place={p} detailed onChoose={() => choose(p)} />)
            }
          </ListState>
        ) : (
          <Browse onChoose={choose} />
        )}
      </div>
    </Sheet>
  );
}
