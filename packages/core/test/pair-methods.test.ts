import { describe, expect, it } from 'vitest';
import { pillarAt } from '../src/bazi';
import {
  knownPillarsPair,
  mansionTone,
  methodsAgreement,
  METHODS,
  scoreTone,
  type Tone,
} from '../src/pair-methods';
import { expectClean, type LintSample } from './lint/rules';

const TONES: Tone[] = ['warm', 'mixed', 'testing'];

describe('the four methods in one sentence', () => {
  it('says one sentence for each of the 81 combinations, in both languages', () => {
    const samples: LintSample[] = [];
    for (let n = 0; n < 81; n++) {
      const tones = Object.fromEntries(
        METHODS.map((m, i) => [m, TONES[Math.floor(n / 3 ** i) % 3]!]),
      ) as Record<(typeof METHODS)[number], Tone>;
      const en = methodsAgreement(tones, 'en');
      const zh = methodsAgreement(tones, 'zh');
      expect(en.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(zh.match(/[。！？]/g)).toHaveLength(1);
      const same = METHODS.every((m) => tones[m] === tones.zodiac);
      expect(en.startsWith(same ? 'All four methods' : 'The four methods differ')).toBe(true);
      // every method is named where they differ
      if (!same)
        for (const word of ['zodiac', 'mansions', 'synastry', 'Four Pillars'])
          expect(en).toContain(word);
      samples.push(
        { text: en, lang: 'en', label: `${n}` },
        { text: zh, lang: 'zh', label: `${n}` },
      );
    }
    expect(expectClean(samples)).toBe(162);
  });

  it('names which way each method pulls', () => {
    const text = methodsAgreement(
      { zodiac: 'warm', mansions: 'warm', synastry: 'testing', bazi: 'mixed' },
      'en',
    );
    expect(text).toBe(
      'The four methods differ: the zodiac pairing and the lunar mansions look warm; synastry finds more friction; the Four Pillars sits in between — on balance a warm match, with a few places to watch.',
    );
    expect(
      methodsAgreement(
        { zodiac: 'testing', mansions: 'warm', synastry: 'testing', bazi: 'warm' },
        'zh',
      ),
    ).toBe(
      '四种方法看法不一：宿曜和八字偏暖，星座配对和合盘显示摩擦较多，两边各占一半，你们怎么相处才是关键。',
    );
  });

  it('reads scores and mansion relations as tones', () => {
    expect([80, 65, 64, 50, 49].map(scoreTone)).toEqual([
      'warm',
      'warm',
      'mixed',
      'mixed',
      'testing',
    ]);
    expect(mansionTone('prosperity')).toBe('warm');
    expect(mansionTone('danger')).toBe('mixed');
    expect(mansionTone('destruction')).toBe('testing');
  });

  it('leaves out the hour pillar of a person whose birth time is unknown', () => {
    // 甲子 year … the hour pillars 子 and 午 clash
    const a = [pillarAt(0), pillarAt(2), pillarAt(4), pillarAt(0)];
    const b = [pillarAt(1), pillarAt(3), pillarAt(5), pillarAt(6)];
    const both = knownPillarsPair(a, b, { a: true, b: true });
    const hourClash = both.contacts.find((c) => c.a === 'hour' && c.b === 'hour');
    expect(hourClash?.branches).toContain('冲');
    const unknown = knownPillarsPair(a, b, { a: true, b: false });
    expect(unknown.contacts.some((c) => c.b === 'hour')).toBe(false);
    expect(unknown.harmony).toBeGreaterThan(both.harmony);
  });
});
