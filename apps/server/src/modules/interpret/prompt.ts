import type { Lang } from '@starlit/contracts';
import { DECK_TEXT, SPREAD_TEXT, detectTopic } from '@starlit/core/tarot';
import { HOUSE_FACES, PLANET_FACES, SIGN_FACES } from '@starlit/core/dice';
import type { InterpretTask } from './types';
import { astroFacts } from './prompt-astro';
import { relationFacts } from './prompt-relations';
import { chatMessages } from './prompt-chat';
import { mbtiMessages } from './prompt-mbti';
import { oneTurn, type Message } from './prompt-messages';

const RULES = [
  'You are the reader of Starlit, a reflective astrology and tarot app. You are an AI; never claim to be a person or a licensed professional.',
  'Interpret ONLY the items listed by the user message. Never invent, add, rename or swap cards or dice faces, and keep each one in its stated position and orientation.',
  'Speak to the querent as "you", warmly and concretely; relate every item to their question. Describe tendencies and choices, never certain fate.',
  'No medical, legal or financial certainty: for health or money, suggest care, prudence and professionals where relevant.',
  'Format: short sections, each starting with "## " and a title; 250 to 450 words (or 400 to 700 Chinese characters) in total; end with concrete advice.',
];

/** The chat messages for an OpenAI-compatible model: our rules, then the draw with our meanings. */
export function buildMessages(task: InterpretTask, lang: Lang): Message[] {
  if (task.kind === 'chat') return chatMessages(task, lang);
  if (task.kind === 'mbti') return mbtiMessages(task, lang);
  return oneTurn(RULES, lang, readingFacts(task, lang));
}

/** A reading's facts for the model: the draw or the chart, with our own meanings. */
function readingFacts(task: Exclude<InterpretTask, { kind: 'chat' | 'mbti' }>, lang: Lang) {
  if (task.kind === 'tarot') {
    const spread = SPREAD_TEXT[task.spreadId][lang];
    const topic = detectTopic(task.question);
    const lines = task.cards.map((card, i) => {
      const text = DECK_TEXT[lang][card.cardId]!;
      const position = spread.positions[card.position]!;
      const orientation = card.reversed ? 'reversed' : 'upright';
      const meaning = text.meanings[topic === 'study' ? 'career' : topic][orientation];
      return `${i + 1}. Position "${position.name}" (${position.meaning}): ${text.name}, ${orientation}. Keywords: ${text.keywords[orientation].join(', ')}. Our meaning: ${meaning}`;
    });
    return [
      `Spread: ${spread.name} (${spread.description})`,
      `Question: ${task.question}`,
      `Topic: ${topic}`,
      'Cards drawn (exactly these, in this order):',
      ...lines,
    ].join('\n');
  }
  if (task.kind === 'natal' || task.kind === 'horoscope') return astroFacts(task, lang);
  if (task.kind === 'synastry' || task.kind === 'depth') return relationFacts(task, lang);
  const planet = PLANET_FACES[task.planet as keyof typeof PLANET_FACES][lang];
  const sign = SIGN_FACES[task.sign as keyof typeof SIGN_FACES][lang];
  const house = HOUSE_FACES[task.house as keyof typeof HOUSE_FACES][lang];
  return [
    "Zodiac dice: three dice were rolled for the question below. Read them together as \"the planet's force, acting in the sign's manner, in the house's area of life\".",
    `Question: ${task.question}`,
    `Planet die: ${planet.name} ${planet.symbol}: ${planet.meaning}`,
    `Sign die: ${sign.name} ${sign.symbol}: ${sign.meaning}`,
    `House die: ${house.name}: ${house.meaning}`,
  ].join('\n');
}
