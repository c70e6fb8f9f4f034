import { describe, expect, it } from 'vitest';
import {
  COMPANION_CONTENT,
  COMPANION_PROFILES,
  cardIdAt,
  cardIndexOf,
  companionText,
  dailyTip,
  dayPart,
  detectIntent,
  greeting,
  planReply,
  type ChatTurn,
  type CompanionId,
  type Intent,
} from '../src/companions';
import { DECK } from '../src/tarot';

const IDS: CompanionId[] = ['junior', 'senior', 'support'];
const LANGS = ['en', 'zh'] as const;
const CJK = /[\u3400-\u9fff]/;
/** Han or CJK punctuation ('「{spread}」' is Chinese too). */
const CJK_TEXT = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Every string in a nested content object. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('companion profiles and texts', () => {
  it('has the three companions with their deduction types and avatars', () => {
    expect(COMPANION_PROFILES.map((p) => [p.id, p.deduction, p.canDraw, p.vipOnly])).toEqual([
      ['junior', 'chat_base', true, false],
      ['senior', 'chat_advanced', true, false],
      ['support', 'chat_base', false, false],
    ]);
    for (const p of COMPANION_PROFILES) expect(p.avatar).toBe(`/companions/${p.id}.svg`);
  });

  it('names, introduces and describes every companion in both languages', () => {
    expect(companionText('junior', 'en').name).toBe('Mira');
    expect(companionText('junior', 'zh').name).toBe('米拉');
    expect(companionText('senior', 'en').name).toBe('Orion');
    expect(companionText('senior', 'zh').name).toBe('奥里昂');
    expect(companionText('support', 'en').name).toBe('Sunny');
    expect(companionText('support', 'zh').name).toBe('暖阳');
    for (const id of IDS)
      for (const lang of LANGS) {
        const t = companionText(id, lang);
        for (const field of [t.name, t.title, t.intro, t.persona])
          expect(field.trim()).not.toBe('');
        expect(t.persona.length).toBeGreaterThan(200);
        // every persona discloses that it is an AI
        expect(t.persona).toMatch(/\bAI\b/);
      }
    expect(companionText('support', 'en').persona).toMatch(/not a therapist/);
    expect(companionText('support', 'zh').persona).toMatch(/不是心理治疗师/);
  });

  it('has no placeholder or stray language in any text', () => {
    for (const lang of LANGS)
      for (const [path, text] of strings(COMPANION_CONTENT[lang])) {
        expect(text.trim(), path).not.toBe('');
        expect(text, path).not.toMatch(/lorem|TODO|TBD|xxx/i);
        // placeholders are only the composer's own {names}
        for (const m of text.matchAll(/\{(\w*)\}/g)) expect(m[1], path).toMatch(/^[a-z]+$/i);
        if (lang === 'en') expect(text, path).not.toMatch(CJK);
        else expect(text, path).toMatch(CJK_TEXT);
      }
  });

  it('maps chat card numbers to deck ids and back', () => {
    expect(cardIdAt(0)).toBe('major-00');
    expect(cardIdAt(77)).toBe(DECK[77]!.id);
    expect(cardIndexOf('major-21')).toBe(21);
    expect(cardIndexOf('nope')).toBe(-1);
    expect(() => cardIdAt(78)).toThrow(RangeError);
    expect(() => cardIdAt(1.5)).toThrow(RangeError);
  });
});

describe('daily tips', () => {
  it('has at least 14 tips per companion and language, all different', () => {
    for (const lang of LANGS)
      for (const id of IDS) {
        const tips = COMPANION_CONTENT[lang].tips[id];
        expect(tips.length).toBeGreaterThanOrEqual(14);
        expect(new Set(tips).size).toBe(tips.length);
      }
  });

  it('is the same all day and changes from day to day', () => {
    for (const lang of LANGS)
      for (const id of IDS) {
        expect(dailyTip(id, lang, '2026-03-01')).toBe(dailyTip(id, lang, '2026-03-01'));
        const fortnight = Array.from({ length: 14 }, (_, i) =>
          dailyTip(id, lang, `2026-03-${String(i + 1).padStart(2, '0')}`),
        );
        expect(new Set(fortnight).size).toBe(14);
        expect(COMPANION_CONTENT[lang].tips[id]).toContain(fortnight[0]);
      }
    // across a month boundary and a year boundary too
    expect(dailyTip('junior', 'en', '2025-12-31')).not.toBe(dailyTip('junior', 'en', '2026-01-01'));
  });

  it('refuses a day that is not YYYY-MM-DD or not real', () => {
    expect(() => dailyTip('junior', 'en', '2026-2-1')).toThrow(RangeError);
    expect(() => dailyTip('junior', 'en', '2026-02-30')).toThrow(RangeError);
    expect(() => dailyTip('junior', 'en', 'today')).toThrow(RangeError);
  });
});

