import { messageSubject, messageTopic, type Subject } from './topic';
import { messageDetails, type Details } from './details';
import type { Topic } from '../tarot/types';
import { COMPANION_CONTENT } from './content';
import { estimateTokens } from './history';
import { detectFeelings } from './feelings';
import { AFFIRM } from './lexicon';
import { earlierTopic, lastDraw, priorTurns, type DrawnBefore } from './memory';
import {
  GOOD_FEELINGS,
  type ChatCard,
  type ChatTurn,
  type CompanionLang,
  type Feeling,
  type ReplyPlan,
} from './types';
import { hasCjk, joinList } from './util';

export interface ReplyInput {
  text: string;
  history: ChatTurn[];
  plan: ReplyPlan;
  cards?: ChatCard[];
  seed: number;
}

/** What a reply draws on: the message, its feelings, the conversation before it. */
export interface ReplyContext {
  lang: CompanionLang;
  seed: number;
  text: string;
  topic: Topic;
  /** the topic of the message itself (the plan's may come from earlier turns) */
  own: Topic;
  /** what the message is about, family included; the plan's topic when it names none */
  subject: Subject;
  /** the person, trade-off and self-doubt in the message */
  details: Details;
  plan: ReplyPlan;
  prior: ChatTurn[];
  /** the turns before the message answered (before the offer, after a "yes") */
  before: ChatTurn[];
  hard: Feeling[];
  good: Feeling[];
  /** the feelings as words of the reply's language ("anxious and worn out") */
  feelingWords: string;
  earlier: { topic: Topic; same: boolean } | null;
  drawnBefore: DrawnBefore | null;
  /** the question quoted, or "your question" when it is long or in the other language */
  question: string;
  /** the question as the person wrote it (after "yes" to an offer: the message before it) */
  asked: string;
}

function quote(text: string, lang: CompanionLang): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t || estimateTokens(t) > 30) return null;
  if (hasCjk(t) !== (lang === 'zh')) return null;
  return `“${t.replace(/[“”"]/g, '')}”`;
}

/** After "yes" to an offer to draw, the question is the user's message before the offer. */
function askedAbout(text: string, prior: ChatTurn[], plan: ReplyPlan) {
  if (plan.intent === 'ask_reading' && AFFIRM.test(text.trim()))
    for (let i = prior.length - 1; i >= 0; i--)
      if (prior[i]!.role === 'user') return { asked: prior[i]!.text, before: prior.slice(0, i) };
  return { asked: text, before: prior };
}

const subjectOf = (text: string, topic: Topic): Subject => {
  const own = messageSubject(text);
  return own === 'general' ? topic : own;
};

/**
 * What was said before that is worth bringing back: not the same topic the member raised in
 * the turn just before (saying "you brought this up earlier" about the last message is noise).
 */
function freshMemory(before: ChatTurn[], topic: Topic): ReplyContext['earlier'] {
  const earlier = earlierTopic(before, topic);
  if (!earlier?.same) return earlier;
  const last = [...before].reverse().find((turn) => turn.role === 'user');
  return last && messageTopic(last.text) === topic ? null : earlier;
}

export function replyContext(lang: CompanionLang, input: ReplyInput): ReplyContext {
  const prior = priorTurns(input.text, input.history);
  const { asked, before } = askedAbout(input.text, prior, input.plan);
  const feelings = detectFeelings(asked);
  const hard = feelings.filter((f) => !GOOD_FEELINGS.includes(f));
  const good = feelings.filter((f) => GOOD_FEELINGS.includes(f));
  const shown = (hard.length ? hard : good).slice(0, 2);
  const words = COMPANION_CONTENT[lang].common.feeling;
  return {
    lang,
    seed: input.seed,
    text: input.text.trim(),
    topic: input.plan.topic,
    own: messageTopic(asked),
    subject: subjectOf(asked, input.plan.topic),
    details: messageDetails(asked, lang),
    plan: input.plan,
    prior,
    before,
    hard,
    good,
    feelingWords: joinList(
      shown.map((f) => words[f]),
      lang,
    ),
    earlier: freshMemory(before, input.plan.topic),
    drawnBefore: lastDraw(prior),
    question: quote(asked, lang) ?? COMPANION_CONTENT[lang].common.yourQuestion,
    asked: asked.trim(),
  };
}
