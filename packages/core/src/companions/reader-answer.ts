import { familiarOption } from '../dice/answer';
import { classifyQuestion } from '../question';
import { fill } from '../util';
import { COMPANION_CONTENT } from './content';
import type { ReplyContext } from './context';
import { HARD_CARDS, type Placed } from './reader-cards';
import type { CompanionLang } from './types';
import { hasCjk, pick } from './util';

/** A card's weight for yes: upright +1, reversed 0, a card that counsels waiting -1 upright. */
const weight = (card: Placed): number =>
  card.reversed ? 0 : HARD_CARDS.has(card.meta.id) ? -1 : 1;

/** The lean of a draw: the last card (the future) counts twice. */
export function leanOf(cards: readonly Placed[]): 'yes' | 'notYet' | 'maybe' {
  const score = cards.reduce(
    (sum, card, i) => sum + weight(card) * (i === cards.length - 1 ? 2 : 1),
    0,
  );
  return score >= 2 ? 'yes' : score <= -1 ? 'notYet' : 'maybe';
}

/** An option quoted in the reply's language, or null when it is in the other script or long. */
function option(text: string, lang: CompanionLang): string | null {
  const t = text.trim().replace(/[“”"「」]/g, '');
  if (!t || t.length > 40 || hasCjk(t) !== (lang === 'zh')) return null;
  return lang === 'zh' ? `「${t}」` : `“${t}”`;
}

/**
 * The answer to the kind of question asked, from a new draw: a three-card lean for a yes/no
 * question (one card carries its own), both options weighed for "A or B" (an upright, easy
 * last card backs the option that moves, otherwise the familiar one), a time frame for
 * "when" from the last card's arcana or suit. Nothing for an open question.
 */
export function answerChunk(c: ReplyContext, cards: readonly Placed[]): string | null {
  const t = COMPANION_CONTENT[c.lang].answers;
  const shape = classifyQuestion(c.asked);
  const last = cards[cards.length - 1];
  if (!last) return null;
  const s = c.seed;
  const card = { card: last.text.name, orientation: last.orientation };
  if (shape.kind === 'yesno')
    return cards.length > 1 ? fill(pick(t.lean[leanOf(cards)], s, 'lean'), card) : null;
  if (shape.kind === 'choice' && shape.options) {
    const a = option(shape.options[0], c.lang) ?? t.choice.first;
    const b = option(shape.options[1], c.lang) ?? t.choice.second;
    const forward = weight(last) > 0;
    const familiar = familiarOption(shape.options);
    const intro = fill(pick(t.choice.intro, s, 'choice'), { a, b });
    if (familiar === null) {
      const rest = forward ? t.choice.unknownForward : t.choice.unknownPatient;
      return `${intro}${c.lang === 'zh' ? '' : ' '}${fill(pick(rest, s, 'weigh'), { ...card, a, b })}`;
    }
    const pickIndex = forward ? 1 - familiar : familiar;
    const [chosen, other] = pickIndex === 0 ? [a, b] : [b, a];
    const rest = fill(pick(forward ? t.choice.forward : t.choice.patient, s, 'weigh'), {
      ...card,
      pick: chosen,
      other,
    });
    return `${intro}${c.lang === 'zh' ? '' : ' '}${rest}`;
  }
  if (shape.kind === 'when') {
    const key = last.meta.arcana === 'major' ? 'major' : last.meta.element;
    const when = fill(pick(t.when[key], s, 'when'), card);
    if (!last.reversed) return when;
    return `${when}${c.lang === 'zh' ? '' : ' '}${pick(t.whenReversed, s, 'late')}`;
  }
  return null;
}
