import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { member } from './support/economy';
import { couple as coupleOf } from './support/relations';

const t = useTestApp();

const couple = (points = 0) => coupleOf(t, points);

describe('zodiac pairing', () => {
  it('pairs two typed birthdays by their signs, the same in either order', async () => {
    const m = await member(t);
    const luna = { nickname: 'Luna', birthDate: '1996-04-12' };
    const sol = { nickname: 'Sol', birthDate: '1994-08-10', birthTime: '09:30' };
    const ab = await m.c.post(
      'constellation/pairing',
      { people: [luna, sol], lang: 'en' },
      m.token,
    );
    expect(ab.code, ab.msg).toBe(200);
    // 12 April is in Aries (0); 10 August is Leo (4): fire with fire, trine
    expect(ab.data.people.map((p: { sign: number }) => p.sign)).toEqual([0, 4]);
    expect(ab.data).toMatchObject({ level: 'signs', angle: 4, aspects: [] });
    expect(ab.data.summary).toContain('Luna');
    expect(ab.data.strengths.length).toBeGreaterThan(0);
    const ba = await m.c.post(
      'constellation/pairing',
      { people: [sol, luna], lang: 'zh' },
      m.token,
    );
    expect(ba.data.overall).toBe(ab.data.overall);
    expect(ba.data.scores).toEqual(ab.data.scores);
    expect(ba.data.advice).toMatch(/[\u4e00-\u9fff]/);
    const again = await m.c.post(
      'constellation/pairing',
      { people: [luna, sol], lang: 'en' },
      m.token,
    );
    expect(again.data).toEqual(ab.data);
  });

  it('reads two stored profiles chart to chart, with the synastry’s own scores', async () => {
    const m = await couple();
    const full = await m.c.post(
      'constellation/pairing',
      { people: [{ archive_id: m.her }, { archive_id: m.him }] },
      m.token,
    );
    expect(full.code, full.msg).toBe(200);
    expect(full.data.level).toBe('charts');
    expect(full.data.people[0]).toMatchObject({ archiveId: m.her, sign: 1 });
    expect(full.data.aspects.length).toBeGreaterThan(0);
    // one pair, one score: the pairing and the synastry of the same two profiles agree, in
    // either order, with or without a birth time (Kai with Yu, whose time is unknown)
    for (const [a, b] of [
      [m.her, m.him],
      [m.him, m.her],
      [m.him, m.sister],
    ] as const) {
      const pairing = await m.c.post(
        'constellation/pairing',
        { people: [{ archive_id: a }, { archive_id: b }] },
        m.token,
      );
      const synastry = await m.c.post(
        'serendipity/together',
        { archive_a: a, archive_b: b },
        m.token,
      );
      expect(synastry.code, synastry.msg).toBe(200);
      expect(pairing.data.level).toBe('charts');
      expect(pairing.data.overall).toBe(synastry.data.overall);
      expect(pairing.data.scores).toEqual(synastry.data.scores);
      expect(Object.keys(pairing.data.scores)).toEqual(Object.keys(synastry.data.scores));
    }
    // a typed birthday has no chart here: a Sun and Moon sign pairing
    const typed = await m.c.post(
      'constellation/pairing',
      { people: [{ archive_id: m.her }, { nickname: 'Sol', birthDate: '1994-08-10' }] },
      m.token,
    );
    expect(typed.data.level).toBe('signs');
    expect(typed.data.aspects).toEqual([]);
  });

  it('needs exactly two valid birthdays', async () => {
    const m = await couple();
    const one = { nickname: 'A', birthDate: '1990-01-01' };
    const cases: [unknown, number][] = [
      [[one], 1001],
      [[one, one, one], 1001],
      [[one, { nickname: 'B', birthDate: '1990-02-30' }], 1001],
      [[one, { nickname: '', birthDate: '1990-02-03' }], 1001],
      [[{ archive_id: m.her }, { archive_id: m.her }], 1001],
      [[one, { archive_id: 999999 }], 1602],
    ];
    for (const [people, code] of cases)
      expect((await m.c.post('constellation/pairing', { people }, m.token)).code).toBe(code);
    expect((await m.c.post('constellation/pairing', { people: [one, one] })).code).toBe(4001);
  });
});

describe('stellar ties', () => {
  it('explains both directions between two profiles', async () => {
    const m = await couple();
    const res = await m.c.post('stellarTies', { archive_a: m.her, archive_b: m.him }, m.token);
    expect(res.code, res.msg).toBe(200);
    const { a, b, aToB, bToA } = res.data;
    expect(a.archiveId).toBe(m.her);
    expect((aToB.k + bToA.k) % 27).toBe(0);
    expect((b.mansion.index - a.mansion.index + 27) % 27).toBe(aToB.k);
    expect(aToB.text).not.toBe(bToA.text);
    const zh = await m.c.post(
      'stellarTies',
      { archive_a: m.him, archive_b: m.her, lang: 'zh' },
      m.token,
    );
    expect(zh.data.aToB.relation).toBe(bToA.relation);
    expect(zh.data.summary).toMatch(/[\u4e00-\u9fff]/);
    const chart = await m.c.post('stellarTies/chart', { archive_id: m.him }, m.token);
    expect(chart.data.ring).toHaveLength(27);
    expect(chart.data.ring[chart.data.self.mansion.index].relation).toBe('life');
    expect(chart.data.ring[a.mansion.index].relation).toBe(bToA.relation);
    expect(
      (await m.c.post('stellarTies', { archive_a: m.her, archive_b: m.her }, m.token)).code,
    ).toBe(1001);
  });
});
