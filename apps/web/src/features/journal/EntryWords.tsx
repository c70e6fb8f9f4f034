import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@starlit/contracts';

/** An entry's own words: its mood, its tags and the note. */
export function EntryWords({ entry, clamp = false }: { entry: JournalEntry; clamp?: boolean }) {
  const { t } = useTranslation('journal');
  return (
    <>
      {entry.mood || entry.tags.length ? (
        <ul className="sl-journal-marks">
          {entry.mood ? (
            <li className={`sl-journal-mood is-${entry.mood}`}>{t(`moods.${entry.mood}`)}</li>
          ) : null}
          {entry.tags.map((tag) => (
            <li key={tag} className="sl-journal-tag">
              {t('tag', { tag })}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.note ? (
        <p className={clamp ? 'sl-journal-note is-clamped' : 'sl-journal-note'}>{entry.note}</p>
      ) : null}
    </>
  );
}
