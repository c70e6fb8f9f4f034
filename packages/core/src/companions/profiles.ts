import { COMPANION_CONTENT, type ProfileText } from './content';
import type { CompanionId, CompanionLang, CompanionProfile } from './types';

const profile = (
  id: CompanionId,
  deduction: CompanionProfile['deduction'],
  canDraw: boolean,
): CompanionProfile => ({
  id,
  deduction,
  vipOnly: false,
  canDraw,
  avatar: `/companions/${id}.svg`,
});

/**
 * The three companions. The junior reader and the listener are charged as chat_base (15
 * points), the senior reader as chat_advanced (25 points, counted against VIP's
 * advanced-reader cap). None is VIP-only: ordinary users pay points per message.
 */
export const COMPANION_PROFILES: readonly CompanionProfile[] = [
  profile('junior', 'chat_base', true),
  profile('senior', 'chat_advanced', true),
  profile('support', 'chat_base', false),
];

export const COMPANION_IDS: readonly CompanionId[] = COMPANION_PROFILES.map((p) => p.id);

export function isCompanionId(id: string): id is CompanionId {
  return (COMPANION_IDS as readonly string[]).includes(id);
}

export function companionProfile(id: CompanionId): CompanionProfile {
  const found = COMPANION_PROFILES.find((p) => p.id === id);
  if (!found) throw new RangeError(`unknown companion ${String(id)}`);
  return found;
}

/** Name, title, short intro and the persona paragraph for a model's system prompt. */
export function companionText(id: CompanionId, lang: CompanionLang): ProfileText {
  companionProfile(id);
  return { ...COMPANION_CONTENT[lang].profiles[id] };
}
