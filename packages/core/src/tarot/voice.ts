import { fill } from '../util';
import { DECK_TEXT, READING_TEXT, type Lang, type ReadingText } from './content';
import { cap, cardRef, pick } from './phrase';
import type { DrawnCard } from './shuffle';

/**
 * What every sentence of one reading is built with: its language and seed, the options the
 * question names (quoted), and the cards named in passing ("the Sun as the outcome" /
 * 「结果位的太阳（正位）」).
 */
export interface Voice {
  lang: Lang;
  seed: string;
  text: ReadingText;
  /** the two options, quoted: from the question, else "the first option" … */
  options: readonly [string, string];
  /** a template filled in, as a sentence (English opens on a capital) */
  say(template: string, values?: Record<string, string | number>): string;
  /** one of several templates, picked by the reading's seed and a salt */
  sayOne(
    templates: readonly string[],
    salt: string,
    values?: Record<string, string | number>,
  ): string;
  ref(card: DrawnCard): string;
  placed(card: DrawnCard): string;
}

export function makeVoice(
  lang: Lang,
  seed: string,
  options: readonly [string, string] | undefined,
): Voice {
  const text = READING_TEXT[lang];
  const quoted = (options ?? null)?.map((o) => fill(text.quote, { text: o })) as
    [string, string] | undefined;
  const opts = quoted ?? text.optionDefaults;
  const say = (template: string, values: Record<string, string | number> = {}) => {
    const out = fill(template, { a: opts[0], b: opts[1], ...values });
    return lang === 'en' ? cap(out) : out;
  };
  const ref = (card: DrawnCard) => {
    const name = DECK_TEXT[lang][card.cardId]?.name;
    if (!name) throw new RangeError(`unknown card ${card.cardId}`);
    return cardRef(name, card.reversed, lang);
  };
  return {
    lang,
    seed,
    text,
    options: opts,
    say,
    sayOne: (templates, salt, values) => say(pick(templates, seed, salt), values),
    ref,
    placed: (card) => {
      const phrase = text.positions[card.position];
      if (!phrase) throw new RangeError(`no phrasing for position ${card.position}`);
      return fill(phrase.placed, { card: ref(card), a: opts[0], b: opts[1] });
    },
  };
}
