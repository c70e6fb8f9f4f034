import { DECK } from '../tarot/deck';
import { DECK_TEXT } from '../tarot/content';
import type { CardMeta, CardText } from '../tarot/types';
import type { ChatCard, CompanionLang } from './types';

/** The tarot card id ('major-00' …) of a chat card number (its index in DECK, 0–77). */
export function cardIdAt(cardId: number): string {
  const meta = Number.isInteger(cardId) ? DECK[cardId] : undefined;
  if (!meta) throw new RangeError(`unknown card ${cardId}`);
  return meta.id;
}

/** The chat card number (index in DECK) of a tarot card id; -1 when unknown. */
export function cardIndexOf(id: string): number {
  return DECK.findIndex((c) => c.id === id);
}

export interface ChatCardView {
  index: number;
  meta: CardMeta;
  text: CardText;
  reversed: boolean;
}

export function viewCard(card: ChatCard, lang: CompanionLang): ChatCardView {
  const id = cardIdAt(card.cardId);
  return {
    index: card.cardId,
    meta: DECK[card.cardId]!,
    text: DECK_TEXT[lang][id]!,
    reversed: card.reversed,
  };
}

/** Card names in both languages, longest first ("the moon" before "moon"), with their numbers. */
const NAMES: Array<[RegExp, number]> = DECK.flatMap((c, i) => {
  const en = DECK_TEXT.en[c.id]!.name.toLowerCase();
  const names: Array<[string, number]> = [
    [en, i],
    [DECK_TEXT.zh[c.id]!.name, i],
  ];
  if (en.startsWith('the ')) names.push([en.slice(4), i]);
  return names;
})
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, i]): [RegExp, number] => [
    /^[a-z ]+$/.test(name)
      ? new RegExp(`(?<![a-z])${name.replace(/ /g, '\\s+')}(?![a-z])`)
      : new RegExp(name),
    i,
  ]);

/** The cards a message names, in order of first mention (zh names or en names, any case). */
export function mentionedCards(text: string): number[] {
  let rest = text.toLowerCase();
  const found: Array<[number, number]> = [];
  for (const [re, index] of NAMES) {
    const m = re.exec(rest);
    if (!m) continue;
    if (!found.some(([i]) => i === index)) found.push([index, m.index]);
    // blank the match so "the moon" is not found again as "moon"
    rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  return found.sort((a, b) => a[1] - b[1]).map(([i]) => i);
}
