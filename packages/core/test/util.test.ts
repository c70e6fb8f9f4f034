import { describe, expect, it } from 'vitest';
import { fill, fnv1a, pickBy } from '../src/util';

describe('fnv1a', () => {
  it('is 32-bit FNV-1a (the published test values)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('hashes UTF-16 code units, so Chinese text and emoji have stable values', () => {
    expect(fnv1a('星')).toBe(fnv1a('\u661f'));
    expect(fnv1a('星')).not.toBe(fnv1a('辰'));
    expect(Number.isInteger(fnv1a('😀'))).toBe(true);
    expect(fnv1a('😀')).toBeGreaterThanOrEqual(0);
  });
});

describe('pickBy', () => {
  it('picks the same variant for the same key, and refuses an empty list', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(pickBy(items, 'r1|intro')).toBe(items[fnv1a('r1|intro') % items.length]);
    expect(pickBy(items, 'r1|intro')).toBe(pickBy(items, 'r1|intro'));
    expect(() => pickBy([], 'slot')).toThrow(/slot/);
  });
});

describe('fill', () => {
  it('fills every slot, numbers included', () => {
    expect(fill('{a} and {b}, {a} again: {n}', { a: 'Sun', b: 'Moon', n: 3 })).toBe(
      'Sun and Moon, Sun again: 3',
    );
    expect(fill('没有槽位。', {})).toBe('没有槽位。');
  });

  it('never reads a value as a template', () => {
    expect(fill('你好，{nick}', { nick: '{nick}$&' })).toBe('你好，{nick}$&');
  });

  it('throws on a slot without a value, inherited keys included', () => {
    expect(() => fill('Hello {name}', {})).toThrow(/\{name\}/);
    expect(() => fill('{constructor}', {})).toThrow(RangeError);
    const loose = { name: undefined } as unknown as Record<string, string>;
    expect(() => fill('Hello {name}', loose)).toThrow(RangeError);
  });

  it('leaves braces that are not slots', () => {
    expect(fill('{ a } {} {a-b}', {})).toBe('{ a } {} {a-b}');
  });
});
