/**
 * A 八字 reading composed from the analysis, never from the day master alone: its nature
 * coloured by its strength and season, the elements in plenty and scarce with the ones that
 * help, the leading family of the ten gods, the current luck pillar and the year.
 */
import { branchRelations, tenGod, type TenGod } from './analysis';
import { ELEMENTS, mod, stemElement, type Element, type Pillar } from './cycle';
import type { BaziChart } from './index';
import { BAZI_EN } from './content/en';
import { BAZI_ZH } from './content/zh';
import type { BaziText, GodFamily } from './content/types';

export type BaziLang = 'zh' | 'en';
const TEXT: Record<BaziLang, BaziText> = { zh: BAZI_ZH, en: BAZI_EN };

const FAMILY: Record<TenGod, GodFamily> = {
  比肩: 'peers',
  劫财: 'peers',
  食神: 'expression',
  伤官: 'expression',
  偏财: 'wealth',
  正财: 'wealth',
  七杀: 'authority',
  正官: 'authority',
  偏印: 'resource',
  正印: 'resource',
};
export const familyOf = (dayMaster: number, stem: number): GodFamily =>
  FAMILY[tenGod(dayMaster, stem)];

/** The element `steps` along the cycle of production from `e` (1: the one `e` produces). */
const along = (e: Element, steps: number): Element =>
  ELEMENTS[mod(ELEMENTS.indexOf(e) + steps, 5)]!;

/**
 * The balance counts the elements as they show (stems, and branches by their hidden stems); the
 * strength weighs the day master's side, its own element with the one feeding it, against the
 * rest. The two can seem to disagree, and the helpful elements stay those of the strength rule
 * (a weak day master needs its own and its feeder even when one of them shows most; a strong one
 * needs what it feeds and masters). So the words say why whenever:
 * - a weak day master's own or feeding element is the most plentiful,
 * - a strong day master's outlet (an element it feeds or masters) is the most plentiful,
 * - a strong day master's own or feeding element is the scarcest.
 */
function reconcileOf(
  chart: BaziChart,
  sorted: Element[],
  helpful: Element[],
  t: BaziText,
): string | null {
  const own = stemElement(chart.pillars.day.stem);
  const feeder = along(own, -1);
  const { strength, support, season, rooted } = chart.strength;
  const base = { own: t.element[own], feeder: t.element[feeder], pct: Math.round(support * 100) };
  const most = sorted[0]!;
  const least = sorted[4]!;
  if (strength === 'weak' && helpful.includes(most))
    return t.reconcile.weakPlenty({ ...base, element: t.element[most], season, rooted });
  if (strength === 'strong' && helpful.includes(most))
    return t.reconcile.strongPlenty({ ...base, element: t.element[most] });
  if (strength === 'strong' && (least === own || least === feeder) && least !== most) {
    const other = least === own ? feeder : own;
    return t.reconcile.strongScarce({
      ...base,
      element: t.element[least],
      other: t.element[other],
    });
  }
  return null;
}

export interface BaziSection {
  key: 'dayMaster' | 'elements' | 'gifts' | 'luck' | 'year';
  title: string;
  text: string;
}

/** The reading for a person of `age` (years, fractional) in `year`. */
export function composeBaziReading(
  chart: BaziChart,
  lang: BaziLang,
  now: { age: number; year: number; yearPillar: Pillar },
): BaziSection[] {
  const t = TEXT[lang];
  const join = (parts: (string | null)[]) =>
    parts.filter((x): x is string => !!x).join(lang === 'zh' ? '' : ' ');
  const dm = chart.pillars.day.stem;
  const own = stemElement(dm);
  const { strength } = chart.strength;

  const sorted = [...ELEMENTS].sort((a, b) => chart.balance[b] - chart.balance[a]);
  const helpful =
    strength === 'strong'
      ? [along(own, 1), along(own, 2)] // what it feeds and what it masters drain the surplus
      : strength === 'weak'
        ? [own, along(own, -1)] // its own element and the one feeding it
        : [sorted[4]!];
  const reconcile = reconcileOf(chart, sorted, helpful, t);
  const helps = t.helps(
    helpful.map((e) => t.element[e]).reduce((a, b) => t.and(a, b)),
    helpful.length,
  );

  // the family of gods most present: the other three stems and each branch's main hidden stem
  const weight = new Map<GodFamily, number>();
  const count = (stem: number) => {
    const f = familyOf(dm, stem);
    weight.set(f, (weight.get(f) ?? 0) + 1);
  };
  chart.list.forEach((p, i) => i !== 2 && count(p.stem));
  chart.details.forEach((d) => count(d.hidden[0]!.stem));
  const leading = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]![0];

  const current = chart.luck.pillars.find((p) => now.age >= p.fromAge && now.age < p.fromAge + 10);
  const ageText = (x: number) => {
    const months = Math.round(x * 12);
    return t.age(Math.floor(months / 12), months % 12);
  };
  const luck = current
    ? join([
        t.luckNow(
          t.pillar(current.stem, current.branch),
          ageText(current.fromAge),
          ageText(current.fromAge + 10),
        ),
        t.decade[familyOf(dm, current.stem)],
      ])
    : t.noLuckYet(ageText(chart.luck.startAge));

  const touch = branchRelations(now.yearPillar.branch, chart.pillars.day.branch)[0];
  return [
    {
      key: 'dayMaster',
      title: t.titles.dayMaster,
      text: join([
        t.dayMaster[dm]!,
        t.strength[strength],
        chart.strength.season ? t.season.with : t.season.against,
      ]),
    },
    {
      key: 'elements',
      title: t.titles.elements,
      text: join([
        t.abundant[sorted[0]!],
        sorted[4] === sorted[0] ? null : t.scarce[sorted[4]!],
        reconcile,
        helps,
      ]),
    },
    { key: 'gifts', title: t.titles.gifts, text: t.gifts[leading] },
    { key: 'luck', title: t.titles.luck, text: luck },
    {
      key: 'year',
      title: t.titles.year,
      text: join([
        t.yearIntro(now.year, t.pillar(now.yearPillar.stem, now.yearPillar.branch)),
        t.yearTheme[familyOf(dm, now.yearPillar.stem)],
        touch ? t.yearTouch[touch] : t.yearQuiet,
      ]),
    },
  ];
}
