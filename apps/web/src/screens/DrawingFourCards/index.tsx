import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingFourCards: the lovers' pyramid. */
export default function DrawingFourCardsScreen() {
  return <TarotDrawing spreads={['loversPyramid']} note={tarotNote} />;
}
