import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { ZodiacDice } from '../../features/dice/ZodiacDice';

/** /drawingDice (route name DrawingDice): the zodiac dice, under the draw-lots header (抽签). */
export default function DrawingDiceScreen() {
  const { t } = useTranslation('dice');
  return (
    <>
      <BackHeader title={t('common:drawLots')} fallback="/expore" />
      <div className="sl-page">
        <ZodiacDice />
      </div>
    </>
  );
}
