import { useTranslation } from 'react-i18next';
import type { JournalDay, JournalEntry } from '@starlit/contracts';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useOnThisDay } from './useJournal';

/** "This day last month / last year": shown at the top of the journal when either has entries. */
export function OnThisDay({ onOpen }: { onOpen(entry: JournalEntry): void }) {
  const { t } = useTranslation('journal');
  const lang = useAppStore((s) => s.lang);
  const { data } = useOnThisDay();
  const groups = [
    { key: 'lastMonth' as const, group: data?.lastMonth },
    { key: 'lastYear' as const, group: data?.lastYear },
  ].filter((g): g is { key: 'lastMonth' | 'lastYear'; group: JournalDay } =>
    Boolean(g.group?.entries.length),
  );
  if (!groups.length) return null;
  return (
    <section className="sl-card sl-journal-otd" aria-labelledby="sl-journal-otd">
      <h2 id="sl-journal-otd" className="sl-journal-otd-title">
        {t('onThisDay.title')}
      </h2>
      {groups.map(({ key, group }) => (
        <div key={key} className="sl-journal-otd-group">
          <p className="sl-journal-otd-when">
            {t(`onThisDay.${key}`)}
            <span className="sl-weak">{formatDate(group.day, lang)}</span>
          </p>
          <ul>
            {group.entries.slice(0, 3).map((e) => (
              <li key={e.id}>
                <button type="button" className="sl-journal-otd-item" onClick={() => onOpen(e)}>
                  <strong>{e.title}</strong>
                  <span>{e.note || e.summary}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
