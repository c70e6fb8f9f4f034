/**
 * One Chinese name per aspect across the app: 合相, 六分相, 四分相, 三分相, 对分相 (the set most
 * Chinese astrology apps use). The older short set (合, 六合, 刑, 拱, 冲) must not come back in any
 * zh astrology text: core's content tables, the calendar's composed transits, or the web's zh
 * locale files. 八字 keeps its own 六合/冲/刑 (branch relations), so its files are not read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeTransit, PLANETS } from '../../src/astro';
import { aspectName } from '../../src/astro/compose-destiny';
import { DAILY_TEXT } from '../../src/astro/content/daily';
import { TRANSIT_ASPECTS_ZH } from '../../src/astro/content/zh/transits-parts';
import { TRANSIT_ASPECTS, type NatalPointId } from '../../src/astro/transits';

const KINDS = TRANSIT_ASPECTS.map((a) => a.id);
const POINTS: NatalPointId[] = [...PLANETS, 'ascendant', 'mc'];

const NAMES = {
  conjunction: '合相',
  sextile: '六分相',
  square: '四分相',
  trine: '三分相',
  opposition: '对分相',
} as const;

/** The older set as it shows in prose: 拱相, 刑相, 对冲, 六合, "刑或冲", 拱/刑/冲/合 before 本命. */
const OLD =
  /拱相|刑相|冲相|对冲|(?<!地支)六合(?!彩)|形成(?:拱|刑|冲|合)(?!相)|[刑冲拱]或[刑冲拱]|[拱刑冲]本命|(?<![适符结组配综融混整聚])合本命/u;

const ROOT = path.resolve(__dirname, '../../../..');
const filesIn = (dir: string, ext: string): string[] =>
  readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(dir, f));

/** zh text sources that name aspects: core's astrology, pairing and reminder content, web's zh locales. */
const SOURCES = [
  ...filesIn('packages/core/src/astro/content/zh', '.ts'),
  ...filesIn('packages/core/src/pairing/content/zh', '.ts'),
  'packages/core/src/reminders/content/zh.ts',
  ...filesIn('apps/web/src/i18n/locales/zh', '.json').filter((f) => !f.endsWith('bazi.json')),
];

const oldIn = (text: string) => {
  const m = OLD.exec(text);
  return m ? text.slice(Math.max(0, m.index - 10), m.index + m[0].length + 10) : null;
};

describe('zh aspect names: one set across the app', () => {
  it('the tables behind every aspect name use 合相 六分相 四分相 三分相 对分相', () => {
    for (const kind of KINDS) {
      expect(aspectName(kind, 'zh'), kind).toBe(NAMES[kind]);
      expect(DAILY_TEXT.zh.free.verb[kind], kind).toBe(NAMES[kind]);
      expect(TRANSIT_ASPECTS_ZH[kind].title, kind).toBe(NAMES[kind]);
    }
    for (const file of ['astrology.json', 'pairing.json']) {
      const json = JSON.parse(
        readFileSync(path.join(ROOT, 'apps/web/src/i18n/locales/zh', file), 'utf8'),
      ) as { aspects: Record<string, string> };
      expect(json.aspects, file).toEqual(NAMES);
    }
  });

  it('every calendar transit in Chinese names its aspect with the set', () => {
    for (const planet of PLANETS)
      for (const aspect of KINDS)
        for (const natalPoint of POINTS)
          for (const house of [null, 7] as const) {
            const t = composeTransit(
              { planet, aspect, natalPoint, house, retrograde: false },
              'zh',
            );
            const text = `${t.title}${t.sentences.join('')}`;
            expect(t.title, `${planet} ${aspect} ${natalPoint}`).toContain(NAMES[aspect]);
            expect(oldIn(text), `${planet} ${aspect} ${natalPoint}`).toBeNull();
          }
  });

  it('no zh text source uses the older names', () => {
    expect(SOURCES.length).toBeGreaterThan(20);
    const found = SOURCES.flatMap((file) => {
      const hit = oldIn(readFileSync(path.join(ROOT, file), 'utf8'));
      return hit ? [`${file}: …${hit}…`] : [];
    });
    expect(found).toEqual([]);
  });

  it('the pattern catches the older set', () => {
    for (const text of [
      '行运金星拱本命月亮',
      '土星形成刑相',
      '木星与你的太阳形成对冲',
      '形成六合',
      '刑或冲',
    ])
      expect(oldIn(text), text).not.toBeNull();
    for (const text of ['行运金星三分相本命月亮', '地支六合', '冲破旧习惯', '适合本命盘'])
      expect(oldIn(text), text).toBeNull();
  });
});
