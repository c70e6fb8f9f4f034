import type { Lang } from '@starlit/contracts';

/** One message of an OpenAI-compatible chat. */
export type Message = { role: 'system' | 'user' | 'assistant'; content: string };

/** The language a model is told to write in. */
export const LANGUAGE: Record<Lang, string> = {
  en: 'English',
  zh: 'Simplified Chinese (简体中文)',
};

/** The system message: the rules, one a line, then the language to write in. */
export const systemMessage = (rules: readonly string[], lang: Lang): Message => ({
  role: 'system',
  content: [...rules, `Write in ${LANGUAGE[lang]}.`].join('\n'),
});

/** A one-turn task's messages: the rules as the system message, then the facts as the user's. */
export const oneTurn = (rules: readonly string[], lang: Lang, facts: string): Message[] => [
  systemMessage(rules, lang),
  { role: 'user', content: facts },
];
