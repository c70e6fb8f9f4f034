/**
 * The day pillar (日柱) of a calendar date read against a member's own chart: what the day's
 * stem is to their day master (its ten god), and how the day's branch meets their day branch
 * and year branch (冲, 合, 刑, 害). One short paragraph, composed from the analysis.
 */
import { branchRelations, tenGod, type BranchRelation, type TenGod } from './analysis';
import { pillarName, type Pillar } from './cycle';
import { dayPillarOf } from './pillars';
import { BAZI_EN } from './content/en';
import { BAZI_ZH } from './content/zh';
import { BAZI_DAY_EN } from './content/daily-en';
import { BAZI_DAY_ZH } from './content/daily-zh';
import type { BaziDayText } from './content/daily-types';
import type { BaziLang } from './reading';

const TEXT = { zh: { ...BAZI_DAY_ZH, base: BAZI_ZH }, en: { ...BAZI_DAY_EN, base: BAZI_EN } };

/** The day pillar of a calendar date (YYYY-MM-DD), as the almanac gives it for the whole day. */
export function dayPillarOfDate(date: string): Pillar {
  return dayPillarOf(new Date(`${date}T00:00:00Z`));
}

export interface DayPillarReading {
  pillar: Pillar;
  /** 「丙午」 */
  name: string;
  /** what the day's stem is to the day master */
  god: TenGod;
  /** the strongest relation of the day's branch to the member's day branch, and year branch */
  dayBranch: BranchRelation | null;
  yearBranch: BranchRelation | null;
  text: string;
}

/** The first of a pair's relations: a clash before a combination, a punishment, a harm. */
const firstRelation = (a: number, b: number): BranchRelation | null =>
  branchRelations(a, b)[0] ?? null;

/** Today's pillar against a chart's day and year pillars, in a language. */
export function composeDayPillar(
  today: Pillar,
  own: { day: Pillar; year: Pillar },
  lang: BaziLang,
): DayPillarReading {
  const t: BaziDayText & { base: typeof BAZI_ZH } = TEXT[lang];
  const dm = own.day.stem;
  const god = tenGod(dm, today.stem);
  const dayBranch = firstRelation(today.branch, own.day.branch);
  const yearBranch = firstRelation(today.branch, own.year.branch);
  const b = (branch: number) => t.branch[branch]!;
  const touches: string[] = [];
  if (dayBranch === '刑' && today.branch === own.day.branch)
    touches.push(t.selfPunish(b(today.branch)));
  else if (dayBranch) touches.push(t.touchDay[dayBranch](b(today.branch), b(own.day.branch)));
  if (yearBranch) touches.push(t.touchYear[yearBranch](b(today.branch), b(own.year.branch)));
  if (touches.length === 0) touches.push(t.quiet(b(today.branch)));
  const sentences = [
    t.intro(t.base.pillar(today.stem, today.branch)),
    t.god(t.base.stem(today.stem), t.godName[god], t.base.stem(dm), t.hint[god]),
    ...touches,
  ];
  return {
    pillar: today,
    name: pillarName(today),
    god,
    dayBranch,
    yearBranch,
    text: `${sentences.join(t.join)}${lang === 'zh' ? '。' : '.'}`,
  };
}
