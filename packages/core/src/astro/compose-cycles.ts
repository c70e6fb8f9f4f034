/**
 * The words for a chart's slow clocks: the progressed Moon's chapter (its sign, its natal
 * house, and the next change with its date) and the solar return's year (the tone from its
 * rising sign, the arenas from the Sun's and Moon's houses, and any planet on an angle).
 */
import type { Chart } from './chart';
import { signName } from './compose-destiny';
import { ASTRO_LABELS, type AstroLang } from './content';
import { CYCLES_EN } from './content/en/cycles';
import { CYCLES_ZH } from './content/zh/cycles';
import type { CyclesText } from './content/cycles-types';
import { angleDiff } from './ephemeris';
import type { ProgressedMoonStep } from './returns';

const CYCLES: Record<AstroLang, CyclesText> = { en: CYCLES_EN, zh: CYCLES_ZH };

/** How close (degrees) a planet must be to the return's Ascendant, IC, Descendant or MC. */
export const ANGULAR_ORB = 5;

export interface ProgressedMoonReading {
  now: string;
  climate: string;
  focus: string;
  /** the next change, with its date as the caller writes dates; null when none is in range */
  next: string | null;
}

/** The progressed Moon's chapter; `formatDate` writes a YYYY-MM-DD date for the reader. */
export function composeProgressedMoon(
  walk: { now: { sign: number; house: number }; changes: ProgressedMoonStep[] },
  lang: AstroLang,
  formatDate: (isoDate: string) => string,
): ProgressedMoonReading {
  const t = CYCLES[lang];
  const house = (n: number) => ASTRO_LABELS[lang].house(n);
  const next = walk.changes[0];
  const what = next
    ? next.entered
        .map((kind) =>
          kind === 'sign'
            ? t.progressedMoonEnters.sign(signName(next.sign, lang))
            : t.progressedMoonEnters.house(house(next.house)),
        )
        .reduce((a, b) => t.progressedMoonAnd(a, b))
    : null;
  return {
    now: t.progressedMoonNow(signName(walk.now.sign, lang), house(walk.now.house)),
    climate: t.progressedMoonSign[walk.now.sign]!,
    focus: t.progressedMoonHouse[walk.now.house - 1]!,
    next: next && what ? t.progressedMoonNext(formatDate(next.date), what) : null,
  };
}

export interface SolarReturnReading {
  title: string;
  /** when and where the return falls, when the caller gives them */
  when: string | null;
  tone: string;
  arena: string;
  needs: string;
  /** planets on an angle of the return, closest first */
  angular: string[];
}

/**
 * The year's reading from its return chart (drawn with known time and place); `where` gives
 * the return's moment and place as the reader should see them.
 */
export function composeSolarReturn(
  ret: Chart,
  year: number,
  lang: AstroLang,
  where?: { moment: string; place: string },
): SolarReturnReading {
  const t = CYCLES[lang];
  const [sun, moon] = ret.planets;
  const angles = [ret.ascendant, ret.mc, ret.ascendant + 180, ret.mc + 180];
  const closeness = (lon: number) => Math.min(...angles.map((a) => Math.abs(angleDiff(a, lon))));
  const angular = ret.planets
    .map((p) => ({ id: p.id, off: closeness(p.lon) }))
    .filter((p) => p.off <= ANGULAR_ORB)
    .sort((a, b) => a.off - b.off)
    .map((p) => t.returnAngular[p.id]);
  return {
    title: t.returnTitle(year),
    when: where ? t.returnWhen(where.moment, where.place) : null,
    tone: t.returnRising[Math.floor(ret.ascendant / 30)]!,
    arena: t.returnSunHouse[sun!.house - 1]!,
    needs: t.returnMoonHouse[moon!.house - 1]!,
    angular,
  };
}
