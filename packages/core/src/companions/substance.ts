import { COMPANION_CONTENT, type ReaderText, type SupportText } from './content';
import type { CompanionLang } from './types';

/**
 * Whether a companion's reply gives the member something (a reading, a card explained, a
 * concrete next step, an answer) or only acknowledges what they said and asks back ("so your
 * work is on your mind", "shall I draw for it?"). A reply that only acknowledges is free.
 *
 * A reply is split into sentences; a sentence is acknowledgement when it is a question, one of
 * the companions' own acknowledging sentences (the templates below, whatever fills them), or a
 * short sentence that opens the way acknowledgements open (a language model's "It sounds like
 * …", 「听起来……」). A reply with no other sentence is acknowledgement only; so is an empty one.
 */

const readerAcks = (t: ReaderText): string[] => [
  ...Object.values(t.ack).flat(),
  ...t.hear,
  ...t.feelings.hard,
  ...t.feelings.good,
  ...t.memoryTopic.other,
  ...t.memoryTopic.same,
  ...Object.values(t.ask).flat(),
  ...t.offer,
  ...t.noCards,
  ...t.greetBack,
  ...t.thanks,
  ...t.thanksCard,
  ...t.goodbye,
  ...t.smalltalk,
  ...t.identity,
];

const supportAcks = (t: SupportText): string[] => [
  ...Object.values(t.reflect).flatMap((v) => (Array.isArray(v) ? v : Object.values(v).flat())),
  ...t.validate,
  ...t.memory,
  ...t.future,
  ...t.noCards,
  ...t.aboutCards,
  ...Object.values(t.ask).flat(),
  ...t.greetBack,
  ...t.thanks,
  ...t.goodbye,
  ...t.smalltalk,
  ...t.identity,
];

/** Sentence ends: a question mark or full stop inside a quotation does not end the sentence. */
const SPLIT = /(?<=[。！？!?…])(?![”"」’)）])|(?<=[.!?][”"’)]?)\s+|\n+/u;

export const replySentences = (text: string): string[] =>
  text
    .split(SPLIT)
    .map((s) => s.trim())
    .filter((s) => s && /[\p{L}\p{N}]/u.test(s));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template sentence as a pattern: its {placeholders} match any short text. */
const templatePattern = (sentence: string) =>
  escape(sentence.trim()).replace(/\\\{\w+\\\}/g, '.{0,80}?');

function acknowledgementPattern(lang: CompanionLang): RegExp {
  const c = COMPANION_CONTENT[lang];
  const sentences = [...readerAcks(c.junior), ...readerAcks(c.senior), ...supportAcks(c.support)]
    .flatMap((template) => replySentences(template))
    .map(templatePattern);
  return new RegExp(`^(?:${[...new Set(sentences)].join('|')})$`, 'u');
}

const OWN: Record<CompanionLang, RegExp> = {
  zh: acknowledgementPattern('zh'),
  en: acknowledgementPattern('en'),
};

/** How acknowledgements open, in any wording; only a short sentence counts. */
const OPENERS = [
  /^(?:i hear|i can hear|it sounds like|sounds like|it seems|so,? (?:your|you|this)|ah,? so|thanks? (?:you )?for (?:telling|sharing|letting)|i(?:'|’)m (?:here|listening|glad you)|i am (?:here|listening)|that (?:sounds|must be|is|'s|’s) (?:hard|tough|a lot|heavy|understandable|valid)|it(?:'|’)?s (?:clearly|obviously) on your mind|you (?:brought up|mentioned|said)\b.*\b(?:earlier|before|again)|this is (?:your|about)\b.*\bagain)/i,
  /^(?:我听到|我能听出|听起来|听得出|原来|所以(?:说|此刻)?|谢谢你(?:告诉|愿意|分享)|我在(?:这里|听|呢)|我明白|我理解|我懂|这(?:一定|真的)?(?:很|挺)?不容易|你(?:之前|先前|刚才)(?:也)?(?:提到|说起|说过))/,
];
const SHORT = { zh: 40, en: 120 };

const isQuestion = (s: string) => /[?？][”"’」)）]?$/.test(s);

export function isAcknowledgement(sentence: string, lang: CompanionLang): boolean {
  const s = sentence.trim();
  if (isQuestion(s) || OWN.zh.test(s) || OWN.en.test(s)) return true;
  const short = [...s].length <= SHORT[lang];
  return short && OPENERS.some((re) => re.test(s));
}

/** The language a reply is written in, from its script. */
const langOf = (text: string): CompanionLang => (/[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en');

/** True when the reply gives more than acknowledgement and questions back. */
export function replyHasSubstance(text: string): boolean {
  const lang = langOf(text);
  return replySentences(text).some((s) => !isAcknowledgement(s, lang));
}
