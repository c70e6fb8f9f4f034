import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { delta, useModelStub } from './support/model';
import { member } from './support/economy';
import { addOwnProfile } from './support/astro';

/** A model that numbers its answers: a served text says which request wrote it. */
let written = 0;
const overrides: Record<string, string> = { AI_API_KEY: 'sk-local', AI_MODEL: 'star-1' };
useModelStub(overrides, (req, res) => {
  if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
  written += 1;
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(delta(`## Your chart\n\nReport number ${written}.`));
  res.end('data: [DONE]\n\n');
});

const t = useTestApp(overrides);

describe('stored natal reports and chart options', () => {
  it('serves a kept report only for the chart options it was written for', async () => {
    const m = await member(t, 500);
    const { profile } = await addOwnProfile(m);
    const body = { archive_id: profile.id as number, lang: 'en' };
    const text = async () => {
      const res = await m.c.post('interpret/personal/destiny', body, m.token);
      expect(res.code, res.msg).toBe(200);
      return (res.data.sections as Array<{ text: string }>).map((s) => s.text).join('\n');
    };
    const unlocked = await m.c.post('unlock/destiny', body, m.token);
    expect(unlocked.code, unlocked.msg).toBe(200);
    const first = await text();
    expect(first).toMatch(/Report number \d+/);
    expect(await text()).toBe(first);
    const before = written;

    const saved = await m.c.post('userConfig', { houseSystem: 'wholeSign' }, m.token);
    expect(saved.code, saved.msg).toBe(200);
    const whole = await text();
    expect(whole).not.toBe(first);
    expect(written).toBe(before + 1);
    expect(await text()).toBe(whole);

    // the ayanamsa of a tropical chart draws nothing differently: the kept text stays
    await m.c.post('userConfig', { ayanamsa: 'faganBradley' }, m.token);
    expect(await text()).toBe(whole);
    await m.c.post('userConfig', { zodiac: 'sidereal' }, m.token);
    expect(await text()).not.toBe(whole);
    expect(written).toBe(before + 2);
  });
});
