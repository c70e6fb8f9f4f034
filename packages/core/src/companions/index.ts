/**
 * The embedded chat companions: two tarot readers (junior, senior) and an emotional-support
 * listener. Pure functions over our own texts: no I/O and no randomness of their own (the
 * caller passes seeds and drawn cards).
 */
export * from './types';
export {
  COMPANION_PROFILES,
  COMPANION_IDS,
  companionProfile,
  companionText,
  isCompanionId,
} from './profiles';
export { dailyTip } from './tips';
export { dayPart, greeting } from './greeting';
export { detectIntent, planReply } from './intent';
export { messageSubject, messageTopic, type Subject } from './topic';
export { replyHasSubstance, isAcknowledgement, replySentences } from './substance';
export { composeReply } from './reply';
export type { ReplyInput } from './context';
export { estimateTokens, historyForModel } from './history';
export { cardIdAt, cardIndexOf } from './cards';
export { COMPANION_CONTENT } from './content';
export * from './safety';
export * from './safety';
