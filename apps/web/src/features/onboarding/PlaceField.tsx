import { useEffect, useId, useState } from 'react';
import { CloseOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { placesApi } from '../../api/places';
import { STATIC_STALE_MS, useApiQuery } from '../../api/query';
import type { DraftPlace } from '../../state/onboarding';

const SHOWN = 6;
const DEBOUNCE_MS = 250;

/** A birthplace: type part of a city's name, pick one of the matches (in either language). */
export function PlaceField({
  value,
  onChange,
}: {
  value: DraftPlace | null;
  onChange: (place: DraftPlace | null) => void;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const [query, setQuery] = useState('');
  const q = query.trim();
  // asked a moment after the last keystroke; earlier searches come from the cache
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const search = useApiQuery(
    endpoints.places.subRegion,
    { q: asked },
    () => placesApi.search(asked),
    {
      enabled: asked !== '',
      staleTime: STATIC_STALE_MS,
    },
  );
  const found =
    search.data && !search.loading ? { q: asked, list: search.data.list.slice(0, SHOWN) } : null;

  if (value) {
    return (
      <div className="sl-ob-place-chosen">
        <EnvironmentOutline />
        <span>{value.fullName}</span>
        <button type="button" aria-label={t('form.placeClear')} onClick={() => onChange(null)}>
          <CloseOutline />
        </button>
      </div>
    );
  }
  const list = found && found.q === q ? found.list : null;
  return (
    <div className="sl-ob-place">
      <input
        id={id}
        className="sl-ob-input"
        type="search"
        autoComplete="off"
        aria-label={t('form.place')}
        placeholder={t('form.placePlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {q && list ? (
        <ul className="sl-ob-place-list" aria-label={t('form.place')}>
          {list.length === 0 ? <li className="sl-ob-place-none">{t('form.placeNone')}</li> : null}
          {list.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                onClick={() => {
                  onChange({ id: place.id, name: place.name, fullName: place.fullName });
                  setQuery('');
                }}
              >
                {place.fullName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
