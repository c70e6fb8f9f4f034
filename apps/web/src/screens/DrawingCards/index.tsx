import { tarotNote } from '../../features/journal/JournalNote';
import { TarotDrawing } from '../../features/tarot/TarotDrawing';

/** /drawingCards: the one- and three-card spreads, chosen by `?spread=` (three cards by default). */
export default function DrawingCardsScreen() {
  return (
    <TarotDrawing
      spreads={['single', 'three', 'highCard', 'general']}
      initial="three"
      note={tarotNote}
    />
  );
}
