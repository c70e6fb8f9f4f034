import {
  DAY_CHANGES,
  ErrorCode,
  type BaziChartData,
  type BaziSettings,
  type Lang,
} from '@starlit/contracts';
import {
  baziChart,
  composeBaziReading,
  composeLuckReport,
  flowYears,
  solarTerm,
  standardOffset,
  tenGod,
  type BaziChart,
  type Interaction,
} from '@starlit/core/bazi';
import type { Db, DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { AppError, paramError } from '../../lib/errors';
import { charge } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import { cachedProfile } from '../profiles/cache';
import * as repo from './repository';

export { LUCK_KIND } from './repository';

const YEAR_MS = 365.2425 * 86_400_000;

/** The member's 八字 settings, the defaults (true solar time, the day at 23:00) filled in. */
export async function settingsOf(db: DbOrTx, userId: string): Promise<BaziSettings> {
  const row = await repo.readSettings(db, userId);
  const dayChange = DAY_CHANGES.find((d) => d === row?.dayChange) ?? DAY_CHANGES[0];
  return { trueSolarTime: row?.trueSolarTime ?? true, dayChange };
}

export async function updateSettings(
  db: DbOrTx,
  userId: string,
  patch: Partial<BaziSettings>,
): Promise<BaziSettings> {
  await repo.writeSettings(db, userId, {
    ...(patch.trueSolarTime === undefined ? {} : { baziTrueSolarTime: patch.trueSolarTime }),
    ...(patch.dayChange === undefined ? {} : { baziDayChange: patch.dayChange }),
  });
  return settingsOf(db, userId);
}

/** The profile a call is about (its id, else the current one); 1602 when it is not the member's. */
async function profileOf(db: DbOrTx, userId: string, id?: number): Promise<ProfileRow> {
  const row = await cachedProfile(db, userId, id);
  if (!row) throw new AppError(ErrorCode.OWN_PROFILE_MISSING);
  return row;
}

/** Profiles keep gender 1 (male) or 2 (female); anything else is not recorded. */
const sexOf = (row: ProfileRow) => (row.gender === 1 ? 'male' : row.gender === 2 ? 'female' : null);

/** The pillar-year of an instant: a year begins at 立春. */
const pillarYearOf = (now: Date) => {
  const y = now.getUTCFullYear();
  return now.getTime() < solarTerm(y, 2).utc.getTime() ? y - 1 : y;
};

/**
 * A profile's chart as its member's settings cast it: the zone's standard offset at birth
 * (summer time removed; a hand-set offset or local mean time as saved), the birthplace's
 * longitude for true solar time.
 */
export function castChart(row: ProfileRow, settings: BaziSettings, now = new Date()): BaziChart {
  const b = row.birth;
  const standardOffsetMinutes =
    b.lmt || b.overridden
      ? b.utcOffsetMinutes
      : standardOffset(row.timeZone, row.birthUtc, b.utcOffsetMinutes, b.dst);
  return baziChart({
    utc: row.birthUtc,
    lon: row.birthPlace.lon,
    standardOffsetMinutes,
    trueSolarTime: settings.trueSolarTime,
    dayChange: settings.dayChange,
    sex: sexOf(row) ?? 'male',
    flowYear: pillarYearOf(now),
  });
}

const wall = (d: Date) => d.toISOString().slice(0, 16);
const relationsOf = (list: Interaction[]) =>
  list.map((x) => ({ between: x.between, stems: x.stems, branches: x.branches }));

/** A profile's 八字 for the screen, in a language; the luck report's decades once unlocked. */
export async function baziOf(
  db: DbOrTx,
  userId: string,
  profileId: number | undefined,
  lang: Lang,
  now = new Date(),
): Promise<BaziChartData> {
  const row = await profileOf(db, userId, profileId);
  const [settings, rules, unlocked] = await Promise.all([
    settingsOf(db, userId),
    economyRules(db),
    repo.isUnlocked(db, row.id),
  ]);
  const c = castChart(row, settings, now);
  const sex = sexOf(row);
  const dm = c.pillars.day.stem;
  const age = (now.getTime() - row.birthUtc.getTime()) / YEAR_MS;
  const current = c.luck.pillars.findIndex((p) => age >= p.fromAge && age < p.fromAge + 10);
  const reading = composeBaziReading(c, lang, {
    age,
    year: c.flow.year,
    yearPillar: c.flow.pillar,
  }).filter((s) => sex || s.key !== 'luck');
  const report = unlocked && sex ? composeLuckReport(c, lang, age) : null;
  return {
    profileId: row.id,
    nickname: row.nickname,
    sex,
    timeUnknown: row.timeUnknown,
    settings,
    pillars: c.details.map((d, i) => ({ ...d, ...c.list[i]! })),
    balance: c.balance,
    strength: c.strength,
    interactions: relationsOf(c.interactions),
    clocks: {
      zone: row.timeZone,
      standard: wall(c.pillars.standardClock),
      trueSolar: wall(c.pillars.trueSolarClock),
      used: settings.trueSolarTime ? 'trueSolar' : 'standard',
      changed: c.changedBySolarTime,
    },
    monthTerm: { name: c.pillars.monthTerm.name, utc: c.pillars.monthTerm.utc.toISOString() },
    luck: sex
      ? {
          forward: c.luck.forward,
          startAge: c.luck.startAge,
          start: c.luck.start,
          pillars: c.luck.pillars.map((p) => ({ ...p, god: tenGod(dm, p.stem) })),
          current: current < 0 ? null : current,
        }
      : null,
    flow: {
      year: c.flow.year,
      ...c.flow.pillar,
      god: tenGod(dm, c.flow.pillar.stem),
      interactions: relationsOf(c.flow.interactions),
    },
    years: flowYears(c.list, dm, c.flow.year, 10, {
      birthUtc: row.birthUtc,
      fromAges: sex ? c.luck.pillars.map((p) => p.fromAge) : [],
    }).map((y) => ({
      year: y.year,
      ...y.pillar,
      god: y.god,
      interactions: relationsOf(y.interactions),
      luck: y.luck,
    })),
    reading,
    luckReport: {
      price: chargeRule(rules, 'unlockBaziLuck').cost,
      unlocked,
      intro: report?.intro ?? null,
      decades: (report?.decades ?? []).map(({ index: _index, ...d }) => d),
    },
  };
}

/**
 * Unlocks a profile's luck-pillar report once: the unlock row first, the charge in the same
 * transaction, so a concurrent second unlock waits on the row, finds it and pays nothing; a
 * short balance (1201) rolls both back. A profile without a recorded sex has no luck pillars.
 */
export async function unlockLuck(db: Db, userId: string, profileId: number): Promise<void> {
  const row = await profileOf(db, userId, profileId);
  if (!sexOf(row)) throw paramError('profileId');
  const rules = await economyRules(db);
  await db.transaction(async (tx) => {
    if (!(await repo.claimUnlock(tx, userId, row.id))) return;
    const paid = await charge(tx, userId, 'unlockBaziLuck', {
      ref: `${repo.LUCK_KIND}:${row.id}`,
      rules,
    });
    await repo.setUnlockMode(tx, row.id, paid.mode);
  });
}

const LUCK_TITLE: Record<Lang, string> = { zh: '八字大运详批', en: 'Your luck pillars (大运)' };

/** An unlocked luck-pillar report as titled sections (what a data export holds of it). */
export async function luckSections(db: DbOrTx, userId: string, profileId: number, lang: Lang) {
  const { luckReport: r } = await baziOf(db, userId, profileId, lang);
  return {
    sections: [
      { title: LUCK_TITLE[lang], text: r.intro ?? '' },
      ...r.decades.map((d) => ({ title: d.title, text: d.paragraphs.join('\n\n') })),
    ],
  };
}
