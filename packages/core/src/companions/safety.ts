/**
 * The safety screen every chat message passes on the server before any AI provider is asked.
 *
 *   screenMessage(text)  'crisis' (suicide, self-harm, intent to die, or someone else in that
 *                        danger), else 'directive' (asks for a diagnosis or medicine, a legal
 *                        ruling or court tactics, or a buy/sell/invest instruction), else 'ok'.
 *                        Crisis wins over directive; within directives, medical, then legal,
 *                        then financial. Language-independent: zh and en patterns both run.
 *   crisisReply(lang)    the fixed crisis reply: hotlines (China 12356, US 988), emergency
 *                        services (China 110/120, US 911, elsewhere the local number). The
 *                        caller sends it instead of any model reply and charges nothing.
 *   directiveNote(…)     a kind one-paragraph refusal of that directive, pointing to a doctor,
 *                        lawyer or licensed adviser.
 *   aiDisclosure(…)      the line at the top of each conversation saying it is an AI; the
 *                        support companion also says it is not a therapist and can't diagnose.
 *
 * Patterns live in safety/patterns-en.ts and safety/patterns-zh.ts, each group commented with
 * what it catches and which idioms it leaves alone; normalisation (width, case, invisible
 * characters, spaced-out and look-alike letters, traditional characters) in safety/normalize.ts;
 * texts in safety/replies.ts. It is a deterministic first net, not a classifier: unmistakable
 * risk gets the fixed reply, and ambiguous low moods go on to the companion, whose
 * instructions answer them with care.
 */
import { screeningForms } from './safety/normalize';
import { EN } from './safety/patterns-en';
import { ZH } from './safety/patterns-zh';
import type { DirectiveArea } from './safety/regex';
import { AI_DISCLOSURE, CRISIS_REPLY, DIRECTIVE_NOTE } from './safety/replies';

export type SafetyLang = 'zh' | 'en';

export type SafetyVerdict =
  | { kind: 'ok' }
  | { kind: 'crisis' }
  | { kind: 'directive'; area: 'medical' | 'legal' | 'financial' };

const CRISIS: readonly RegExp[] = [...Object.values(EN.crisis), ...Object.values(ZH.crisis)].flat();

const AREAS: readonly DirectiveArea[] = ['medical', 'legal', 'financial'];
const DIRECTIVE: ReadonlyArray<readonly [DirectiveArea, readonly RegExp[]]> = AREAS.map(
  (area) => [area, [...EN.directive[area], ...ZH.directive[area]]] as const,
);

const hit = (patterns: readonly RegExp[], forms: readonly string[]): boolean =>
  patterns.some((pattern) => forms.some((form) => pattern.test(form)));

/** Screen one chat message (see the top of this file). */
export function screenMessage(text: string): SafetyVerdict {
  const forms = screeningForms(text);
  if (forms.every((form) => form === '')) return { kind: 'ok' };
  if (hit(CRISIS, forms)) return { kind: 'crisis' };
  for (const [area, patterns] of DIRECTIVE) {
    if (hit(patterns, forms)) return { kind: 'directive', area };
  }
  return { kind: 'ok' };
}

/** The fixed crisis reply: you matter, I'm an AI, hotlines, emergency services, someone you trust. */
export function crisisReply(lang: SafetyLang): string {
  return CRISIS_REPLY[lang];
}

/** A kind refusal of a medical, legal or financial directive, with where to go instead. */
export function directiveNote(area: 'medical' | 'legal' | 'financial', lang: SafetyLang): string {
  return DIRECTIVE_NOTE[area][lang];
}

/** The line shown at the top of each conversation. */
export function aiDisclosure(companion: 'junior' | 'senior' | 'support', lang: SafetyLang): string {
  return AI_DISCLOSURE[companion][lang];
}
