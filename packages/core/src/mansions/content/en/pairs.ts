/**
 * The six Sukuyō pairings (English): Prosperity & Intimacy, Decline & Friendship, Safety &
 * Destruction, Danger & Success, Life & Life, Karma & Womb; each with a summary and advice.
 * Original Starlit text, written separately from the Chinese; no fatalism, no medical or
 * financial claims.
 */
import type { PairText } from '../types';
import type { MansionPairKey } from '../../mansions';

export const PAIRS_EN: Record<MansionPairKey, PairText> = {
  prosperityIntimacy: {
    name: 'Prosperity & Intimacy',
    summary:
      'This is one of the happiest pairings in the Sukuyō system. The Prosperity side is buoyed by the other’s support and good fortune; the Intimacy side feels close and enjoys giving. The exchange comes naturally, which is why this tie tends to last, whether as friends, partners or colleagues.',
    advice:
      'Even an easy bond needs answering. If you are the one receiving, say thank you and give back in your own way. If you are the one giving, feel free to ask for what you need, so the warmth runs both ways.',
  },
  declineFriendship: {
    name: 'Decline & Friendship',
    summary:
      'A relaxed, comfortable pairing. The Friendship side finds the other easy to be with, and the Decline side lets go of tension completely. Arguments are rare, but so much comfort can make you both drift, and the tie may stop growing.',
    advice:
      'Give the comfort a direction: learn something together, keep a shared routine, plan something to look forward to. And when something bothers you, say so plainly rather than letting ease turn into avoidance.',
  },
  safetyDestruction: {
    name: 'Safety & Destruction',
    summary:
      'One of the most charged pairings. The Safety side feels at ease and tends to hold the upper hand, while the Destruction side often has their routines disrupted and finds themselves pushed to change. It is not a doomed bond: many people outgrow old versions of themselves in exactly this kind of tie, as long as both handle it with care.',
    advice:
      'If you are on the Safety side, stay alert to the strain the other may be carrying and take less for granted. If you are on the Destruction side, keep your boundaries and speak up when it gets heavy. Treat the friction as a chance to grow, not a contest.',
  },
  dangerSuccess: {
    name: 'Danger & Success',
    summary:
      'Two different people drawn to each other. The Success side finds working together easy and rewarding, while the Danger side often feels unsettled or unsure what to expect. The difference brings freshness and complementary strengths along with friction; handled well, it brings out potential neither of you saw coming.',
    advice:
      'Name the differences instead of quietly putting up with them. Check in on expectations and limits, give whichever of you feels more uneasy extra reassurance, and split shared work clearly so each of you can play to your strengths.',
  },
  lifeLife: {
    name: 'Life & Life',
    summary:
      'You share a birth mansion, so this tie is a mirror. Tastes, instincts and rhythms line up, and you may feel like old friends from the start. Mirrors magnify, though: a weak spot you have in common can make the same problem show up twice as large.',
    advice:
      'Treasure the easy understanding, and watch that you do not fall into the same holes together. Seeing things from the other’s side comes naturally to you, so lean on it when you disagree. Keep some space and some friends of your own to keep the bond flexible.',
  },
  karmaWomb: {
    name: 'Karma & Womb',
    summary:
      'A pairing with a strong sense of connection. The Karma side experiences the other as deeply familiar, a link that feels old; the Womb side sees new possibilities opening through the other, something pointing toward the future. It is seldom dramatic, but its influence often runs deep.',
    advice:
      'There is no need to make a mystery of this bond; what matters is how you treat each other. Honest conversation and mutual respect let it support you both as you grow, instead of weighing on you.',
  },
};
