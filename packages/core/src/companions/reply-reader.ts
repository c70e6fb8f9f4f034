import { fill } from '../util';
import { keysAreStep } from '../tarot';
import { mentionedCards, viewCard } from './cards';
import { COMPANION_CONTENT, type ReaderText, type SeniorText } from './content';
import type { ReplyContext } from './context';
import { isKnowledgeQuestion } from './intent';
import { IDENTITY } from './lexicon';
import { answerChunk } from './reader-answer';
import { ackFor, adviceFor, situationChunk, subjectWord, tradeoffReading } from './reader-details';
import { ORDINALS, POSITIONS, TAROT_META } from './lexicon-cards';
import {
  HARD_CARDS,
  cardChunk,
  join,
  keywordPair,
  keywords,
  meaning,
  patterns,
  place,
  positionsFor,
  threadChunk,
  type ReaderId,
} from './reader-cards';
import type { ChatCard } from './types';
import { pick, sentences } from './util';

function opening(t: ReaderText, c: ReplyContext): string[] {
  const out: string[] = [];
  if (c.hard.length || c.good.length)
    out.push(
      fill(pick(c.hard.length ? t.feelings.hard : t.feelings.good, c.seed, 'feel'), {
        feelings: c.feelingWords,
      }),
    );
  if (c.earlier) {
    const topic = COMPANION_CONTENT[c.lang].common.topic[c.earlier.topic];
    out.push(
      fill(pick(t.memoryTopic[c.earlier.same ? 'same' : 'other'], c.seed, 'mem'), { topic }),
    );
  }
  return out;
}

/** A new draw read for the question. */
function reading(id: ReaderId, c: ReplyContext, drawn: ChatCard[]): string[] {
  const t = COMPANION_CONTENT[c.lang][id];
  const cards = place(drawn, c.lang);
  const s = c.seed;
  const chunks = [ackFor(t, c)];
  const situation = situationChunk(c);
  if (situation) chunks.push(situation);
  chunks.push(...opening(t, c));
  const before = c.drawnBefore?.cards[c.drawnBefore.cards.length - 1];
  if (before) {
    const card = viewCard(before, c.lang).text.name;
    chunks.push(
      id === 'senior'
        ? fill(pick((t as SeniorText).echo, s, 'echo'), { card, newCard: cards[0]!.text.name })
        : fill(pick(t.memoryCards, s, 'memcards'), { card }),
    );
  }
  const one = cards.length === 1;
  chunks.push(
    fill(pick(one ? t.drawIntro.one : t.drawIntro.three, s, 'intro'), { question: c.question }),
  );
  cards.forEach((card, i) => chunks.push(cardChunk(id, t, c, card, i)));
  const last = cards[cards.length - 1]!;
  if (one) {
    const hard = HARD_CARDS.has(last.meta.id);
    const verdict = last.reversed ? 'maybe' : hard ? 'notYet' : 'yes';
    chunks.push(fill(pick(t.yesNo[verdict], s, 'yesno'), { card: last.text.name }));
  }
  const answer = answerChunk(c, cards);
  if (answer) chunks.push(answer);
  const weighed = tradeoffReading(c, cards);
  if (weighed) chunks.push(weighed);
  if (id === 'senior') {
    const thread = threadChunk(t as SeniorText, c, cards);
    if (thread) chunks.push(thread);
    chunks.push(...patterns(t as SeniorText, c, cards));
  }
  if (!one)
    chunks.push(
      // a card whose keys are a trouble is named as one to watch, never as what to do
      fill(
        keysAreStep({ cardId: last.meta.id, reversed: last.reversed })
          ? pick(t.link[c.topic], s, 'link')
          : pick(t.linkWatch, s, 'link'),
        {
          card: last.text.name,
          keywords: keywordPair(last, c.lang),
          question: c.question,
        },
      ),
    );
  chunks.push(adviceFor(t, c));
  chunks.push(pick(one ? t.ask.yesNo : t.ask.reading, s, 'ask'));
  return chunks;
}

/** Which of the drawn cards the message points at, if any. */
function targetCard(text: string, cards: readonly ChatCard[]): number {
  const mentioned = mentionedCards(text);
  const byName = cards.findIndex((card) => mentioned.includes(card.cardId));
  if (byName >= 0) return byName;
  for (const [re, index] of ORDINALS)
    if (re.test(text)) {
      const i = index < 0 ? cards.length - 1 : index;
      if (i < cards.length) return i;
    }
  const positions = positionsFor(cards.length);
  for (const [re, position] of POSITIONS)
    if (re.test(text) && positions.includes(position)) return positions.indexOf(position);
  return -1;
}

