import { cardMeta, isCourt } from './deck';
import { DECK_TEXT, SPREAD_TEXT, SYNTHESIS, type Lang } from './content';
import { spreadById, type SpreadId } from './spreads';
import type { DrawnCard } from './shuffle';
import { detectTopic } from './topic';
import type { CardMeta, Element, MeaningTopic, Topic } from './types';

export interface ReadingSection {
  kind: 'intro' | 'card' | 'synthesis' | 'advice';
  title: string;
  text: string;
  cardId?: string;
  position?: string;
}

export interface ReadingInput {
  spreadId: SpreadId;
  question: string;
  cards: readonly DrawnCard[];
  lang: Lang;
  /** a stable string per reading (its id): picks among phrasings, so a stored reading reads the same */
  seed: string;
}

export interface ComposedReading {
  topic: Topic;
  sections: ReadingSection[];
}

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** FNV-1a: a small stable hash for choosing phrasings. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const pick = <T>(items: readonly T[], seed: string, salt: string): T =>
  items[hash(seed + salt) % items.length]!;

const meaningTopic = (topic: Topic): MeaningTopic => (topic === 'study' ? 'career' : topic);

interface Drawn extends DrawnCard {
  meta: CardMeta;
}

/** The facts the synthesis speaks of. */
export function analyseDraw(cards: readonly DrawnCard[]) {
  const drawn: Drawn[] = cards.map((c) => {
    const meta = cardMeta(c.cardId);
    if (!meta) throw new RangeError(`unknown card ${c.cardId}`);
    return { ...c, meta };
  });
  const majors = drawn.filter((c) => c.meta.arcana === 'major').length;
  const reversed = drawn.filter((c) => c.reversed).length;
  const courts = drawn.filter((c) => isCourt(c.meta)).length;
  const elements = new Map<Element, number>();
  for (const c of drawn)
    if (c.meta.arcana === 'minor')
      elements.set(c.meta.element, (elements.get(c.meta.element) ?? 0) + 1);
  const sorted = [...elements.entries()].sort((a, b) => b[1] - a[1]);
  const dominant =
    sorted[0] && sorted[0][1] >= 2 && (sorted[1]?.[1] ?? 0) < sorted[0][1] ? sorted[0][0] : null;
  const numbers = new Map<number, number>();
  for (const c of drawn)
    if (c.meta.arcana === 'minor' && c.meta.number <= 10)
      numbers.set(c.meta.number, (numbers.get(c.meta.number) ?? 0) + 1);
  const repeated = [...numbers.entries()].filter(([, n]) => n >= 2).map(([num]) => num);
  return {
    drawn,
    total: drawn.length,
    majors,
    reversed,
    courts,
    dominant,
    minors: elements.size,
    repeated,
  };
}

/** Positions whose card best answers "what should I do". */
const ADVICE_POSITIONS = [
  'advice',
  'guidance',
  'response',
  'growth',
  'outcome',
  'result',
  'future',
];

/**
 * A full reading composed from our own texts: the question and its topic, each card in its
 * position and orientation for that topic, then what the draw says as a whole (majors vs
 * minors, dominant element, reversals, court cards, repeated numbers) and concrete advice.
 */
export function composeReading(input: ReadingInput): ComposedReading {
  const spread = spreadById(input.spreadId);
  if (!spread) throw new RangeError(`unknown spread ${input.spreadId}`);
  const s = SYNTHESIS[input.lang];
  const spreadText = SPREAD_TEXT[input.spreadId][input.lang];
  const deck = DECK_TEXT[input.lang];
  const topic = detectTopic(input.question);
  const facts = analyseDraw(input.cards);
  const sections: ReadingSection[] = [];

  sections.push({
    kind: 'intro',
    title: s.titles.intro,
    text: fill(pick(s.intros, input.seed, 'intro'), {
      question: input.question.trim(),
      spread: spreadText.name,
      focus: s.topicFocus[topic],
    }),
  });

  for (const card of facts.drawn) {
    const text = deck[card.cardId];
    const position = spreadText.positions[card.position];
    if (!text || !position) throw new RangeError(`no text for ${card.cardId} at ${card.position}`);
    const orientation = card.reversed ? 'reversed' : 'upright';
    const lead = fill(s.positionLead, {
      position: position.name,
      meaning: position.meaning,
      card: text.name,
      orientation: card.reversed ? s.reversedTag : s.uprightTag,
    });
    const keywords = fill(s.keywordsLead, {
      keywords: text.keywords[orientation].join(input.lang === 'zh' ? '、' : ', '),
    });
    sections.push({
      kind: 'card',
      title: `${position.name} · ${text.name}${card.reversed ? ` (${s.reversedTag})` : ''}`,
      text: [lead, text.meanings[meaningTopic(topic)][orientation], keywords].join(' '),
      cardId: card.cardId,
      position: card.position,
    });
  }

  if (facts.total > 1) {
    const values = { total: facts.total };
    const parts: string[] = [];
    const majorsKey =
      facts.majors * 2 >= facts.total ? 'many' : facts.majors === 0 ? 'none' : 'some';
    parts.push(fill(s.majors[majorsKey], { ...values, count: facts.majors }));
    if (facts.dominant) parts.push(s.element[facts.dominant]);
    else if (facts.minors >= 3) parts.push(s.balancedElements);
    const revKey =
      facts.reversed === 0 ? 'none' : facts.reversed * 2 >= facts.total ? 'many' : 'some';
    parts.push(fill(s.reversals[revKey], { ...values, count: facts.reversed }));
    if (facts.courts >= 2) parts.push(fill(s.courts, { count: facts.courts }));
    for (const number of facts.repeated)
      parts.push(fill(s.numberLead, { number, theme: s.numbers[number] ?? '' }));
    sections.push({ kind: 'synthesis', title: s.titles.synthesis, text: parts.join(' ') });
  }

  const adviceCard =
    ADVICE_POSITIONS.map((p) => facts.drawn.find((c) => c.position === p)).find(Boolean) ??
    facts.drawn[facts.drawn.length - 1]!;
  const adviceText = deck[adviceCard.cardId]!;
  const orientation = adviceCard.reversed ? 'reversed' : 'upright';
  sections.push({
    kind: 'advice',
    title: s.titles.advice,
    text: [
      fill(s.adviceCard, {
        card: adviceText.name,
        position: spreadText.positions[adviceCard.position]!.name,
        keywords: adviceText.keywords[orientation].join(input.lang === 'zh' ? '、' : ', '),
      }),
      s.advice[topic],
      pick(s.closing, input.seed, 'closing'),
    ].join(' '),
  });
  return { topic, sections };
}

/** The free short reading: each card's name and orientation with its keywords, in one line each. */
export function composeBrief(input: Omit<ReadingInput, 'seed'>): string[] {
  const deck = DECK_TEXT[input.lang];
  const s = SYNTHESIS[input.lang];
  const spreadText = SPREAD_TEXT[input.spreadId][input.lang];
  return input.cards.map((card) => {
    const text = deck[card.cardId]!;
    const orientation = card.reversed ? 'reversed' : 'upright';
    const sep = input.lang === 'zh' ? '、' : ', ';
    return `${spreadText.positions[card.position]?.name ?? card.position} · ${text.name} (${card.reversed ? s.reversedTag : s.uprightTag}): ${text.keywords[orientation].join(sep)}`;
  });
}
