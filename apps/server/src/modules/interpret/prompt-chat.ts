import type { Lang } from '@starlit/contracts';
import { cardIdAt, companionText, historyForModel, type ChatCard } from '@starlit/core/companions';
import { ZODIAC_SIGNS } from '@starlit/core/zodiac';
import { DECK_TEXT } from '@starlit/core/tarot';
import { systemMessage, type Message } from './prompt-messages';
import type { InterpretTask } from './types';

type ChatTask = Extract<InterpretTask, { kind: 'chat' }>;

/** The model sees at most this much of the conversation before the new message. */
export const CHAT_HISTORY_TOKENS = 1500;

const CHAT_RULES = [
  'You are an AI companion in the Starlit app. If asked, say plainly that you are an AI; never claim to be a person.',
  'Never claim to be a therapist, psychologist, doctor or any clinician, and never diagnose anything.',
  'Refuse medical (diagnoses, medication, doses), legal (rulings, what to do in a case) and financial (what to buy or sell) directives kindly, and suggest a qualified professional.',
  'Tarot cards, when given, were drawn by the app: read exactly those cards in their positions and orientations; never draw, add or swap cards yourself.',
  'Reply in 60 to 180 words (or 100 to 300 Chinese characters), warmly and concretely, and end with one gentle question.',
  'Work with what the member said: their options, the people they name, how they feel, and what they said earlier in this conversation. Never answer with only an acknowledgement ("so your work is on your mind") or a question back.',
  'Do what you offer in the same reply: when cards are given, read them for the member’s situation now; a listener reflects and offers one concrete, kind next step.',
];

const SIGN = (i: number) => ZODIAC_SIGNS[i] ?? '?';

/** The member's own chart, one line, for a model to draw on when it helps. */
const chartLine = (chart: NonNullable<ChatTask['chart']>) =>
  `The member's natal chart: Sun in ${SIGN(chart.sun)}, Moon in ${SIGN(chart.moon)}${
    chart.rising === null ? '' : `, rising ${SIGN(chart.rising)}`
  }. Mention it only where it helps.`;

const cardLine = (card: ChatCard, i: number, lang: Lang) => {
  const text = DECK_TEXT[lang][cardIdAt(card.cardId)]!;
  return `${i + 1}. ${text.name}, ${card.reversed ? 'reversed' : 'upright'} (keywords: ${text.keywords[card.reversed ? 'reversed' : 'upright'].join(', ')})`;
};

/**
 * The chat messages for a model: persona, rules and the member's chart, the conversation's
 * thread (trimmed history), then the new turn with the cards drawn for it.
 */
export function chatMessages(task: ChatTask, lang: Lang): Message[] {
  const persona = companionText(task.companion, lang).persona;
  const system = systemMessage(
    [persona, ...CHAT_RULES, ...(task.chart ? [chartLine(task.chart)] : [])],
    lang,
  );
  const earlier = historyForModel(task.history, CHAT_HISTORY_TOKENS).map((turn): Message => ({
    role: turn.role,
    content: turn.text,
  }));
  const drawn = task.cards.length
    ? [
        '',
        `Cards drawn for this message (${task.cards.length === 3 ? 'past, present, future' : 'one card'}), exactly these:`,
        ...task.cards.map((c, i) => cardLine(c, i, lang)),
      ]
    : [];
  return [system, ...earlier, { role: 'user', content: [task.text, ...drawn].join('\n') }];
}
