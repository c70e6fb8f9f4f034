import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BirthInstant, PlaceSnapshot } from '@starlit/contracts';
import { createdAt, lang, paidUnlock, tsz, updatedAt, writtenText } from './columns';
import { userRef } from './schema';

/** Profiles (the spec's "archives") of the user, friends and family, and what was unlocked. */

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    nickname: text('nickname').notNull(),
    /** 'A' the user's own profile; B–O the other relationships */
    relationship: text('relationship').notNull(),
    gender: smallint('gender').notNull(),
    /** local birth date and time as entered */
    birthDate: text('birth_date').notNull(),
    birthTime: text('birth_time').notNull(),
    timeUnknown: boolean('time_unknown').notNull().default(false),
    birthPlace: jsonb('birth_place').$type<PlaceSnapshot>().notNull(),
    residence: jsonb('residence').$type<PlaceSnapshot>().notNull(),
    timeZone: text('time_zone').notNull(),
    /** a manual UTC offset in minutes, replacing the zone's rules */
    offsetOverride: real('offset_override'),
    /** how the birth time became UTC (kept as computed when saved) */
    birth: jsonb('birth').$type<BirthInstant>().notNull(),
    birthUtc: tsz('birth_utc').notNull(),
    sunSign: smallint('sun_sign').notNull(),
    moonSign: smallint('moon_sign').notNull(),
    risingSign: smallint('rising_sign'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId, t.id),
    // one own profile per user, also under concurrent requests
    uniqueIndex('profiles_own_uq')
      .on(t.userId)
      .where(sql`${t.relationship} = 'A'`),
  ],
);

/** A profile a row is about, deleted with the profile. */
export const profileRef = <N extends string>(name: N) =>
  integer(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** The user's current profile (absent: the own profile, else the first). */
export const currentProfiles = pgTable('current_profiles', {
  userId: userRef().primaryKey(),
  profileId: profileRef('profile_id'),
});

/** Paid unlocks: the natal report of a profile, today's horoscope report of a profile. */
export const astroUnlocks = pgTable(
  'astro_unlocks',
  {
    userId: userRef(),
    profileId: profileRef('profile_id'),
    /** 'destiny', 'horoscope:YYYY-MM-DD', or 'solarReturn:YYYY' */
    kind: text('kind').notNull(),
    ...paidUnlock(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.kind] })],
);

/** A report text as the interpreter produced it (kept so a language model is paid for once). */
export const astroReports = pgTable(
  'astro_reports',
  {
    profileId: profileRef('profile_id'),
    kind: text('kind').notNull(),
    lang: lang(),
    /** the birth data the text was written for: an edit of the profile makes it stale */
    chartKey: text('chart_key').notNull(),
    ...writtenText(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.kind, t.lang] })],
);

/**
 * Where the member spends a birthday: the place a profile's solar return of that year is cast
 * for, as a snapshot (a later place-data update never moves the chart).
 */
export const solarReturnPlaces = pgTable(
  'solar_return_places',
  {
    userId: userRef(),
    profileId: profileRef('profile_id'),
    year: smallint('year').notNull(),
    place: jsonb('place').$type<PlaceSnapshot>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.year] })],
);

export type ProfileRow = typeof profiles.$inferSelect;
