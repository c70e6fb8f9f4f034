import { SPREAD_TEXT } from '../tarot/content';
import { spreadById } from '../tarot/spreads';
import type { Topic } from '../tarot/types';
import { fill } from '../util';
import { COMPANION_CONTENT } from './content';
import { companionProfile } from './profiles';
import type { CompanionId, CompanionLang, DayPart, RecentActivity } from './types';
import { joinChunks, pick } from './util';

/** Morning 5–11, afternoon 12–17, evening 18–21, night 22–4 (local hours; wraps past 24). */
export function dayPart(localHour: number): DayPart {
  if (!Number.isFinite(localHour)) throw new RangeError(`not an hour: ${localHour}`);
  const h = ((Math.floor(localHour) % 24) + 24) % 24;
  if (h >= 5 && h < 12) return 'morning';
  if (h >= 12 && h < 18) return 'afternoon';
  if (h >= 18 && h < 22) return 'evening';
  return 'night';
}

const TOPICS: readonly Topic[] = ['general', 'love', 'career', 'money', 'health', 'study'];

export const asTopic = (topic: string): Topic =>
  (TOPICS as readonly string[]).includes(topic) ? (topic as Topic) : 'general';

/** A nickname fit to put in a sentence: trimmed, no control characters, at most 16 characters. */
function cleanNickname(nickname: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (nickname ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(clean).slice(0, 16).join('');
}

/**
 * A companion's first message: a hello for the time of day (with the nickname), a line for
 * what the user did recently (coming back after some days, their last reading, today's
 * fortune) and an invitation that ends with a question. Deterministic for a seed.
 */
export function greeting(
  id: CompanionId,
  lang: CompanionLang,
  ctx: { part: DayPart; nickname?: string; recent?: RecentActivity; seed: number },
): string {
  companionProfile(id);
  const content = COMPANION_CONTENT[lang];
  const g = content.greetings[id];
  const { part, seed, recent } = ctx;
  const nickname = cleanNickname(ctx.nickname);
  const nick = nickname ? `${lang === 'zh' ? '，' : ', '}${nickname}` : '';
  const chunks = [fill(pick(g.hello[part], seed, 'hello'), { nick })];

  const days = recent?.lastChatDaysAgo;
  if (days !== undefined && Number.isFinite(days) && days >= 0) {
    const d = Math.floor(days);
    const bucket = d === 0 ? g.back.today : d < 7 ? g.back.recent : g.back.long;
    chunks.push(fill(pick(bucket, seed, 'back'), { days: d }));
  }
  if (recent?.lastReading) {
    const spread = spreadById(recent.lastReading.spreadId);
    chunks.push(
      fill(pick(g.lastReading, seed, 'reading'), {
        spread: spread
          ? fill(content.common.spread, {
              spread: SPREAD_TEXT[spread.id][lang].name.replace(/ reading$/i, ''),
            })
          : content.common.someReading,
        topic: content.common.topic[asTopic(recent.lastReading.topic)],
      }),
    );
  }
  const score = recent?.fortuneOverall;
  if (score !== undefined && Number.isFinite(score)) {
    const band = score >= 70 ? 'high' : score >= 45 ? 'mid' : 'low';
    chunks.push(pick(g.fortune[band], seed, 'fortune'));
  }
  chunks.push(pick(g.invite[part], seed, 'invite'));
  return joinChunks(chunks, lang);
}
