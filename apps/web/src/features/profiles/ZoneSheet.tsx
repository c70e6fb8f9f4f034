import { useMemo, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Lang, PlaceSnapshot } from '@starlit/contracts';
import { zoneName, zoneWords } from '../../i18n/zones';
import { useAppStore } from '../../state/app';
import { timeZones } from './model';
import '../../components/PlaceSheet/place.css';
import { Sheet } from '../../components/Sheet/Sheet';

const SHOWN = 60;

interface ZoneRow {
  zone: string;
  /** "北美东部时间（纽约）" / "Eastern Time (New York)"; empty for a bare offset */
  name: string;
  /** "UTC−05:00" at the birth moment */
  offset: string;
  minutes: number;
  /** lower-case text a search looks through: the words and the IANA id */
  haystack: string;
}

/**
 * The zones in words: the birthplace's and the chosen one first, then from west to east; a zone
 * the runtime does not know is left out.
 */
function zoneRows(
  lang: Lang,
  at: Date | undefined,
  birthplace: PlaceSnapshot | null,
  value: string | null,
): ZoneRow[] {
  const head = [birthplace?.tz ?? '', value ?? ''].filter(Boolean);
  const rows: ZoneRow[] = [];
  for (const zone of timeZones(head)) {
    try {
      const city = zone === birthplace?.tz ? birthplace.name : null;
      const words = zoneWords(zone, lang, { at, city });
      const name = zoneName(words, lang);
      const haystack = `${name} ${zone} ${zone.replace(/_/g, ' ')}`.toLowerCase();
      rows.push({ zone, name, offset: words.offset, minutes: words.offsetMinutes, haystack });
    } catch {
      // not a zone this browser knows
    }
  }
  const first = rows.filter((r) => head.includes(r.zone));
  const rest = rows
    .filter((r) => !head.includes(r.zone))
    .sort((a, b) => a.minutes - b.minutes || a.name.localeCompare(b.name, lang));
  return [...first, ...rest];
}

/** Picks a time zone, shown in words with its offset at the birth moment; the birthplace's first. */
export function ZoneSheet({
  visible,
  value,
  birthplace,
  at,
  onClose,
  onChoose,
}: {
  visible: boolean;
  value: string | null;
  birthplace: PlaceSnapshot | null;
  /** the birth moment (now when undefined): offsets are shown for it */
  at?: Date;
  onClose(): void;
  onChoose(zone: string): void;
}) {
  const { t } = useTranslation('archives');
  const lang = useAppStore((s) => s.lang);
  const [query, setQuery] = useState('');
  const time = at?.getTime();
  const rows = useMemo(
    () =>
      visible
        ? zoneRows(lang, time === undefined ? undefined : new Date(time), birthplace, value)
        : [],
    [visible, lang, time, birthplace, value],
  );
  const needle = query.trim().toLowerCase();
  const shown = (needle ? rows.filter((r) => r.haystack.includes(needle)) : rows).slice(0, SHOWN);

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title={t('fields.timeZone')}
      className="sl-place-sheet"
      destroyOnClose
    >
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
          {shown.map((row) => (
            <li key={row.zone} className="sl-place-row">
              <button
                type="button"
                className="sl-place-main"
                aria-pressed={row.zone === value}
                onClick={() => {
                  onChoose(row.zone);
                  setQuery('');
                  onClose();
                }}
              >
                <span className="sl-place-text">
                  <span className="sl-place-name">
                    {row.name || row.offset}
                    {row.zone === birthplace?.tz ? (
                      <span className="sl-place-kind">{t('zone.birthplace')}</span>
                    ) : null}
                  </span>
                  {row.name ? <span className="sl-place-full">{row.offset}</span> : null}
                </span>
                {row.zone === value ? <CheckOutline className="sl-place-check" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Sheet>
  );
}
