import { describe, expect, it } from 'vitest';
import { DEEP_TEXT, RELATIONSHIP_TEXT } from '@starlit/core/astro';
import { useTestApp } from './support/app';
import { balanceOf, ledgerFacts, member } from './support/economy';
import { couple } from './support/relations';

const t = useTestApp();

/** The sentences of a text worth comparing (en ≥ 20 characters, zh ≥ 10), without bold marks. */
function sentencesOf(text: string, lang: 'en' | 'zh'): string[] {
  const parts = text
    .replace(/\*\*/g, '')
    .split(lang === 'zh' ? /(?<=[。！？])|\n+/u : /(?<=[.!?])\s+|\n+/u);
  return parts.map((s) => s.trim()).filter((s) => s.length >= (lang === 'zh' ? 10 : 20));
}

describe('synastry (serendipity together)', () => {
  it('refuses one profile twice, an unknown one and another member’s', async () => {
    const m = await couple(t);
    const together = (archive_a: number, archive_b: number) =>
      m.c.post('serendipity/together', { archive_a, archive_b }, m.token);
    expect((await together(m.her, m.her)).code).toBe(1001);
    expect((await together(m.her, 424242)).code).toBe(1602);
    const other = await couple(t);
    expect((await together(m.her, other.him)).code).toBe(1602);
  });

  it('shows the overview free and unlocks the pair once, in either order, under a race', async () => {
    const m = await couple(t, 300);
    const body = { archive_a: m.her, archive_b: m.him, lang: 'en' };
    const locked = await m.c.post('serendipity/together', body, m.token);
    expect(locked.code, locked.msg).toBe(200);
    expect(locked.data).toMatchObject({ unlocked: false, price: 120 });
    expect(locked.data.sections).toHaveLength(1);
    expect(locked.data.people.map((p: { gender: number }) => p.gender)).toEqual([2, 1]);
    expect(locked.data.people[0].chart.planets).toHaveLength(10);
    expect(locked.data.overlays.aInB).toHaveLength(10);
    expect(locked.data.aspects.length).toBeGreaterThan(0);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => m.c.post('unlock/serendipity/together', body, m.token)),
    );
    for (const r of results) expect(r.data.unlocked, r.msg).toBe(true);
    expect(results[0]!.data.sections.length).toBeGreaterThan(3);
    expect(await balanceOf(m.c, m.token)).toBe(180);
    expect((await ledgerFacts(t, m.userId)).sum).toBe(180);
    const reversed = await m.c.post(
      'serendipity/together',
      { archive_a: m.him, archive_b: m.her, lang: 'zh' },
      m.token,
    );
    expect(reversed.data.unlocked).toBe(true);
    expect(reversed.data.overall).toBe(locked.data.overall);
    expect(reversed.data.sections[0].text).toMatch(/[\u4e00-\u9fff]/);
    expect(await balanceOf(m.c, m.token)).toBe(180);
  });

  it('refuses an unlock without enough points and keeps the pair locked', async () => {
    const m = await couple(t, 50);
    const body = { archive_a: m.her, archive_b: m.him };
    expect((await m.c.post('unlock/serendipity/together', body, m.token)).code).toBe(1201);
    expect((await m.c.post('serendipity/together', body, m.token)).data.unlocked).toBe(false);
    expect(await balanceOf(m.c, m.token)).toBe(50);
  });

  it('leaves house overlays out for a profile without a birth time', async () => {
    const m = await couple(t);
    // Kai (male) with Yu (female, time unknown): Kai's planets can't fall in Yu's houses
    const res = await m.c.post(
      'serendipity/together',
      { archive_a: m.him, archive_b: m.sister },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    expect(res.data.overlays.aInB).toBeNull();
    expect(res.data.overlays.bInA).toHaveLength(10);
    for (const a of res.data.aspects) expect(a.b).not.toBe('asc');
  });
});

