import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingSevenCards: the hexagram. */
export default function DrawingSevenCardsScreen() {
  return <TarotDrawing spreads={['hexagram']} note={tarotNote} />;
}
