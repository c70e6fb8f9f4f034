import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  type ChatCard,
  type CompanionIdValue,
  type Healer,
  type Lang,
  type PreAiAnalysis,
} from '@starlit/contracts';
import {
  aiDisclosure,
  cardIdAt,
  COMPANION_PROFILES,
  companionProfile,
  companionText,
  dailyTip,
  dayPart,
  greeting,
  screenMessage,
  type ChatCard as CoreCard,
} from '@starlit/core/companions';
import { DECK, DECK_TEXT, SPREAD_TEXT } from '@starlit/core/tarot';
import type { DbOrTx } from '../../db/client';
import { tarotReadings } from '../../db/schema-readings';
import type { ChatCardRow } from '../../db/schema-chat';
import { quote } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import { userClock } from '../points/zone';
import { greetingNameOf } from '../account/repository';
import { readConfig } from '../settings/repository';
import * as repo from './repository';

/** A stored companion id (always one of ours; an unknown one reads as the junior reader). */
export const healerIdOf = (id: string): CompanionIdValue =>
  id === 'senior' || id === 'support' ? id : 'junior';

export async function healers(db: DbOrTx, lang: Lang): Promise<Healer[]> {
  const rules = await economyRules(db);
  return COMPANION_PROFILES.map((p) => {
    const text = companionText(p.id, lang);
    return {
      id: p.id,
      name: text.name,
      title: text.title,
      intro: text.intro,
      avatar: p.avatar,
      price: chargeRule(rules, p.deduction).cost,
      deduction: p.deduction,
      vipOnly: p.vipOnly,
      canDraw: p.canDraw,
      disclosure: aiDisclosure(p.id, lang),
    };
  });
}

export function tips(lang: Lang, date: string) {
  return {
    date,
    list: COMPANION_PROFILES.map((p) => ({ id: p.id, tip: dailyTip(p.id, lang, date) })),
  };
}

/** A first message for the time of day, the language and what the user did lately. */
export async function greetingFor(
  db: DbOrTx,
  userId: string,
  healerId: CompanionIdValue,
  hour: number | undefined,
  lang: Lang,
) {
  const [nickname, [reading], [chat]] = await Promise.all([
    greetingNameOf(db, userId),
    db
      .select({ spreadId: tarotReadings.spreadId, topic: tarotReadings.topic })
      .from(tarotReadings)
      .where(eq(tarotReadings.userId, userId))
      .orderBy(desc(tarotReadings.createdAt))
      .limit(1),
    repo.conversationsOf(db, userId, { healerId, limit: 1, offset: 0 }),
  ]);
  const clock = await userClock(db, userId, undefined);
  const localHour =
    hour ??
    Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: clock.zone,
      }).format(new Date()),
    );
  const daysAgo = chat
    ? Math.floor((Date.now() - chat.updatedAt.getTime()) / 86_400_000)
    : undefined;
  const text = greeting(healerId, lang, {
    part: dayPart(localHour),
    ...(nickname ? { nickname } : {}),
    recent: {
      ...(reading ? { lastReading: reading } : {}),
      ...(daysAgo !== undefined ? { lastChatDaysAgo: daysAgo } : {}),
    },
    seed: randomInt(2 ** 31),
  });
  return { text, disclosure: aiDisclosure(healerId, lang) };
}

/**
 * What the next message to a companion costs and whether the user can pay it. Given the
 * message's text, the screen chat/send runs first decides too: a crisis message or a directive
 * gets its fixed reply uncharged, so it needs no points and nothing to confirm.
 */
export async function preAnalysis(
  db: DbOrTx,
  userId: string,
  healerId: CompanionIdValue,
  text?: string,
): Promise<PreAiAnalysis> {
  const type = companionProfile(healerId).deduction;
  const clock = await userClock(db, userId, undefined);
  const [q, config] = await Promise.all([quote(db, userId, type, clock), readConfig(db, userId)]);
  const quoted: PreAiAnalysis = {
    type,
    cost: q.rule.cost,
    mode: q.mode,
    balance: q.balance,
    canPay: q.mode !== 'points' || q.balance >= q.rule.cost,
    muted: config?.pointsDeductionPrompt === false,
  };
  if (!text?.trim()) return quoted;
  const safety = screenMessage(text).kind;
  return safety === 'ok' ? { ...quoted, safety } : { ...quoted, safety, canPay: true };
}

/** Draws distinct cards with the server's CSPRNG, each upright or reversed by a fair coin. */
export function drawCards(count: number): CoreCard[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(randomInt(DECK.length));
  return [...picked].map((cardId) => ({ cardId, reversed: randomInt(2) === 1 }));
}

const POSITIONS: Record<number, { spread: 'single' | 'three'; ids: string[] }> = {
  1: { spread: 'single', ids: ['focus'] },
  3: { spread: 'three', ids: ['past', 'present', 'future'] },
};

export function cardRows(cards: CoreCard[]): ChatCardRow[] {
  const layout = POSITIONS[cards.length] ?? POSITIONS[3]!;
  return cards.map((c, i) => ({
    cardId: cardIdAt(c.cardId),
    reversed: c.reversed,
    position: layout.ids[i] ?? `card${i + 1}`,
  }));
}

export function cardView(rows: ChatCardRow[], lang: Lang): ChatCard[] {
  const layout = POSITIONS[rows.length] ?? POSITIONS[3]!;
  return rows.map((r) => ({
    cardId: r.cardId,
    reversed: r.reversed,
    position: r.position,
    positionName: SPREAD_TEXT[layout.spread][lang].positions[r.position]?.name ?? r.position,
    name: DECK_TEXT[lang][r.cardId]?.name ?? r.cardId,
  }));
}
