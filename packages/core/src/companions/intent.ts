import { messageSubject, messageTopic } from './topic';
import { mentionedCards } from './cards';
import { estimateTokens } from './history';
import { detectFeelings } from './feelings';
import {
  AFFIRM,
  FUTURE,
  GOODBYE,
  GREETING_START,
  IDENTITY,
  PERSONAL,
  QUESTION,
  QUESTION_START,
  SMALLTALK,
  THANKS,
} from './lexicon';
import {
  CARD_WORD,
  CONTINUATION,
  DRAW_VERB,
  ORDINALS,
  POSITIONS,
  READING_ASK,
  TAROT_META,
  YES_NO,
} from './lexicon-cards';
import { lastDraw, priorTurns, recentTopic, type DrawnBefore } from './memory';
import { companionProfile } from './profiles';
import type { ChatTurn, CompanionId, DrawRequest, Intent, ReplyPlan } from './types';

export const isQuestion = (text: string): boolean =>
  /[?？]/.test(text) || QUESTION_START.test(text.trim()) || QUESTION.test(text);

/** A question about tarot itself or about a named card, not about the user's situation. */
export const isKnowledgeQuestion = (text: string): boolean =>
  TAROT_META.test(text) ||
  (mentionedCards(text).length > 0 && (CONTINUATION.test(text) || CARD_WORD.test(text)));

/** The message points at cards drawn earlier rather than asking something new. */
function refersToDraw(text: string, drawn: DrawnBefore, prior: readonly ChatTurn[]): boolean {
  const short = estimateTokens(text) <= 8;
  const cardWord = CARD_WORD.test(text);
  const more = CONTINUATION.test(text);
  const drawnIds = new Set(drawn.cards.map((c) => c.cardId));
  const named = mentionedCards(text);
  if (named.some((i) => drawnIds.has(i))) return true;
  // a card that was not drawn: a question about that card, not about the draw
  if (named.length > 0 && (cardWord || more)) return false;
  if (ORDINALS.some(([re]) => re.test(text)) && (cardWord || more || short)) return true;
  if (POSITIONS.some(([re]) => re.test(text)) && (cardWord || short)) return true;
  if (!cardWord && !more) return false;
  // a new subject (「我和妈妈……」 after a reading about work) is a new question
  const subject = messageSubject(text);
  const drawSubject = drawn.question ? messageSubject(drawn.question) : 'general';
  const recent = drawn.at >= prior.length - 4;
  return recent && (subject === 'general' || subject === drawSubject);
}

/** The last reply offered to draw on something the user raised (and drew nothing). */
function answersOffer(prior: readonly ChatTurn[]): boolean {
  const last = prior[prior.length - 1];
  const before = prior[prior.length - 2];
  if (!last || last.role !== 'assistant' || last.cards?.length) return false;
  if (!before || before.role !== 'user') return false;
  return messageTopic(before.text) !== 'general' || detectFeelings(before.text).length > 0;
}

/** The reply just before read cards on the same topic: the message reacts to that reading. */
function justRead(prior: readonly ChatTurn[], text: string): boolean {
  const drawn = lastDraw(prior);
  if (!drawn || drawn.at < prior.length - 1) return false;
  return !drawn.question || messageTopic(drawn.question) === messageTopic(text);
}

/** What a message does, from its words in zh and en and the conversation so far. */
export function detectIntent(text: string, history: ChatTurn[]): Intent {
  const t = text.trim();
  if (!t) return 'smalltalk';
  const prior = priorTurns(text, history);
  const tokens = estimateTokens(t);
  const subject = messageSubject(t);
  const feelings = detectFeelings(t);
  // "I don't know what to do" is a feeling; a question mark makes it a question
  const asks = /[?？]/.test(t) || (feelings.length === 0 && isQuestion(t));
  const drawn = lastDraw(prior);

  if (DRAW_VERB.test(t)) return 'ask_reading';
  if (drawn && refersToDraw(t, drawn, prior)) return 'follow_up';
  if (TAROT_META.test(t)) return 'question';
  if (READING_ASK.test(t)) return 'ask_reading';
  if (tokens <= 12 && GOODBYE.test(t) && !asks) return 'goodbye';
  if (tokens <= 30 && THANKS.test(t) && !asks) return 'thanks';
  if (IDENTITY.test(t) || (SMALLTALK.test(t) && subject === 'general')) return 'smalltalk';
  if (asks) return 'question';
  if (AFFIRM.test(t) && answersOffer(prior)) return 'ask_reading';
  if (GREETING_START.test(t) && tokens <= 12 && feelings.length === 0 && subject === 'general')
    return 'greeting';
  if (feelings.length > 0 || subject !== 'general') return 'share_feeling';
  return 'smalltalk';
}

/**
 * How a companion will answer: the intent, the topic (the message's, else the conversation's
 * recent one) and whether a reader draws. Readers draw for a question about the user's own
 * situation, for a situation the member describes, or when asked for a reading: 1 card for a
 * quick yes-or-no, 3 (past, present, future) otherwise. No draw for a follow-up on cards already drawn, for questions about
 * tarot itself, or ever for 'support'.
 */
export function planReply(id: CompanionId, text: string, history: ChatTurn[]): ReplyPlan {
  const profile = companionProfile(id);
  const t = text.trim();
  let intent = detectIntent(t, history);
  // a bare "yes" to a listener's open question is not a request for cards
  if (!profile.canDraw && intent === 'ask_reading' && !DRAW_VERB.test(t) && !READING_ASK.test(t))
    intent = 'smalltalk';
  const prior = priorTurns(t, history);
  let topic = messageTopic(t);
  if (topic === 'general' && !['greeting', 'goodbye', 'thanks', 'smalltalk'].includes(intent)) {
    const drawn = intent === 'follow_up' ? lastDraw(prior) : null;
    const drawTopic = drawn?.question ? messageTopic(drawn.question) : 'general';
    topic = drawTopic !== 'general' ? drawTopic : recentTopic(prior);
  }
  let draw: DrawRequest | null = null;
  if (profile.canDraw) {
    const yesNo = YES_NO.test(t);
    if (intent === 'ask_reading') draw = { count: yesNo ? 1 : 3, reason: 'asked_for_reading' };
    // a situation the member describes (「深圳的工作工资高三成，但是要离开家人」) is read, not
    // only acknowledged
    else if (intent === 'share_feeling' && messageSubject(t) !== 'general' && !justRead(prior, t))
      draw = { count: 3, reason: 'shared_situation' };
    else if (
      intent === 'question' &&
      !isKnowledgeQuestion(t) &&
      (messageSubject(t) !== 'general' || PERSONAL.test(t) || FUTURE.test(t))
    )
      draw = yesNo ? { count: 1, reason: 'yes_no' } : { count: 3, reason: 'open_question' };
  }
  return { intent, topic, draw };
}
