import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingFiveCards: two choices. */
export default function DrawingFiveCardsScreen() {
  return <TarotDrawing spreads={['twoChoices']} note={tarotNote} />;
}
