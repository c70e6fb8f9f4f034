import { classifyQuestion } from '../question';
import { fill, fnv1a } from '../util';
import { composeAdvice, keysOf } from './advice';
import { answerQuestion } from './answer';
import { cardMeta, isCourt } from './deck';
import { DECK_TEXT, SPREAD_TEXT, SYNTHESIS, type Lang } from './content';
import { pick, quoteQuestion } from './phrase';
import { spreadById, type SpreadId } from './spreads';
import type { DrawnCard } from './shuffle';
import { detectTopic } from './topic';
import type { CardMeta, Element, MeaningTopic, Topic } from './types';
import { makeVoice } from './voice';
import { weigh } from './weigh';

export interface ReadingSection {
  kind: 'intro' | 'answer' | 'card' | 'synthesis' | 'advice';
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

/** Chinese sentences follow each other directly; English ones after a space. */
const joined = (parts: readonly string[], lang: Lang): string =>
  parts.filter(Boolean).join(lang === 'zh' ? '' : ' ');

/** What the draw says as a whole: majors, the leading element, reversals, courts, numbers. */
function synthesis(facts: ReturnType<typeof analyseDraw>, lang: Lang, heavy: boolean): string {
  const s = SYNTHESIS[lang];
  const values = { total: facts.total };
  const parts: string[] = [];
  const majorsKey =
    facts.majors * 2 >= facts.total
      ? 'many'
      : facts.majors === 0
        ? 'none'
        : facts.majors === 1
          ? 'one'
          : 'some';
  parts.push(fill(s.majors[majorsKey], { ...values, count: facts.majors }));
  if (facts.dominant) parts.push(s.element[facts.dominant]);
  else if (facts.minors >= 3) parts.push(s.balancedElements);
  const revKey =
    facts.reversed === 0
      ? 'none'
      : facts.reversed * 2 >= facts.total
        ? 'many'
        : facts.reversed === 1
          ? 'one'
          : 'some';
  // an all-upright draw that leans heavy does not promise an easy road
  const reversals = revKey === 'none' && heavy ? s.uprightHeavy : s.reversals[revKey];
  parts.push(fill(reversals, { ...values, count: facts.reversed }));
  if (facts.courts >= 2) parts.push(fill(s.courts, { count: facts.courts }));
  for (const number of facts.repeated)
    parts.push(fill(s.numberLead, { number, theme: s.numbers[number] ?? '' }));
  return joined(parts, lang);
}

/**
 * A full reading composed from our own texts: the question and what it asks (a lean, a
 * comparison, timing or the gist), each card in its position and orientation for the
 * question's topic, what the draw says as a whole, and concrete advice.
 */
export function composeReading(input: ReadingInput): ComposedReading {
  const spread = spreadById(input.spreadId);
  if (!spread) throw new RangeError(`unknown spread ${input.spreadId}`);
  const { lang, seed } = input;
  const s = SYNTHESIS[lang];
  const spreadText = SPREAD_TEXT[input.spreadId][lang];
  const deck = DECK_TEXT[lang];
  const topic = detectTopic(input.question);
  const shape = classifyQuestion(input.question);
  const v = makeVoice(lang, seed, shape.options);
  const facts = analyseDraw(input.cards);
  const answer = answerQuestion(v, shape.kind, input.spreadId, input.cards, facts);
  const sections: ReadingSection[] = [];

  const intro = fill(pick(s.intros, seed, 'intro'), {
    question: quoteQuestion(input.question, lang),
    spread: spreadText.name,
    focus: s.topicFocus[topic],
  });
  sections.push({
    kind: 'intro',
    title: s.titles.intro,
    text: joined([intro, v.sayOne(v.text.kindHint[answer.kind], 'hint')], lang),
  });
  sections.push({
    kind: 'answer',
    title: v.text.answerTitles[answer.kind],
    text: joined(answer.text, lang),
  });

  for (const card of input.cards) {
    const text = deck[card.cardId];
    const position = spreadText.positions[card.position];
    const phrase = v.text.positions[card.position];
    if (!text || !position || !phrase)
      throw new RangeError(`no text for ${card.cardId} at ${card.position}`);
    const orientation = card.reversed ? 'reversed' : 'upright';
    const name = card.reversed
      ? fill(s.orientedName, { card: text.name, orientation: s.reversedTag })
      : text.name;
    sections.push({
      kind: 'card',
      title: `${position.name} · ${name}`,
      text: joined(
        [
          v.sayOne(phrase.leads, `lead:${card.position}`, { card: v.ref(card) }),
          text.meanings[meaningTopic(topic)][orientation],
        ],
        lang,
      ),
      cardId: card.cardId,
      position: card.position,
    });
  }

  if (facts.total > 1)
    sections.push({
      kind: 'synthesis',
      title: s.titles.synthesis,
      text: synthesis(facts, lang, weigh(input.cards).score < 0),
    });
  const advice = composeAdvice({
    v,
    cards: input.cards,
    topic,
    kind: answer.kind,
    favoured: answer.favoured,
  });
  sections.push({ kind: 'advice', title: s.titles.advice, text: joined(advice, lang) });
  return { topic, sections };
}

/**
 * The free short reading: one sentence answering the question as asked, then one sentence
 * per card (its place, its name and orientation, what it is about).
 */
export function composeBrief(input: Omit<ReadingInput, 'seed'>): string[] {
  const { lang } = input;
  const seed = input.question + input.cards.map((c) => c.cardId).join();
  const shape = classifyQuestion(input.question);
  const v = makeVoice(lang, seed, shape.options);
  const facts = analyseDraw(input.cards);
  const answer = answerQuestion(v, shape.kind, input.spreadId, input.cards, facts);
  const verbs = v.text.briefVerbs;
  const start = fnv1a(seed) % verbs.length;
  return [
    answer.brief,
    ...input.cards.map((card, i) =>
      v.say(v.text.briefLine, {
        placed: v.placed(card),
        verb: verbs[(start + i) % verbs.length]!,
        keys: keysOf(card, lang),
      }),
    ),
  ];
}
