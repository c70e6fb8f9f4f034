/**
 * The paid luck-pillar report: each decade of the eight read from the analysis, never one
 * stock paragraph per stem: the ten god its stem is to the day master, what its branch holds,
 * the elements it brings against what the chart has in plenty and needs, how it meets the natal
 * pillars, and what that decade is for at that age.
 */
import {
  HIDDEN_STEMS,
  interactions,
  tenGod,
  type BranchRelation,
  type Interaction,
  type PillarKey,
  type TenGod,
} from './analysis';
import { branchElement, ELEMENTS, mod, stemElement, type Element, type Pillar } from './cycle';
import type { BaziChart } from './index';
import { familyOf, type BaziLang } from './reading';
import { LUCK_EN } from './content/luck-en';
import { LUCK_ZH } from './content/luck-zh';
import type {
  EchoKind,
  LuckFit,
  LuckStage,
  LuckText,
  MeetEffect,
  MeetGroup,
  MeetRels,
} from './content/luck-types';

const TEXT: Record<BaziLang, LuckText> = { zh: LUCK_ZH, en: LUCK_EN };

const along = (e: Element, steps: number): Element =>
  ELEMENTS[mod(ELEMENTS.indexOf(e) + steps, 5)]!;

/** The elements that serve the chart: drain a strong day master, feed a weak one, the scarcest. */
export function neededElements(chart: BaziChart): Element[] {
  const own = stemElement(chart.pillars.day.stem);
  const sorted = [...ELEMENTS].sort((a, b) => chart.balance[b] - chart.balance[a]);
  if (chart.strength.strength === 'strong') return [along(own, 1), along(own, 2)];
  if (chart.strength.strength === 'weak') return [own, along(own, -1)];
  return [sorted[4]!];
}

/** The element the chart holds most of. */
const plentiful = (chart: BaziChart): Element =>
  [...ELEMENTS].sort((a, b) => chart.balance[b] - chart.balance[a])[0]!;

/** What the decade's two elements do to the chart's balance. */
function fitOf(chart: BaziChart, p: Pillar): LuckFit {
  const need = neededElements(chart);
  const most = plentiful(chart);
  const brought = [stemElement(p.stem), branchElement(p.branch)];
  const helps = brought.some((e) => need.includes(e));
  const piles = brought.some((e) => e === most && !need.includes(e));
  if (helps && piles) return 'mixed';
  if (helps) return 'needed';
  if (piles) return 'surplus';
  return 'neutral';
}

/** The stage of life a decade opens on: childhood and study, the working prime, the later years. */
const stageOf = (fromAge: number): LuckStage =>
  fromAge < 16 ? 'early' : fromAge < 48 ? 'prime' : 'later';

const EFFECT_ORDER: BranchRelation[] = ['冲', '刑', '害', '合'];
const effectOf = (x: MeetRels): MeetEffect => {
  const branch = EFFECT_ORDER.find((r) => x.branches.includes(r));
  return branch ?? (x.stems.includes('冲') ? 'stem冲' : 'stem合');
};
const describe = (g: MeetGroup) =>
  [g.effect, g.pillars.join(), g.shared.stems.join(), g.shared.branches.join()]
    .concat(g.extra.map((e) => `${e.pillar}${e.rels.stems.join('')}${e.rels.branches.join('')}`))
    .join('|');

/**
 * A decade's meetings with the natal pillars, grouped by their chief effect so that each
 * consequence is said once: the pillars met that way are named together, with the relations
 * they all share, and any further relation one of them has is added to that same sentence.
 */
