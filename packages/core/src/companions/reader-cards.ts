import { DECK_TEXT, SYNTHESIS } from '../tarot/content';
import { DECK } from '../tarot/deck';
import type { MeaningTopic, Topic } from '../tarot/types';
import { fill } from '../util';
import { viewCard, type ChatCardView } from './cards';
import { COMPANION_CONTENT, type ReaderText, type SeniorText } from './content';
import type { ReplyContext } from './context';
import type { ChatCard, CompanionLang } from './types';
import { pick, sentences } from './util';

/** The readers' card texts: a card in its place, and the senior's reading of cards together. */

export type ReaderId = 'junior' | 'senior';

export const meaningTopic = (topic: Topic): MeaningTopic => (topic === 'study' ? 'career' : topic);

/** Position ids for a draw of n cards: one card is the message, three are past–present–future. */
export const positionsFor = (n: number): string[] =>
  n === 1 ? ['focus'] : n === 3 ? ['past', 'present', 'future'] : [];

export interface Placed extends ChatCardView {
  name: string;
  place: string;
  orientation: string;
}

export function place(cards: readonly ChatCard[], lang: CompanionLang): Placed[] {
  const common = COMPANION_CONTENT[lang].common;
  const positions = positionsFor(cards.length);
  return cards.map((card, i) => {
    const view = viewCard(card, lang);
    const pos = positions[i] as keyof typeof common.position | undefined;
    const label = pos
      ? common.position[pos]
      : { name: fill(common.nth.name, { n: i + 1 }), place: fill(common.nth.place, { n: i + 1 }) };
    return {
      ...view,
      name: label.name,
      place: label.place,
      orientation: card.reversed ? common.reversed : common.upright,
    };
  });
}

export const keywords = (card: ChatCardView, lang: CompanionLang, n = 3): string =>
  card.text.keywords[card.reversed ? 'reversed' : 'upright']
    .slice(0, n)
    .join(lang === 'zh' ? '、' : ', ');

/** A card's first two keywords as a phrase for a sentence: "patience and long-term view". */
export const keywordPair = (card: ChatCardView, lang: CompanionLang): string =>
  card.text.keywords[card.reversed ? 'reversed' : 'upright']
    .slice(0, 2)
    .join(lang === 'zh' ? '与' : ' and ');

export const meaning = (card: ChatCardView, topic: Topic): string =>
  card.text.meanings[meaningTopic(topic)][card.reversed ? 'reversed' : 'upright'];

export const join = (parts: string[], lang: CompanionLang) => parts.join(lang === 'zh' ? '' : ' ');

/** A card in its place, and what it says for the topic, as prose: briefer for the junior reader. */
export function cardChunk(
  id: ReaderId,
  t: ReaderText,
  c: ReplyContext,
  card: Placed,
  i: number,
): string {
  const lead = fill(pick(t.cardLead, c.seed, `lead${i}`), {
    position: card.name,
    place: card.place,
    card: card.text.name,
    orientation: card.orientation,
  });
  const text = meaning(card, c.topic);
  if (id === 'junior') return join([lead, ...sentences(text, c.lang).slice(0, 2)], c.lang);
  return join([lead, text], c.lang);
}

/** Cards that usually counsel waiting when upright, for a yes-or-no. */
export const HARD_CARDS = new Set([
  'major-13',
  'major-15',
  'major-16',
  'cups-05',
  'cups-08',
  'swords-03',
  'swords-05',
  'swords-07',
  'swords-08',
  'swords-09',
  'swords-10',
  'pentacles-05',
  'wands-10',
]);

/** The senior reader's reading of the cards together: majors, elements, numbers, reversals. */
export function patterns(t: SeniorText, c: ReplyContext, cards: Placed[]): string[] {
  const s = c.seed;
  const total = cards.length;
  const majors = cards.filter((x) => x.meta.arcana === 'major').length;
  const first: string[] = [];
  if (total === 1) first.push(pick(majors ? t.majors.single : t.majors.minor, s, 'majors'));
  else {
    const key = majors === 0 ? 'none' : majors === 1 ? 'one' : majors * 2 >= total ? 'many' : 'one';
    first.push(fill(pick(t.majors[key], s, 'majors'), { count: majors, total }));
    const counts = new Map<string, number>();
    for (const x of cards) counts.set(x.meta.element, (counts.get(x.meta.element) ?? 0) + 1);
    const [top, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const unique = [...counts.values()].filter((v) => v === n).length === 1;
    if (n >= 2 && unique) {
      const element = top as keyof SeniorText['element']['dominant'];
      first.push(fill(pick(t.element.dominant[element], s, 'element'), { count: n, total }));
    } else first.push(pick(t.element.mixed, s, 'element'));
  }
  const second: string[] = [];
  if (total > 1) {
    const themes = SYNTHESIS[c.lang].numbers;
    const pips = new Map<number, number>();
    for (const x of cards)
      if (x.meta.arcana === 'minor' && x.meta.number <= 10)
        pips.set(x.meta.number, (pips.get(x.meta.number) ?? 0) + 1);
    for (const [number, n] of pips)
      if (n >= 2)
        second.push(
          fill(pick(t.numbers.repeat, s, 'repeat'), { number, theme: themes[number] ?? '' }),
        );
    if (!cards.some((x) => x.meta.arcana === 'minor' && x.meta.number > 10)) {
      let sum = cards.reduce((acc, x) => acc + x.meta.number, 0);
      const raw = sum;
      while (sum > 21) sum = [...String(sum)].reduce((a, d) => a + Number(d), 0);
      const major = DECK[sum]!;
      const text = DECK_TEXT[c.lang][major.id]!;
      second.push(
        fill(pick(t.numbers.sum, s, 'sum'), {
          sum: raw === sum ? String(sum) : `${raw} → ${sum}`,
          card: text.name,
          keywords: text.keywords.upright.slice(0, 2).join(c.lang === 'zh' ? '与' : ' and '),
        }),
      );
    }
    const rev = cards.filter((x) => x.reversed).length;
    const key = rev === 0 ? 'none' : rev === 1 ? 'one' : rev * 2 > total ? 'many' : 'some';
    second.push(fill(pick(t.reversals[key], s, 'reversals'), { count: rev, total }));
  }
  return [join(first, c.lang), join(second, c.lang)].filter(Boolean);
}

export function threadChunk(t: SeniorText, c: ReplyContext, cards: Placed[]): string | null {
  if (cards.length !== 3) return null;
  const [a, b, x] = cards as [Placed, Placed, Placed];
  const k = (card: Placed) => keywords(card, c.lang, 1);
  return fill(pick(t.thread, c.seed, 'thread'), {
    a: a.text.name,
    ka: k(a),
    b: b.text.name,
    kb: k(b),
    c: x.text.name,
    kc: k(x),
  });
}
