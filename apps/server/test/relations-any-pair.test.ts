import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateProfiles } from '../src/modules/profiles/cache';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf } from './support/economy';
import { couple } from './support/relations';

const t = useTestApp();

/** Words that would tell a reader the two are a man and a woman, or a romantic couple. */
const GENDERED = {
  en: /\b(he|she|him|his|hers|husband|wife|boyfriend|girlfriend|man|woman)\b/i,
  zh: /[他她]|男方|女方|男友|女友|老公|老婆|丈夫|妻子|男朋友|女朋友/,
};
const words = (sections: Array<{ title: string; text: string }>) =>
  sections.map((s) => `${s.title}\n${s.text}`).join('\n');

/** Synastry (locked, unlocked) and the deep report (preview, unlock) of a pair, in a language. */
async function readAll(
  m: Awaited<ReturnType<typeof couple>>,
  pair: { archive_a: number; archive_b: number },
  lang: 'en' | 'zh',
) {
  const body = { ...pair, lang };
  const locked = await m.c.post('serendipity/together', body, m.token);
  const unlocked = await m.c.post('unlock/serendipity/together', body, m.token);
  const preview = await m.c.post('depth/report', body, m.token);
  const deep = await m.c.post('unlock/depth/report', body, m.token);
  const pairing = await m.c.post(
    'constellation/pairing',
    { people: [{ archive_id: pair.archive_a }, { archive_id: pair.archive_b }], lang },
    m.token,
  );
  const ties = await m.c.post('stellarTies', body, m.token);
  for (const r of [locked, unlocked, preview, deep, pairing, ties]) expect(r.code, r.msg).toBe(200);
  return { locked, unlocked, preview, deep, pairing, ties };
}

describe('relationship readings read any two profiles', () => {
  it('two women: synastry, its unlock and the deep report, in both languages', async () => {
    const m = await couple(t, 1000);
    // the own profile and the sister are both entered as women
    const pair = { archive_a: m.her, archive_b: m.sister };
    const before = await balanceOf(m.c, m.token);
    for (const lang of ['en', 'zh'] as const) {
      const r = await readAll(m, pair, lang);
      // locked until the first language's unlock
      expect(r.locked.data.unlocked).toBe(lang === 'zh');
      expect(r.locked.data.people.map((p: { gender: number }) => p.gender)).toEqual([2, 2]);
      expect(r.unlocked.data.unlocked).toBe(true);
      expect(r.unlocked.data.sections.length).toBeGreaterThan(3);
      expect(r.preview.data.unlocked).toBe(lang === 'zh');
      expect(r.deep.data.unlocked).toBe(true);
      expect(r.deep.data.sections.length).toBeGreaterThan(3);
      const text = [
        words(r.unlocked.data.sections),
        words(r.deep.data.sections),
        r.pairing.data.summary,
        ...r.pairing.data.strengths,
        ...r.pairing.data.frictions,
        r.pairing.data.advice,
        r.ties.data.summary,
        r.ties.data.aToB.text,
        r.ties.data.bToA.text,
        r.ties.data.advice,
      ].join('\n');
      expect(text.replace(/Kai|Yu|Lin/g, ''), lang).not.toMatch(GENDERED[lang]);
    }
    // each unlocked once, whatever the language
    expect(await balanceOf(m.c, m.token)).toBe(before - 120 - 120);
  });

  it('two men, and two profiles with no gender stored, read the same as any pair', async () => {
    const m = await couple(t, 1000);
    await execSql(t, sql`update profiles set gender = 1 where id in (${m.her}, ${m.him})`);
    await invalidateProfiles(t.database.db, m.userId);
    const men = await readAll(m, { archive_a: m.him, archive_b: m.her }, 'en');
    expect(men.unlocked.data.people.map((p: { gender: number }) => p.gender)).toEqual([1, 1]);
    expect(men.deep.data.people.map((p: { gender: number }) => p.gender)).toEqual([1, 1]);

    await execSql(t, sql`update profiles set gender = 0 where id in (${m.him}, ${m.sister})`);
    await invalidateProfiles(t.database.db, m.userId);
    const none = await readAll(m, { archive_a: m.him, archive_b: m.sister }, 'zh');
    for (const r of [none.locked, none.unlocked, none.preview, none.deep])
      expect(r.data.people.map((p: { gender: number | null }) => p.gender)).toEqual([null, null]);
    expect(none.unlocked.data.sections.length).toBeGreaterThan(3);
    const history = await m.c.get('depth/report/history', m.token);
    expect(history.data.list).toHaveLength(2);
  });
});