describe('greetings', () => {
  it('splits the day at 5, 12, 18 and 22', () => {
    const table: Array<[number, string]> = [
      [0, 'night'],
      [4, 'night'],
      [5, 'morning'],
      [11, 'morning'],
      [11.9, 'morning'],
      [12, 'afternoon'],
      [17, 'afternoon'],
      [18, 'evening'],
      [21, 'evening'],
      [22, 'night'],
      [23, 'night'],
      [24, 'night'],
      [29, 'morning'],
      [-1, 'night'],
    ];
    for (const [hour, part] of table) expect(dayPart(hour), String(hour)).toBe(part);
    expect(() => dayPart(Number.NaN)).toThrow(RangeError);
  });

  it('fits the time of day, the language and the nickname, and ends with a question', () => {
    for (const id of IDS) {
      const morning = greeting(id, 'en', { part: 'morning', nickname: 'Lin', seed: 1 });
      const night = greeting(id, 'en', { part: 'night', nickname: 'Lin', seed: 1 });
      expect(morning).not.toBe(night);
      expect(morning).toContain('Lin');
      expect(morning).not.toMatch(CJK);
      expect(morning).toMatch(/\?$/);
      const zh = greeting(id, 'zh', { part: 'morning', nickname: '小林', seed: 1 });
      expect(zh).toMatch(CJK);
      expect(zh).toContain('小林');
      expect(zh).toMatch(/？$/);
      expect(greeting(id, 'en', { part: 'evening', seed: 9 })).toBe(
        greeting(id, 'en', { part: 'evening', seed: 9 }),
      );
    }
    expect(greeting('junior', 'en', { part: 'morning', seed: 1 })).toMatch(
      /^(Good morning|Morning)!/,
    );
  });

  it('speaks of what the user did recently', () => {
    const plain = greeting('junior', 'en', { part: 'afternoon', seed: 3 });
    const recent = greeting('junior', 'en', {
      part: 'afternoon',
      seed: 3,
      recent: { lastReading: { spreadId: 'celticCross', topic: 'career' }, lastChatDaysAgo: 12 },
    });
    expect(recent).not.toBe(plain);
    expect(recent).toContain('Celtic cross');
    expect(recent).toContain('your work');
    expect(recent).toContain('12');
    const zh = greeting('senior', 'zh', {
      part: 'evening',
      seed: 3,
      recent: { lastReading: { spreadId: 'three', topic: 'love' }, fortuneOverall: 20 },
    });
    expect(zh).toContain('三张牌');
    expect(zh).toContain('感情');
    const high = greeting('support', 'en', {
      part: 'morning',
      seed: 3,
      recent: { fortuneOverall: 90 },
    });
    const low = greeting('support', 'en', {
      part: 'morning',
      seed: 3,
      recent: { fortuneOverall: 10 },
    });
    expect(high).not.toBe(low);
    // an unknown spread or topic still reads naturally
    const odd = greeting('junior', 'en', {
      part: 'night',
      seed: 3,
      recent: { lastReading: { spreadId: 'nope', topic: 'weird' } },
    });
    expect(odd).toContain('a reading');
    expect(odd).not.toMatch(/\{|undefined/);
  });
});

const drawn: ChatTurn[] = [
  { role: 'user', text: 'Will I get the job?' },
  {
    role: 'assistant',
    text: 'Here are your three cards…',
    cards: [
      { cardId: 27, reversed: false },
      { cardId: 31, reversed: true },
      { cardId: 55, reversed: false },
    ],
  },
];
const drawnZh: ChatTurn[] = [{ role: 'user', text: '我能拿到这份工作吗？' }, drawn[1]!];

describe('intent and plan', () => {
  it('reads the intent of zh and en messages', () => {
    const table: Array<[string, ChatTurn[], Intent]> = [
      ['hi!', [], 'greeting'],
      ['Good evening', [], 'greeting'],
      ['你好', [], 'greeting'],
      ['thanks!', [], 'thanks'],
      ['谢谢你！', [], 'thanks'],
      ['bye, talk later', [], 'goodbye'],
      ['晚安', [], 'goodbye'],
      ['how are you?', [], 'smalltalk'],
      ['你是真人吗？', [], 'smalltalk'],
      ['are you a real therapist?', [], 'smalltalk'],
      ['can you draw a card for me', [], 'ask_reading'],
      ['帮我抽三张牌看看感情', [], 'ask_reading'],
      ['will I get the job?', [], 'question'],
      ['我能拿到这份工作吗？', [], 'question'],
      ['yes or no: should I text him?', [], 'question'],
      ['I feel so lonely lately', [], 'share_feeling'],
      ['最近压力好大，睡不着', [], 'share_feeling'],
      ['I have an interview tomorrow', [], 'share_feeling'],
      ['what does the second card mean?', drawn, 'follow_up'],
      ['第二张牌是什么意思？', drawnZh, 'follow_up'],
      ['so what should I do?', drawn, 'follow_up'],
      ['and the last one?', drawn, 'follow_up'],
      ['the weather is nice', [], 'smalltalk'],
    ];
    for (const [text, history, intent] of table)
      expect(detectIntent(text, history), text).toBe(intent);
  });

  it('lets readers draw 3 for open questions, 1 for yes-or-no, none otherwise', () => {
    const table: Array<[CompanionId, string, ChatTurn[], 1 | 3 | null]> = [
      ['junior', 'will I get the job?', [], 3],
      ['senior', 'will I get the job?', [], 3],
      ['junior', '我能拿到这份工作吗？', [], 3],
      ['junior', 'yes or no: should I text him?', [], 1],
      ['senior', '是或否：我该主动联系他吗？', [], 1],
      ['junior', 'draw a card for me', [], 1],
      ['senior', 'can you do a reading on my career?', [], 3],
      ['junior', 'thanks!', [], null],
      ['junior', '谢谢！', [], null],
      ['junior', 'hello', [], null],
      ['junior', 'what does the Tower mean?', [], null],
      ['senior', 'how does tarot work?', [], null],
      ['support', 'will I get the job?', [], null],
      ['support', 'please draw three cards for me', [], null],
      ['junior', 'what does the second card mean?', drawn, null],
      ['senior', '第二张牌是什么意思？', drawnZh, null],
    ];
    for (const [id, text, history, count] of table) {
      const plan = planReply(id, text, history);
      expect(plan.draw?.count ?? null, `${id}: ${text}`).toBe(count);
    }
    expect(planReply('junior', 'yes or no: should I text him?', []).draw?.reason).toBe('yes_no');
    expect(planReply('junior', 'will I get the job?', []).draw?.reason).toBe('open_question');
  });

  it('gives the topic of the message, or of the conversation when it has none', () => {
    expect(planReply('junior', 'will I get the job?', []).topic).toBe('career');
    expect(planReply('senior', 'what does the second card mean?', drawn)).toEqual({
      intent: 'follow_up',
      topic: 'career',
      draw: null,
    });
    const love: ChatTurn[] = [
      { role: 'user', text: 'My boyfriend has been distant' },
      { role: 'assistant', text: 'That sounds hard. Shall I draw on it?' },
    ];
    expect(planReply('junior', 'will it get better?', love).topic).toBe('love');
    // "yes" to the offer is a request for the reading, on the earlier topic
    expect(planReply('junior', 'yes', love)).toMatchObject({
      intent: 'ask_reading',
      topic: 'love',
      draw: { count: 3 },
    });
    expect(planReply('support', 'yes', love).draw).toBeNull();
  });
});
