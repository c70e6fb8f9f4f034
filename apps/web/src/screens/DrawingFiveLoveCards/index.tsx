import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingFiveLoveCards: the lovers' tree. */
export default function DrawingFiveLoveCardsScreen() {
  return <TarotDrawing spreads={['loversTree']} note={tarotNote} />;
}
