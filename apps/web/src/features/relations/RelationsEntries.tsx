import { useTranslation } from 'react-i18next';
import { EntryCard, EntryRow } from '../../components/EntryCard';
import { useAppStore } from '../../state/app';
import './entries.css';

/** The three ways into /stellarTies, each opening on its own tab. */
export const RELATION_ENTRIES = [
  { id: 'ties', tab: '1', glyph: 'star' },
  { id: 'synastry', tab: '2', glyph: 'pair' },
  { id: 'deep', tab: '3', glyph: 'heart' },
] as const;

/** Home's row of relationship readings: stellar ties, synastry and the deep report. */
export function RelationsEntries() {
  const { t } = useTranslation('relations');
  return (
    <section className="sl-rel-entries" aria-labelledby="sl-rel-entries-title">
      <h2 id="sl-rel-entries-title" className="sl-section-title">
        {t('entries.title')}
      </h2>
      <EntryRow>
        {RELATION_ENTRIES.map((entry) => (
          <EntryCard
            key={entry.id}
            path="/stellarTies"
            glyph={entry.glyph}
            title={t(`entries.${entry.id}.title`)}
            body={t(`entries.${entry.id}.body`)}
            onOpen={() => useAppStore.getState().setStellarTiesTab(entry.tab)}
          />
        ))}
      </EntryRow>
    </section>
  );
}
