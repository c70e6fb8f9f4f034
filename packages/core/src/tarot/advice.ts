import type { QuestionKind } from '../question';
import { leadCard, type Favoured } from './answer';
import { DECK_TEXT, type Lang } from './content';
import { ADVICE_TEXT } from './content/advice';
import { listOf, pick } from './phrase';
import type { DrawnCard } from './shuffle';
import type { Topic } from './types';
import type { Voice } from './voice';
import { lightOf, valueOf, weightOf } from './weigh';

/** Reversed cards whose first keys name a way out (the Five of Cups reversed: acceptance, healing). */
const STEP_REVERSED = new Set([
  'major-15',
  'major-18',
  'wands-10',
  'cups-04',
  'cups-05',
  'cups-07',
  'swords-03',
  'swords-05',
  'swords-07',
  'swords-08',
  'swords-09',
  'swords-10',
  'pentacles-05',
]);
/** Heavy cards whose first upright keys still name a step (the Hermit: introspection, solitude). */
const STEP_UPRIGHT = new Set(['major-09', 'major-12', 'wands-09']);

/**
 * Whether a card's first keys, in its orientation, name a step to take rather than a trouble to
 * watch: upright, any card not heavy and the few heavy ones above; reversed, only the heavy
 * cards whose weight lifts into relief.
 */
export function keysAreStep(card: Pick<DrawnCard, 'cardId' | 'reversed'>): boolean {
  if (card.reversed) return STEP_REVERSED.has(card.cardId);
  return lightOf(card.cardId) >= 0 || STEP_UPRIGHT.has(card.cardId);
}

/** A card's first keys in an orientation, as a list: "hope and renewal" / 「希望与新生」. */
export function keysOf(card: Pick<DrawnCard, 'cardId' | 'reversed'>, lang: Lang, n = 2): string {
  const text = DECK_TEXT[lang][card.cardId]!;
  return listOf(text.keywords[card.reversed ? 'reversed' : 'upright'].slice(0, n), lang);
}

/** The positions whose card is read as advice, before the card where things lead. */
const ADVICE_POSITIONS = ['advice', 'guidance', 'response', 'growth'];

const share = (card: DrawnCard) => valueOf(card) * weightOf(card.position);
/** Positions that stand in the way: their card is never offered as the step. */
const IN_THE_WAY = new Set(['obstacle', 'challenge', 'hopesFears']);
const offersStep = (card: DrawnCard) => keysAreStep(card) && !IN_THE_WAY.has(card.position);

export interface AdviceInput {
  v: Voice;
  cards: readonly DrawnCard[];
  topic: Topic;
  kind: QuestionKind;
  /** for a choice: the favoured option and its side; the advice never leans on the other */
  favoured?: Favoured;
}

/**
 * The advice: a step from a card whose keys name one (on the favoured side of a choice), a
 * card's troubles named as things to watch, the topic's practical step built on the step's
 * key, and a closing built from the reading's own card, key and verdict.
 */
export function composeAdvice({ v, cards, topic, kind, favoured }: AdviceInput): string[] {
  const t = ADVICE_TEXT[v.lang];
  const allowed = cards.filter((c) => !favoured?.against.includes(c));
  const pool = favoured && favoured.cards.length > 0 ? favoured.cards : allowed;
  const preferred =
    ADVICE_POSITIONS.map((p) => pool.find((c) => c.position === p)).find(Boolean) ?? leadCard(pool);
  const byShare = [...allowed].sort((a, b) => share(b) - share(a));
  const stepCard = keysAreStep(preferred)
    ? preferred
    : ([...pool].sort((a, b) => share(b) - share(a)).find(offersStep) ?? byShare.find(offersStep));
  const watchCard = !keysAreStep(preferred)
    ? preferred
    : [...byShare].reverse().find((c) => !keysAreStep(c) && share(c) < 0 && c !== stepCard);
  const turned = watchCard && { cardId: watchCard.cardId, reversed: !watchCard.reversed };
  const way = !stepCard && turned && keysAreStep(turned) ? turned : null;

  const parts: string[] = [];
  if (stepCard && stepCard === preferred)
    parts.push(
      v.sayOne(t.step, 'step', { card: v.placed(stepCard), step: keysOf(stepCard, v.lang) }),
    );
  if (watchCard) {
    parts.push(
      v.sayOne(t.watch, 'watch', { card: v.placed(watchCard), watch: keysOf(watchCard, v.lang) }),
    );
    if (way) parts.push(v.sayOne(t.turn, 'turn', { step: keysOf(way, v.lang) }));
  }
  if (stepCard && stepCard !== preferred)
    parts.push(
      v.sayOne(t.step, 'step', { card: v.placed(stepCard), step: keysOf(stepCard, v.lang) }),
    );
  if (!stepCard && !way) parts.push(v.sayOne(t.noStep, 'nostep'));

  const keyed = stepCard ?? way;
  const key = keyed ? keysOf(keyed, v.lang, 1) : null;
  parts.push(
    key ? v.sayOne(t.topic[topic], 'topic', { key }) : v.sayOne(t.topicPlain[topic], 'topic'),
  );
  // the closing names the face its key comes from: the turned face when that gave the step
  const card = v.ref(
    stepCard ?? (way && watchCard ? { ...watchCard, ...way } : null) ?? watchCard ?? preferred,
  );
  const winner = favoured?.winner ?? '';
  parts.push(
    key
      ? v.say(pick(t.closing[kind], v.seed + card, 'closing'), { card, key, winner })
      : v.say(pick(t.closingPlain[kind], v.seed + card, 'closing'), { card, winner }),
  );
  return parts;
}
