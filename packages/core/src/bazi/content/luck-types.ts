import type { PillarKey, StemRelation, BranchRelation, TenGod } from '../analysis';
import type { Element } from '../cycle';
import type { GodFamily } from './types';

/** What a decade's elements do to the chart: bring what it needs, pile on its plenty, both, neither. */
export type LuckFit = 'needed' | 'surplus' | 'mixed' | 'neutral';
/** The stage of life a decade opens on. */
export type LuckStage = 'early' | 'prime' | 'later';

/**
 * What a decade's meeting with a natal pillar chiefly brings: its strongest branch relation
 * (冲, then 刑, 害, 合), else its stem relation.
 */
export type MeetEffect = BranchRelation | 'stem冲' | 'stem合';
/** The relations between a decade and one natal pillar. */
export interface MeetRels {
  stems: StemRelation[];
  branches: BranchRelation[];
}
/**
 * The natal pillars a decade meets with the same chief effect, said in one sentence: the
 * relations they all share, and what some of them add.
 */
export interface MeetGroup {
  effect: MeetEffect;
  pillars: PillarKey[];
  shared: MeetRels;
  extra: { pillar: PillarKey; rels: MeetRels }[];
}

/** A part of a decade's text that, said once, later decades point back to. */
export type EchoKind = 'ground' | 'fit' | 'quiet' | 'purpose';

/** The words of the luck-pillar report in one language. */
export interface LuckText {
  element: Record<Element, string>;
  and: string;
  ages(from: number, to: number): string;
  pillar(stem: number, branch: number): string;
  /** a part said of an earlier decade (`prev`, its pillar) that holds again */
  echo: Record<EchoKind, (prev: string) => string>;
  title(stem: number, branch: number, ages: string): string;
  /** the decade's pillar: its stem's god, its branch's main hidden stem and that one's god */
  head(stem: number, branch: number, god: TenGod, hidden: number, hiddenGod: TenGod): string;
  /** what each of the ten gods brings as a decade's stem */
  god: Record<TenGod, string>;
  /** the ground of the decade: what its branch's main hidden stem is to the day master */
  ground: Record<GodFamily, string>;
  /** the elements it brings against what the chart needs and what it has in plenty */
  fit: Record<LuckFit, (brought: string, needed: string, plenty: string) => string>;
  /** the decade meeting natal pillars with one chief effect, that effect said once */
  meets(group: MeetGroup): string;
  /** the same meeting again, as in the decade `prev` */
  meetsAgain(group: MeetGroup, prev: string): string;
  quiet: string;
  /** what the decade is for, by the stage of life and the stem's family */
  purpose: Record<LuckStage, Record<GodFamily, string>>;
  intro(forward: boolean, years: number, months: number): string;
  needs(elements: string): string;
}
