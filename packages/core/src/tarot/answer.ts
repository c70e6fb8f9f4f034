import type { QuestionKind } from '../question';
import { fill } from '../util';
import { cardMeta, isCourt } from './deck';
import type { Court, Light } from './content';
import { numberWord } from './phrase';
import type { DrawnCard } from './shuffle';
import type { SpreadId } from './spreads';
import type { Element } from './types';
import type { Voice } from './voice';
import { bandOf, isYes, lightOf, tipping, weigh, weightOf, type Weighed } from './weigh';

/** What the answer speaks of besides the cards: the draw's leading element and reversals. */
export interface DrawFacts {
  total: number;
  reversed: number;
  dominant: Element | null;
}

/** Positions that say where things lead, most telling first (the timing and the gist read them). */
const WHERE_IT_LEADS = [
  'nearFuture',
  'future',
  'outcome',
  'result',
  'fruit',
  'potential',
  'answer',
  'focus',
  'advice',
  'guidance',
];

const COURTS: readonly Court[] = ['page', 'knight', 'queen', 'king'];

export const leadCard = (cards: readonly DrawnCard[]): DrawnCard =>
  WHERE_IT_LEADS.map((p) => cards.find((c) => c.position === p)).find(Boolean) ??
  cards[cards.length - 1]!;

const lightClass = (cardId: string): Light => {
  const light = lightOf(cardId);
  return light >= 0.5 ? 'bright' : light <= -0.5 ? 'heavy' : 'mixed';
};

const strongest = (weighed: readonly Weighed[]): Weighed =>
  [...weighed].sort((a, b) => Math.abs(b.share) - Math.abs(a.share))[0]!;

/** A yes/no question: the lean, how strong it is, which cards tip it and which pull against. */
function yesNo(v: Voice, cards: readonly DrawnCard[]): { text: string[]; brief: string } {
  const t = v.text.yesno;
  const { score, cards: weighed } = weigh(cards);
  const band = bandOf(score, cards);
  const { forIt, against } = tipping(weighed, isYes(band));
  const lead = forIt[0] ?? strongest(weighed);
  const text = [v.sayOne(t.bands[band], 'band')];
  if (cards.length === 1) {
    const card = cards[0]!;
    const reason = t.reasons[card.reversed ? 'reversed' : 'upright'][lightClass(card.cardId)];
    text.push(v.say(t.single, { card: v.placed(card), reason }));
  } else {
    if (forIt.length >= 2)
      text.push(
        v.sayOne(t.tippingTwo, 'tip', {
          first: v.placed(forIt[0]!.card),
          second: v.placed(forIt[1]!.card),
        }),
      );
    else text.push(v.sayOne(t.tippingOne, 'tip', { first: v.placed(lead.card) }));
    text.push(
      against && against !== lead
        ? v.sayOne(t.against, 'against', { card: v.placed(against.card) })
        : v.sayOne(t.nothingAgainst, 'against'),
    );
  }
  return { text, brief: v.say(t.brief[band], { card: v.placed(lead.card) }) };
}

/** The cards that speak for each option: the spread's own paths, else its two halves. */
function sides(spreadId: SpreadId, cards: readonly DrawnCard[]) {
  if (spreadId === 'twoChoices')
    return {
      a: cards.filter((c) => c.position === 'pathA' || c.position === 'outcomeA'),
      b: cards.filter((c) => c.position === 'pathB' || c.position === 'outcomeB'),
      middle: null,
    };
  const half = Math.floor(cards.length / 2);
  const odd = cards.length % 2 === 1;
  return {
    a: cards.slice(0, half),
    b: cards.slice(odd ? half + 1 : half),
    middle: odd ? cards[half]! : null,
  };
}

const sideScore = (weighed: readonly Weighed[]): number => {
  const total = weighed.reduce((sum, w) => sum + weightOf(w.card.position), 0);
  return total > 0 ? weighed.reduce((sum, w) => sum + w.share, 0) / total : 0;
};

/** The option a choice favours and the cards on each side (the middle card on neither). */
export interface Favoured {
  winner: string;
  cards: readonly DrawnCard[];
  against: readonly DrawnCard[];
}

