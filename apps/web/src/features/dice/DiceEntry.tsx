import { useTranslation } from 'react-i18next';
import { EntryCard } from '../../components/EntryCard';

/** The zodiac dice's card for Home. */
export function DiceEntry() {
  const { t } = useTranslation('dice');
  return (
    <EntryCard path="/drawingDice" glyph="dice" title={t('entry.title')} body={t('entry.body')} />
  );
}
