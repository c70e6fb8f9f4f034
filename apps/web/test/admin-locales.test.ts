import { describe, expect, it } from 'vitest';
import en from '../src/admin/locales/en.json';
import zh from '../src/admin/locales/zh.json';

type Tree = { [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : entries(value, `${prefix}${key}.`),
  );

describe('the console’s words', () => {
  it('has the same keys in both languages, none empty', () => {
    const a = entries(en as Tree);
    const b = entries(zh as Tree);
    expect(a.map(([k]) => k).sort()).toEqual(b.map(([k]) => k).sort());
    expect([...a, ...b].filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('writes Chinese with full-width punctuation and 你, English without Chinese', () => {
    const halfWidth = /[\u4e00-\u9fff][(),:;!?]|[(),:;!?][\u4e00-\u9fff]/;
    expect(entries(zh as Tree).filter(([, v]) => halfWidth.test(v) || v.includes('您'))).toEqual(
      [],
    );
    // the language switch names the other language in that language (中文)
    const chinese = entries(en as Tree).filter(([, v]) => /[\u4e00-\u9fff]/.test(v));
    expect(chinese.map(([k]) => k)).toEqual(['common.otherLanguage']);
  });
});