/** About cards drawn earlier: one card in depth, or the draw as a whole with advice. */
function followUp(id: ReaderId, c: ReplyContext, drawn: ChatCard[]): string[] {
  const t = COMPANION_CONTENT[c.lang][id];
  const cards = place(drawn, c.lang);
  const s = c.seed;
  const i = targetCard(c.text, drawn);
  const chunks: string[] = [];
  if (i >= 0) {
    const card = cards[i]!;
    chunks.push(fill(pick(t.followCard, s, 'follow'), { card: card.text.name, place: card.place }));
    const text = meaning(card, c.topic);
    const notes = fill(pick(t.keywords, s, 'kw'), { keywords: keywordPair(card, c.lang) });
    chunks.push(
      id === 'junior'
        ? join([...sentences(text, c.lang).slice(0, 2), notes], c.lang)
        : join([text, notes], c.lang),
    );
    const other = cards[i + 1] ?? cards[i - 1];
    if (id === 'senior' && other)
      chunks.push(
        fill(pick((t as SeniorText).beside, s, 'beside'), {
          card: card.text.name,
          other: other.text.name,
          kother: keywords(other, c.lang, 1),
        }),
      );
  } else {
    const topic = COMPANION_CONTENT[c.lang].common.topic[c.topic];
    chunks.push(fill(pick(t.followAll, s, 'follow'), { topic }));
    const lines = cards.map((card) =>
      fill(pick(t.followLine, s, 'line'), {
        card: card.text.name,
        place: card.place,
        keywords: keywordPair(card, c.lang),
      }),
    );
    chunks.push(join(lines, c.lang));
    if (id === 'senior') {
      const thread = threadChunk(t as SeniorText, c, cards);
      if (thread) chunks.push(thread);
    }
    chunks.push(adviceFor(t, c));
  }
  chunks.push(pick(t.ask.followUp, s, 'ask'));
  return chunks;
}

/** A question about a card itself: what it means upright and reversed. */
function explainCard(id: ReaderId, c: ReplyContext, index: number): string[] {
  const t = COMPANION_CONTENT[c.lang][id];
  const card = viewCard({ cardId: index, reversed: false }, c.lang);
  const text = meaning(card, c.topic);
  const reversed = { ...card, reversed: true };
  return [
    fill(pick(t.explain, c.seed, 'explain'), { card: card.text.name }),
    id === 'junior' ? join(sentences(text, c.lang).slice(0, 2), c.lang) : text,
    fill(pick(t.explainReversed, c.seed, 'rev'), { keywords: keywordPair(reversed, c.lang) }),
    pick(t.ask.card, c.seed, 'ask'),
  ];
}

export function readerReply(
  id: ReaderId,
  c: ReplyContext,
  cards: ChatCard[] | undefined,
): string[] {
  const t = COMPANION_CONTENT[c.lang][id];
  const s = c.seed;
  const topic = subjectWord(c);
  const lastCards = c.drawnBefore?.cards;
  switch (c.plan.intent) {
    case 'greeting':
      return [pick(t.greetBack, s, 'hello'), pick(t.ask.greeting, s, 'ask')];
    case 'thanks': {
      const chunks = [pick(t.thanks, s, 'thanks')];
      const card = lastCards?.[lastCards.length - 1];
      if (card)
        chunks.push(
          fill(pick(t.thanksCard, s, 'card'), { card: viewCard(card, c.lang).text.name }),
        );
      return [...chunks, pick(t.ask.thanks, s, 'ask')];
    }
    case 'goodbye':
      return [pick(t.goodbye, s, 'bye')];
    case 'smalltalk':
      return [
        pick(IDENTITY.test(c.text) ? t.identity : t.smalltalk, s, 'small'),
        pick(t.ask.smalltalk, s, 'ask'),
      ];
    case 'share_feeling': {
      // a situation described is read at once; a feeling alone is heard (and not charged)
      if (c.plan.draw && cards?.length) return reading(id, c, cards);
      const chunks = opening(t, c);
      if (!c.hard.length && !c.good.length)
        chunks.unshift(fill(pick(t.hear, s, 'hear'), { topic }));
      return [...chunks, pick(t.ask.feeling, s, 'ask')];
    }
    case 'follow_up':
      if (lastCards?.length) return followUp(id, c, lastCards);
      break;
    default:
      break;
  }
  if (c.plan.draw) {
    if (cards?.length) return reading(id, c, cards);
    return [pick(t.noCards, s, 'nocards'), pick(t.ask.offer, s, 'ask')];
  }
  if (TAROT_META.test(c.text))
    return [pick(t.aboutTarot, s, 'about'), pick(t.ask.smalltalk, s, 'ask')];
  const named = isKnowledgeQuestion(c.text) ? mentionedCards(c.text)[0] : undefined;
  if (named !== undefined) return explainCard(id, c, named);
  return [
    ...opening(t, c),
    fill(pick(t.offer, s, 'offer'), { topic }),
    pick(t.ask.offer, s, 'ask'),
  ];
}