describe('deep report', () => {
  it('previews, unlocks once under a race, keeps it in the history and deletes it', async () => {
    const m = await couple(t, 300);
    const pair = { archive_a: m.her, archive_b: m.him };
    const preview = await m.c.post('depth/report', pair, m.token);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data).toMatchObject({ unlocked: false, price: 120 });
    expect(preview.data.reportId).toBeUndefined();
    const unlocked = await Promise.all(
      [1, 2, 3].map(() => m.c.post('unlock/depth/report', pair, m.token)),
    );
    const ids = new Set(unlocked.map((r) => r.data.reportId));
    expect(ids.size).toBe(1);
    const report = unlocked[0]!.data;
    expect(report.unlocked).toBe(true);
    // its own sections, none of them the synastry's free overview
    const synastry = await m.c.post('serendipity/together', pair, m.token);
    const titles = report.sections.map((s: { title: string }) => s.title);
    // the composite first, then both relationship charts' full readings, then the rest
    const expected = (lang: 'en' | 'zh') => {
      const [composite, ...rest] = Object.values(DEEP_TEXT[lang].labels.titles);
      return [composite, RELATIONSHIP_TEXT[lang].deepTitle, ...rest];
    };
    expect([expected('en'), expected('zh')]).toContainEqual(titles);
    expect(report.sections[0].text).not.toContain(synastry.data.sections[0].text.slice(0, 40));
    expect(await balanceOf(m.c, m.token)).toBe(180);
    // the same pair again, either order: the kept report, nothing charged
    const again = await m.c.post(
      'unlock/depth/report',
      { archive_a: m.him, archive_b: m.her },
      m.token,
    );
    expect(again.data.reportId).toBe(report.reportId);
    expect(await balanceOf(m.c, m.token)).toBe(180);
    const history = await m.c.get('depth/report/history', m.token);
    expect(history.data.list).toHaveLength(1);
    expect(history.data.list[0]).toMatchObject({
      reportId: report.reportId,
      overall: report.overall,
    });
    // kept as it was: deleting a profile leaves the report readable
    expect((await m.c.get(`personal/del?ids=${m.him}`, m.token)).code).toBe(200);
    const opened = await m.c.post(
      'depth/report',
      { report_id: report.reportId, lang: 'zh' },
      m.token,
    );
    expect(opened.code, opened.msg).toBe(200);
    expect(opened.data.people[1].nickname).toBe('Kai');
    expect(opened.data.sections.length).toBe(report.sections.length);
    // another member can't open or delete it
    const stranger = await member(t);
    const peek = await stranger.c.post(
      'depth/report',
      { report_id: report.reportId },
      stranger.token,
    );
    expect(peek.code).toBe(1501);
    const del = await stranger.c.post(
      'del/depth/report',
      { ids: [report.reportId] },
      stranger.token,
    );
    expect(del.code).toBe(1501);
    const gone = await m.c.post('del/depth/report', { ids: [report.reportId] }, m.token);
    expect(gone.data).toEqual({ deleted: 1 });
    expect((await m.c.post('depth/report', { report_id: report.reportId }, m.token)).code).toBe(
      1501,
    );
    expect((await m.c.post('del/depth/report', { ids: [report.reportId] }, m.token)).code).toBe(
      1501,
    );
    expect((await m.c.get('depth/report/history', m.token)).data.list).toEqual([]);
  });

  it('writes every section anew: no sentence of the pair’s synastry, pairing or ties', async () => {
    const m = await couple(t, 300);
    const pair = { archive_a: m.her, archive_b: m.him };
    for (const lang of ['en', 'zh'] as const) {
      const deep = await m.c.post('unlock/depth/report', { ...pair, lang }, m.token);
      const syn = await m.c.post('unlock/serendipity/together', { ...pair, lang }, m.token);
      const pairing = await m.c.post(
        'constellation/pairing',
        { people: [{ archive_id: m.her }, { archive_id: m.him }], lang },
        m.token,
      );
      const ties = await m.c.post('stellarTies', { ...pair, lang }, m.token);
      for (const r of [deep, syn, pairing, ties]) expect(r.code, r.msg).toBe(200);
      expect(syn.data.unlocked).toBe(true);
      const free = [
        ...syn.data.sections.map((s: { text: string }) => s.text),
        pairing.data.summary,
        ...pairing.data.strengths,
        ...pairing.data.frictions,
        pairing.data.advice,
        ties.data.a.character,
        ties.data.b.character,
        ties.data.aToB.text,
        ties.data.bToA.text,
        ties.data.title,
        ties.data.summary,
        ties.data.advice,
      ] as string[];
      const sections = deep.data.sections as Array<{ title: string; text: string }>;
      const whole = sections.map((s) => s.text).join('\n\n');
      const shared = free
        .flatMap((text) => sentencesOf(text, lang))
        .filter((sentence) => whole.includes(sentence));
      expect(shared, lang).toEqual([]);
      expect(new Set(sections.map((s) => s.title)).size).toBe(sections.length);
      for (const s of sections)
        expect(sentencesOf(s.text, lang).length, `${lang} ${s.title}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('needs two different profiles, or a report id', async () => {
    const m = await couple(t, 300);
    const same = await m.c.post(
      'unlock/depth/report',
      { archive_a: m.her, archive_b: m.her },
      m.token,
    );
    expect(same.code).toBe(1001);
    expect(await balanceOf(m.c, m.token)).toBe(300);
    expect((await m.c.post('depth/report', {}, m.token)).code).toBe(1001);
    expect((await m.c.post('del/depth/report', { ids: [] }, m.token)).code).toBe(1001);
    expect((await m.c.post('depth/report', { report_id: 1 })).code).toBe(4001);
  });
});