export function meetGroups(all: Interaction[]): MeetGroup[] {
  const groups = new Map<MeetEffect, { pillar: PillarKey; rels: MeetRels }[]>();
  for (const x of all.filter((i) => i.between[0] === 'flowYear')) {
    const rels = { stems: x.stems, branches: x.branches };
    const effect = effectOf(rels);
    groups.set(effect, [...(groups.get(effect) ?? []), { pillar: x.between[1], rels }]);
  }
  return [...groups.entries()].map(([effect, met]) => {
    const shared: MeetRels = {
      stems: met[0]!.rels.stems.filter((s) => met.every((m) => m.rels.stems.includes(s))),
      branches: met[0]!.rels.branches.filter((b) => met.every((m) => m.rels.branches.includes(b))),
    };
    const extra = met
      .map(({ pillar, rels }) => ({
        pillar,
        rels: {
          stems: rels.stems.filter((s) => !shared.stems.includes(s)),
          branches: rels.branches.filter((b) => !shared.branches.includes(b)),
        },
      }))
      .filter((e) => e.rels.stems.length + e.rels.branches.length > 0);
    return { effect, pillars: met.map((m) => m.pillar), shared, extra };
  });
}

export interface LuckDecade {
  index: number;
  stem: number;
  branch: number;
  fromAge: number;
  toAge: number;
  /** what the stem is to the day master, and the branch's main hidden stem */
  god: TenGod;
  branchGod: TenGod;
  fit: LuckFit;
  current: boolean;
  title: string;
  paragraphs: string[];
}

export interface LuckReport {
  intro: string;
  decades: LuckDecade[];
}

/** The luck-pillar report for a person now `age` years old (fractional). */
export function composeLuckReport(chart: BaziChart, lang: BaziLang, age: number): LuckReport {
  const t = TEXT[lang];
  const dm = chart.pillars.day.stem;
  const need = neededElements(chart);
  const join = (parts: (string | null)[]) =>
    parts.filter((x): x is string => !!x).join(lang === 'zh' ? '' : ' ');
  // a part already said of an earlier decade points back to it instead of repeating itself
  const seen = new Map<string, string>();
  const once = (kind: EchoKind, key: string, text: string, pillar: string): string => {
    const prev = seen.get(`${kind}:${key}`);
    seen.set(`${kind}:${key}`, pillar);
    return prev ? t.echo[kind](prev) : text;
  };
  const decades = chart.luck.pillars.map((p, index): LuckDecade => {
    const fromAge = p.fromAge;
    const toAge = fromAge + 10;
    const name = t.pillar(p.stem, p.branch);
    const god = tenGod(dm, p.stem);
    const hidden = HIDDEN_STEMS[p.branch]![0]!;
    const branchGod = tenGod(dm, hidden);
    const ground = familyOf(dm, hidden);
    const family = familyOf(dm, p.stem);
    const stage = stageOf(fromAge);
    const fit = fitOf(chart, p);
    const brought = [...new Set([stemElement(p.stem), branchElement(p.branch)])];
    const meets = meetGroups(interactions(chart.list, p)).map((g) => {
      const key = `meet:${describe(g)}`;
      const prev = seen.get(key);
      seen.set(key, name);
      return prev ? t.meetsAgain(g, prev) : t.meets(g);
    });
    const ages = t.ages(Math.floor(fromAge), Math.floor(toAge));
    return {
      index,
      stem: p.stem,
      branch: p.branch,
      fromAge,
      toAge,
      god,
      branchGod,
      fit,
      current: age >= fromAge && age < toAge,
      title: t.title(p.stem, p.branch, ages),
      paragraphs: [
        join([t.head(p.stem, p.branch, god, hidden, branchGod), t.god[god]]),
        join([
          once('ground', ground, t.ground[ground], name),
          once(
            'fit',
            `${fit}${brought.join()}`,
            t.fit[fit](
              brought.map((e) => t.element[e]).join(t.and),
              need.map((e) => t.element[e]).join(t.and),
              t.element[plentiful(chart)],
            ),
            name,
          ),
        ]),
        meets.length > 0 ? join(meets) : once('quiet', '', t.quiet, name),
        once('purpose', `${stage}${family}`, t.purpose[stage][family], name),
      ],
    };
  });
  const { start, forward } = chart.luck;
  return {
    intro: join([
      t.intro(forward, start.years, start.months),
      t.needs(need.map((e) => t.element[e]).join(t.and)),
    ]),
    decades,
  };
}
