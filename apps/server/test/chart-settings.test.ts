import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { useTestApp } from './support/app';
import { member } from './support/economy';
import { addOwnProfile } from './support/astro';
import { couple } from './support/relations';

const t = useTestApp();

type M = Awaited<ReturnType<typeof member>>;

async function withProfile() {
  const m = await member(t);
  const { profile } = await addOwnProfile(m);
  return { ...m, profileId: profile.id as number };
}

async function natal(m: M) {
  const res = await m.c.post('astrolabe/info', {}, m.token);
  expect(res.code, res.msg).toBe(200);
  return res.data.chart;
}

async function save(m: M, body: Record<string, unknown>) {
  return m.c.post('userConfig', body, m.token);
}

const sunOf = (chart: { planets: Array<{ id: string; lon: number }> }) =>
  chart.planets.find((p) => p.id === 'sun')!.lon;

describe('chart options in the member settings', () => {
  it('starts at the defaults, saves each option, and refuses values not in the lists', async () => {
    const m = await member(t);
    const start = await m.c.get('userConfig', m.token);
    expect(start.data).toMatchObject({
      houseSystem: 'placidus',
      zodiac: 'tropical',
      ayanamsa: 'lahiri',
      nodeKind: 'mean',
    });
    const saved = await save(m, { houseSystem: 'koch', zodiac: 'sidereal', nodeKind: 'true' });
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ houseSystem: 'koch', zodiac: 'sidereal', nodeKind: 'true' });
    const more = await save(m, { ayanamsa: 'faganBradley' });
    expect(more.data).toMatchObject({ houseSystem: 'koch', ayanamsa: 'faganBradley' });
    expect((await m.c.get('userConfig', m.token)).data).toMatchObject({
      houseSystem: 'koch',
      zodiac: 'sidereal',
      ayanamsa: 'faganBradley',
      nodeKind: 'true',
      pointsDeductionPrompt: true,
    });
    for (const bad of [
      { houseSystem: 'topocentric' },
      { zodiac: 'draconic' },
      { ayanamsa: 'raman' },
      { nodeKind: 'osculating' },
      { houseSystem: 3 },
    ]) {
      const res = await save(m, bad);
      expect(res.code, JSON.stringify(bad)).toBe(1001);
    }
    expect((await m.c.get('userConfig', m.token)).data.houseSystem).toBe('koch');
  });

  it('draws the natal chart with the chosen house system, zodiac and node', async () => {
    const m = await withProfile();
    const placidus = await natal(m);
    expect(placidus).toMatchObject({
      houseSystem: 'placidus',
      zodiac: 'tropical',
      nodeKind: 'mean',
    });
    expect(placidus.ayanamsa).toBeUndefined();
    expect(placidus.points.map((p: { id: string }) => p.id)).toEqual([
      'northNode',
      'southNode',
      'lilith',
      'trueLilith',
      'fortune',
      'vertex',
    ]);
    for (const a of placidus.pointAspects) expect(['conjunction', 'opposition']).toContain(a.kind);

    await save(m, { houseSystem: 'koch' });
    const koch = await natal(m);
    expect(koch.houseSystem).toBe('koch');
    // the angles are the same; the intermediate cusps are not
    expect(koch.ascendant).toBeCloseTo(placidus.ascendant, 6);
    expect(koch.houses[0]).toBeCloseTo(placidus.houses[0], 6);
    expect(Math.abs(koch.houses[1] - placidus.houses[1])).toBeGreaterThan(0.5);

    await save(m, { houseSystem: 'wholeSign' });
    const whole = await natal(m);
    for (const cusp of whole.houses) expect(cusp % 30).toBeCloseTo(0, 6);

    await save(m, { houseSystem: 'placidus', zodiac: 'sidereal' });
    const sidereal = await natal(m);
    expect(sidereal.zodiac).toBe('sidereal');
    expect(sidereal.ayanamsa.kind).toBe('lahiri');
    expect(sidereal.ayanamsa.degrees).toBeGreaterThan(23.5);
    expect(sidereal.ayanamsa.degrees).toBeLessThan(24.5);
    const shift = (sunOf(placidus) - sunOf(sidereal) + 360) % 360;
    expect(shift).toBeCloseTo(sidereal.ayanamsa.degrees, 4);
    expect(Math.abs(shift - 24)).toBeLessThan(0.5);

    await save(m, { ayanamsa: 'faganBradley', nodeKind: 'true' });
    const fagan = await natal(m);
    expect(fagan.ayanamsa.kind).toBe('faganBradley');
    expect(Math.abs(fagan.ayanamsa.degrees - sidereal.ayanamsa.degrees)).toBeGreaterThan(0.5);
    expect(fagan.nodeKind).toBe('true');
    expect(fagan.northNode).not.toBeCloseTo(sidereal.northNode, 2);
  });

  it('draws both charts of a pair with the member options', async () => {
    const m = await couple(t);
    await save(m, { houseSystem: 'equal', zodiac: 'sidereal' });
    const res = await m.c.post(
      'serendipity/together',
      { archive_a: m.her, archive_b: m.him },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    for (const side of res.data.people) {
      expect(side.chart).toMatchObject({ houseSystem: 'equal', zodiac: 'sidereal' });
      const [asc, second] = side.chart.houses;
      expect(((second - asc + 360) % 360).toFixed(4)).toBe('30.0000');
    }
  });

  it('keeps the fortune in the tropical zodiac and the natal report in the chosen one', async () => {
    const m = await withProfile();
    const day = new Date().toISOString().slice(0, 10);
    const before = await m.c.post('fortune', { date: day }, m.token);
    await save(m, { zodiac: 'sidereal' });
    const after = await m.c.post('fortune', { date: day }, m.token);
    expect(after.code, after.msg).toBe(200);
    expect(after.data.transits).toEqual(before.data.transits);
    const report = await m.c.post('interpret/personal/destiny', { lang: 'en' }, m.token);
    expect(report.code, report.msg).toBe(200);
    expect(report.data.sections.length).toBeGreaterThan(0);
  });

  it('carries the options in the data export', async () => {
    const m = await member(t);
    await save(m, { houseSystem: 'regiomontanus', zodiac: 'sidereal', nodeKind: 'true' });
    const asked = await m.c.post('myData/export', { lang: 'en' }, m.token);
    expect(asked.code, asked.msg).toBe(200);
    await t.app.jobs.runDue(new Date());
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/v2/myData/export/file',
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(file.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(file.rawPayload));
    const settings = JSON.parse(strFromU8(files['settings.json']!));
    expect(settings.userConfig).toMatchObject({
      houseSystem: 'regiomontanus',
      zodiac: 'sidereal',
      ayanamsa: 'lahiri',
      nodeKind: 'true',
    });
  });
});
