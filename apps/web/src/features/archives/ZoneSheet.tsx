import { useMemo, useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { timeZones } from './model';
import './place.css';

const SHOWN = 60;

/** A zone's offset today, e.g. "GMT+8"; empty where the runtime cannot say. */
function offsetLabel(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Picks an IANA time zone; the birthplace's comes first and is marked. */
export function ZoneSheet({
  visible,
  value,
  birthplaceZone,
  onClose,
  onChoose,
}: {
  visible: boolean;
  value: string | null;
  birthplaceZone: string | null;
  onClose(): void;
  onChoose(zone: string): void;
}) {
  const { t } = useTranslation('archives');
  const [query, setQuery] = useState('');
  const zones = useMemo(
    () => timeZones([birthplaceZone ?? '', value ?? ''].filter(Boolean)),
    [birthplaceZone, value],
  );
  const needle = query.trim().toLowerCase().replace(/\s+/g, '_');
  const shown = (needle ? zones.filter((z) => z.toLowerCase().includes(needle)) : zones).slice(
    0,
    SHOWN,
  );

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="sl-sheet sl-place-sheet"
    >
      <h2 className="sl-sheet-title">{t('fields.timeZone')}</h2>
      <SearchBar
        className="sl-place-search"
        placeholder={t('zone.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        aria-label={t('zone.search')}
      />
      <div className="sl-place-scroll">
        {shown.length === 0 ? <p className="sl-place-note">{t('zone.none')}</p> : null}
        <ul className="sl-place-list">
          {shown.map((zone) => (
            <li key={zone} className="sl-place-row">
              <button
                type="button"
                className="sl-place-main"
                aria-pressed={zone === value}
                onClick={() => {
                  onChoose(zone);
                  setQuery('');
                  onClose();
                }}
              >
                <span className="sl-place-text">
                  <span className="sl-place-name">
                    {zone.replace(/_/g, ' ')}
                    {zone === birthplaceZone ? (
                      <span className="sl-place-kind">{t('zone.birthplace')}</span>
                    ) : null}
                  </span>
                  <span className="sl-place-full">{offsetLabel(zone)}</span>
                </span>
                {zone === value ? <CheckOutline className="sl-place-check" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
