import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingSixCards: intuitive connection. */
export default function DrawingSixCardsScreen() {
  return <TarotDrawing spreads={['intuitive']} note={tarotNote} />;
}
