import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { EXPLORE_PATH } from '../../components/TabBar/tabs';
import { ZodiacDice } from '../../features/dice/ZodiacDice';
import { JournalNote } from '../../features/journal/JournalNote';

/** /drawingDice (route name DrawingDice): the zodiac dice, under its own name. */
export default function DrawingDiceScreen() {
  const { t } = useTranslation('dice');
  return (
    <>
      <BackHeader title={t('title')} fallback={EXPLORE_PATH} />
      <div className="sl-page">
        <ZodiacDice
          note={(roll) => <JournalNote key={roll.id} subject={{ kind: 'dice', refId: roll.id }} />}
        />
      </div>
    </>
  );
}
