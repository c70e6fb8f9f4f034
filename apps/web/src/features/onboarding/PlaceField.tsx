import { useEffect, useId, useState } from 'react';
import { CloseOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../api/http';
import { placesApi, type Place } from '../../api/places';
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
  const [found, setFound] = useState<{ q: string; list: Place[] } | null>(null);
  const q = query.trim();

  useEffect(() => {
    if (!q) return;
    let alive = true;
    const timer = setTimeout(() => {
      void placesApi.search(q).then((result) => {
        if (alive && isOk(result)) setFound({ q, list: result.data.list.slice(0, SHOWN) });
      });
    }, DEBOUNCE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [q]);

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
