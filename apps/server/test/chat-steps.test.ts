import { describe, expect, it } from 'vitest';
import { crisisReply, directiveNote, screenMessage } from '@starlit/core/companions';
import {
  fixedReply,
  messageOf,
  planExchange,
  requireOwnConversation,
  requirePayable,
} from '../src/modules/chat/reply-plan';
import { emptyContext, type ReplyContext } from '../src/modules/chat/repository';
import { DEFAULT_RULES } from '../src/modules/points/rules';
import { clockFrom } from '../src/modules/points/zone';

/** The steps of a companion's reply before its first chunk, each on its own inputs. */

const NOW = new Date('2026-03-01T12:00:00Z');
const clock = clockFrom({ clockZone: 'UTC', clockVip: null }, NOW);
const pricing = { deduction: 'chat_base' as const, rules: DEFAULT_RULES, clock };
const context = (over: Partial<ReplyContext> = {}): ReplyContext => ({
  ...emptyContext(),
  zone: 'UTC',
  ...over,
});

describe('requirePayable', () => {
  it('passes while today’s free allowance lasts, then needs the points', () => {
    const spent = [{ counter: 'free', period: '2026-03-01', used: 3 }];
    expect(() => requirePayable(context({ uses: [] }), pricing, NOW)).not.toThrow();
    expect(() => requirePayable(context({ uses: spent }), pricing, NOW)).toThrow(
      expect.objectContaining({ code: 1201 }),
    );
    expect(() => requirePayable(context({ uses: spent, balance: 15 }), pricing, NOW)).not.toThrow();
  });

  it('counts only the uses of the user’s today', () => {
    const yesterday = [{ counter: 'free', period: '2026-02-28', used: 3 }];
    expect(() => requirePayable(context({ uses: yesterday }), pricing, NOW)).not.toThrow();
  });
});

describe('requireOwnConversation', () => {
  it('refuses a conversation that is not the user’s with this companion (1001)', () => {
    const conversationId = '7c4e3f0e-6a55-4c1a-9d6e-2f1b8a3c5d7e';
    const message = { companionId: 'junior' as const, conversationId, text: 'hi' };
    expect(() => requireOwnConversation(context({ companionId: 'junior' }), message)).not.toThrow();
    for (const companionId of [null, 'senior'])
      expect(() => requireOwnConversation(context({ companionId }), message)).toThrow(
        expect.objectContaining({ code: 1001 }),
      );
    expect(() =>
      requireOwnConversation(context(), { companionId: 'junior', text: 'hi' }),
    ).not.toThrow();
  });
});

describe('messageOf', () => {
  it('reads the request’s healerId and msgGroup as the companion and the conversation', () => {
    const msgGroup = '7c4e3f0e-6a55-4c1a-9d6e-2f1b8a3c5d7e';
    expect(messageOf({ healerId: 'senior', msgGroup, text: 'hi' })).toEqual({
      companionId: 'senior',
      conversationId: msgGroup,
      text: 'hi',
    });
    expect(messageOf({ healerId: 'support', text: 'hello' })).toEqual({
      companionId: 'support',
      text: 'hello',
    });
  });
});

describe('fixedReply', () => {
  it('answers a crisis with the hotlines and a directive with its note, in the language', () => {
    expect(fixedReply({ kind: 'crisis' }, 'zh')).toBe(crisisReply('zh'));
    expect(fixedReply({ kind: 'directive', area: 'legal' }, 'en')).toBe(
      directiveNote('legal', 'en'),
    );
    expect(fixedReply({ kind: 'ok' }, 'en')).toBeNull();
  });
});

describe('planExchange', () => {
  const text = 'Will my relationship get better this year?';

  it('starts a new conversation, or goes on with the given one and its history', () => {
    const fresh = planExchange(
      'u1',
      { companionId: 'junior', text },
      { history: [], chart: null },
      {
        kind: 'ok',
      },
    );
    expect(fresh.exchange).toMatchObject({ fresh: true, userId: 'u1', companionId: 'junior' });
    const ids = [fresh.exchange.conversationId, fresh.exchange.user.id, fresh.exchange.replyId];
    expect(new Set(ids).size).toBe(3);
    const conversationId = '7c4e3f0e-6a55-4c1a-9d6e-2f1b8a3c5d7e';
    const history = [
      { role: 'user', text: 'hello', cards: [] },
      {
        role: 'assistant',
        text: 'hi',
        cards: [{ cardId: 'major-00', reversed: true, position: 'focus' }],
      },
    ];
    const chart = { sun: 4, moon: 9, rising: null };
    const next = planExchange(
      'u1',
      { companionId: 'junior', conversationId, text },
      { history, chart },
      { kind: 'ok' },
    );
    expect(next.exchange).toMatchObject({ conversationId, fresh: false });
    expect(next.task.kind === 'chat' && next.task.history).toEqual([
      { role: 'user', text: 'hello' },
      { role: 'assistant', text: 'hi', cards: [{ cardId: 0, reversed: true }] },
    ]);
    expect(next.task.kind === 'chat' && next.task.chart).toEqual(chart);
  });

  it('draws no cards for a reply the safety screen answers', () => {
    const crisis = 'I want to kill myself';
    const verdict = screenMessage(crisis);
    expect(verdict.kind).toBe('crisis');
    for (let i = 0; i < 20; i++) {
      const { exchange } = planExchange(
        'u1',
        { companionId: 'junior', text: crisis },
        { history: [], chart: null },
        verdict,
      );
      expect(exchange.cards).toEqual([]);
      expect(exchange.safety).toBe('crisis');
    }
  });
});
