import type { Tuple } from '../../util/tuple';
import type { TenGod } from '../analysis';
import type { Relation } from './types';

/** The words of the day pillar's line in one language. */
export interface BaziDayText {
  /** "今天是丙午日" / "Today is a 丙午 Bing Wu day" */
  intro(pillar: string): string;
  /** what the day's stem is to the day master, then the day's hint for that god */
  god(stem: string, god: string, dayMaster: string, hint: string): string;
  /** a ten god as the reader knows it: 「偏财」 / "Indirect Wealth (偏财)" */
  godName: Record<TenGod, string>;
  hint: Record<TenGod, string>;
  /** a branch named for the reader: 「午火」 / "午 Wu" */
  branch: Tuple<string, 12>;
  /** the day's branch meeting the member's day branch, and their year branch */
  touchDay: Record<Relation, (today: string, own: string) => string>;
  touchYear: Record<Relation, (today: string, own: string) => string>;
  /** the day's branch the same as the member's day branch, punishing itself (自刑) */
  selfPunish(today: string): string;
  /** the day's branch meeting neither */
  quiet(today: string): string;
  /** how the sentences join */
  join: string;
}
