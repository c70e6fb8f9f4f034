import { describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import { mbtiItems } from '@starlit/core/mbti';
import { useTestApp } from './support/app';
import { couple } from './support/relations';
import { downloadExport } from './support/exports';
import { balanceOf, ledgerFacts } from './support/economy';

const t = useTestApp();

type Sections = Array<{ title: string; text: string }>;

/** The member's export in `lang`, its JSON files read. */
async function exported(m: Awaited<ReturnType<typeof couple>>, lang: 'en' | 'zh') {
  const { files } = await downloadExport(t, m, lang);
  return (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>;
}

describe('download my data: the reports paid for', () => {
  it('holds the full text of every unlocked report, as the screens show it', async () => {
    const m = await couple(t, 1000);
    const ok = (res: { code: number; msg: string }) => expect(res.code, res.msg).toBe(200);
    const natal = await m.c.post('unlock/destiny', { archive_id: m.her, lang: 'zh' }, m.token);
    ok(natal);
    const day = await m.c.post('horoscope/report', { archive_id: m.her, lang: 'zh' }, m.token);
    ok(day);
    const pair = { archive_a: m.her, archive_b: m.him, lang: 'zh' };
    const synastry = await m.c.post('unlock/serendipity/together', pair, m.token);
    ok(synastry);
    const deep = await m.c.post('unlock/depth/report', pair, m.token);
    ok(deep);
    const answers = Object.fromEntries(mbtiItems('simplified').map((item) => [item.id, 6]));
    const test = await m.c.post('calculateMbti', { level: 'simplified', answers }, m.token);
    ok(test);
    const mbti = await m.c.post('unlockMbtiReport', { id: test.data.id, lang: 'zh' }, m.token);
    ok(mbti);

    const balance = await balanceOf(m.c, m.token);
    const ledger = await ledgerFacts(t, m.userId);
    const json = await exported(m, 'zh');
    const astro = json('reports/astro.json') as {
      reports: Array<{ kind: string; profileId: number; sections: Sections }>;
    };
    expect(astro.reports.map((r) => r.kind).sort()).toEqual(
      ['destiny', `horoscope:${day.data.date}`].sort(),
    );
    expect(astro.reports.find((r) => r.kind === 'destiny')!.sections).toEqual(natal.data.sections);
    expect(astro.reports.find((r) => r.kind !== 'destiny')!.sections).toEqual(day.data.sections);
    const relations = json('reports/relations.json') as {
      texts: Array<{ report: string; sections: Sections }>;
    };
    expect(relations.texts).toHaveLength(2);
    expect(relations.texts.find((r) => r.report.startsWith('serendipity'))!.sections).toEqual(
      synastry.data.sections,
    );
    expect(relations.texts.find((r) => r.report.startsWith('depth'))!.sections).toEqual(
      deep.data.sections,
    );
    const personality = json('mbti.json') as { reports: Array<{ sections: Sections }> };
    expect(personality.reports).toEqual([
      expect.objectContaining({ resultId: test.data.id, sections: mbti.data.sections }),
    ]);
    // paid sections run long: more than an overview
    expect(natal.data.sections.length).toBeGreaterThan(3);
    // reading them again for the export charged nothing
    expect(await balanceOf(m.c, m.token)).toBe(balance);
    expect(await ledgerFacts(t, m.userId)).toEqual(ledger);
  }, 180_000);

  it('lists no report text for a member who unlocked nothing', async () => {
    const m = await couple(t, 0);
    const json = await exported(m, 'en');
    expect(json('reports/astro.json')).toMatchObject({ reports: [] });
    expect(json('reports/relations.json')).toMatchObject({ texts: [] });
    expect(json('mbti.json')).toMatchObject({ reports: [] });
  });
});