/** A choice: which option the cards favour, by how much, and the card that speaks for each. */
function choice(
  v: Voice,
  spreadId: SpreadId,
  cards: readonly DrawnCard[],
): { text: string[]; brief: string; favoured: Favoured } {
  const t = v.text.choice;
  const [a, b] = v.options;
  const { cards: weighed } = weigh(cards);
  const ofCards = (list: readonly DrawnCard[]) => weighed.filter((w) => list.includes(w.card));
  const side = (w: Weighed, which: 'sideA' | 'sideB') =>
    v.say(w.share >= 0 ? t[which].for : t[which].against, { card: v.ref(w.card) });
  if (cards.length === 1) {
    const card = cards[0]!;
    const winner = card.reversed ? b : a;
    return {
      text: [
        v.say(t.single[card.reversed ? 'reversed' : 'upright'], { winner }),
        side(weighed[0]!, card.reversed ? 'sideB' : 'sideA'),
      ],
      brief: v.say(t.brief, { winner, loser: card.reversed ? a : b }),
      favoured: { winner, cards, against: [] },
    };
  }
  const split = sides(spreadId, cards);
  const [wa, wb] = [ofCards(split.a), ofCards(split.b)];
  const [sa, sb] = [sideScore(wa), sideScore(wb)];
  const aWins = sa >= sb;
  const winner = aWins ? a : b;
  const text = [v.sayOne(Math.abs(sa - sb) >= 0.5 ? t.clear : t.slight, 'favour', { winner })];
  if (spreadId === 'twoChoices') text.push(v.say(t.paired));
  else if (split.middle) text.push(v.say(t.halvesMiddle, { middle: v.placed(split.middle) }));
  else text.push(v.say(t.halves));
  text.push(side(strongest(wa), 'sideA'), side(strongest(wb), 'sideB'));
  if (Math.max(sa, sb) < 0) text.push(v.say(t.bothHard));
  const favoured = { winner, cards: aWins ? split.a : split.b, against: aWins ? split.b : split.a };
  return { text, brief: v.say(t.brief, { winner, loser: aWins ? b : a }), favoured };
}

/** A question of when: the pace of the telling card's suit and number, its orientation, the season. */
function when(v: Voice, cards: readonly DrawnCard[], facts: DrawFacts) {
  const t = v.text.when;
  const card = leadCard(cards);
  const meta = cardMeta(card.cardId)!;
  const placed = v.placed(card);
  const text = [v.sayOne(t.lead, 'when', { card: placed })];
  let brief: string;
  if (!meta.suit) {
    text.push(v.say(t.major));
    brief = v.say(t.brief.major, { card: placed });
  } else if (isCourt(meta)) {
    const role = t.roles[COURTS[meta.number - 11]!];
    text.push(v.say(t.court, { role }), v.say(t.pace[meta.suit]));
    brief = v.say(t.brief.court, { card: placed, role });
  } else {
    const span =
      meta.number === 1
        ? t.span[meta.suit].one
        : fill(t.span[meta.suit].many, { n: numberWord(meta.number, v.lang) });
    text.push(v.say(t.suit[meta.suit], { span }));
    brief = v.say(t.brief.span, { card: placed, span });
  }
  text.push(v.say(card.reversed ? t.reversed : t.upright));
  if (facts.total >= 3 && facts.reversed * 2 >= facts.total) text.push(v.say(t.delays));
  // a season narrows only the months of a major; beside a span in days or weeks it would clash
  if (facts.dominant && !meta.suit)
    text.push(v.say(t.season, { season: t.seasons[facts.dominant] }));
  text.push(v.sayOne(t.framing, 'framing'));
  return { text, brief };
}

/** An open question: the draw's overall tone, the card that sets it and where it leads. */
function open(v: Voice, cards: readonly DrawnCard[]) {
  const t = v.text.open;
  const { score, cards: weighed } = weigh(cards);
  const band = bandOf(score, cards);
  const key = strongest(weighed).card;
  const end = leadCard(cards);
  const text = [v.sayOne(t.tones[band], 'tone')];
  if (cards.length === 1) text.push(v.say(t.single, { key: v.placed(key) }));
  else if (key === end) text.push(v.say(t.keyIsEnd, { key: v.placed(key) }));
  else text.push(v.say(t.keyAndEnd, { key: v.placed(key), end: v.placed(end) }));
  return { text, brief: v.say(t.brief, { tone: t.briefTones[band], card: v.placed(key) }) };
}

/**
 * The answer to the question as asked: a lean for yes/no, a comparison for a choice (also
 * the two-choices spread under an open question), timing for "when", the gist otherwise.
 */
export function answerQuestion(
  v: Voice,
  kind: QuestionKind,
  spreadId: SpreadId,
  cards: readonly DrawnCard[],
  facts: DrawFacts,
): { kind: QuestionKind; text: string[]; brief: string; favoured?: Favoured } {
  if (kind === 'yesno') return { kind, ...yesNo(v, cards) };
  if (kind === 'when') return { kind, ...when(v, cards, facts) };
  if (kind === 'choice' || spreadId === 'twoChoices')
    return { kind: 'choice', ...choice(v, spreadId, cards) };
  return { kind, ...open(v, cards) };
}
