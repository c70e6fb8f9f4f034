import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingTenCards: the Celtic cross. */
export default function DrawingTenCardsScreen() {
  return <TarotDrawing spreads={['celticCross']} note={tarotNote} />;
}
