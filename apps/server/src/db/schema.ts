import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { count, createdAt, lang, signInGuard, sort, updatedAt } from './columns';

/** The owning user (`user_id`), deleted with the user. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });

/** A row of its own (random uuid `id`) that belongs to one user. */
export const ownedRow = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef(),
});

/** A user's rows. */
export const userIndex = (name: string, t: { userId: AnyPgColumn }) => index(name).on(t.userId);

/** A user's rows, newest first. */
export const userTimeIndex = (name: string, t: { userId: AnyPgColumn; createdAt: AnyPgColumn }) =>
  index(name).on(t.userId, t.createdAt);

/** A history table's columns: the owned row, the table's own, then `createdAt`. */
type HistoryColumns<C> = ReturnType<typeof ownedRow> &
  C & { createdAt: ReturnType<typeof createdAt> };

/**
 * A member's history: rows of their own with the time each was made, listed newest first by
 * `<name>_user_idx`; `extra` adds the table's other indexes.
 */
export const historyTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra: (
    t: BuildExtraConfigColumns<N, HistoryColumns<C>, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) =>
  pgTable(name, { ...ownedRow(), ...columns, createdAt: createdAt() }, (t) => [
    userTimeIndex(`${name}_user_idx`, t),
    ...extra(t),
  ]);

/** One person. E-mail and phone are optional, but at least one sign-in method exists. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-cased */
    email: text('email'),
    areaCode: text('area_code'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull().default(''),
    name: text('name').notNull().default(''),
    gender: smallint('gender'),
    birthday: date('birthday'),
    /** storage key of the uploaded avatar */
    avatar: text('avatar'),
    inviteCode: text('invite_code').notNull(),
    /** the user whose invite code was given at sign-up (see invites for the rewards) */
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    lang: lang().default('en'),
    /** IANA zone from the browser: where the user's day (check-in, daily allowances) starts */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** when `timeZone` last changed (it may change once per ZONE_CHANGE_GAP_MS) */
    timeZoneSetAt: timestamp('time_zone_set_at', { withTimezone: true }),
    /** why the account wants an operator's look ('dispute': a chargeback is open), else null */
    flag: text('flag'),
    /** set by an operator: the account cannot sign in or use its sessions */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.areaCode, t.phone),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
  ],
);

/** A link between a user and a social provider's account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    ...ownedRow(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** the provider's display or user name, shown as `<provider>:<name>` for social-only accounts */
    name: text('name').notNull().default(''),
    /** set only when the provider reported it verified */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.provider, t.subject),
    userIndex('user_identities_user_idx', t),
  ],
);

/** Bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...ownedRow(),
    tokenHash: text('token_hash').notNull(),
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), userIndex('sessions_user_idx', t)],
);

/**
 * Password checks per account: `failures` counts the checks (each counted before it runs,
 * forgotten when one succeeds) since `windowStartedAt`; while `lockedUntil` is ahead,
 * password sign-in is refused. Times are the database's, so every process agrees.
 */
export const passwordGuards = pgTable('password_guards', {
  userId: userRef().primaryKey(),
  ...signInGuard(),
});

/** One-time codes sent by e-mail or SMS; only a hash of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'email:<address>' or 'phone:<area>-<number>' */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: count('attempts'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Image captchas guarding SMS sends; single use. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** PKCE state for the Twitter-type flow, kept between start and callback. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Per-user settings. */
export const userConfigs = pgTable('user_configs', {
  userId: userRef().primaryKey(),
  pointsDeductionPrompt: boolean('points_deduction_prompt').notNull().default(true),
  music: boolean('music').notNull().default(false),
  /** how the member's charts are drawn (contracts' HOUSE_SYSTEMS, ZODIACS, AYANAMSAS, NODE_KINDS) */
  houseSystem: text('house_system').notNull().default('placidus'),
  zodiac: text('zodiac').notNull().default('tropical'),
  ayanamsa: text('ayanamsa').notNull().default('lahiri'),
  nodeKind: text('node_kind').notNull().default('mean'),
  /** 八字: the day and hour by true solar time (else the zone's clock); the 子 hour's day change */
  baziTrueSolarTime: boolean('bazi_true_solar_time').notNull().default(true),
  baziDayChange: text('bazi_day_change').notNull().default('ziHour'),
  updatedAt: updatedAt(),
});

/** Feedback from users (or visitors); images are storage keys. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  contact: text('contact'),
  images: jsonb('images')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** new → replied → closed (an operator may also close without a reply) */
  status: text('status').notNull().default('new'),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  /** the operator who replied (kept as text: the entry outlives the operator) */
  repliedBy: text('replied_by'),
  createdAt: createdAt(),
});

/** A catalogue entry's name, in Chinese and in English. */
const names = () => ({
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
});

/** The "more applications" catalogue, seeded at start and editable in the database. */
export const appCategories = pgTable('app_categories', {
  id: text('id').primaryKey(),
  sort: sort(),
  ...names(),
});

export const apps = pgTable(
  'apps',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => appCategories.id, { onDelete: 'cascade' }),
    sort: sort(),
    ...names(),
    descZh: text('desc_zh').notNull(),
    descEn: text('desc_en').notNull(),
    icon: text('icon').notNull(),
    link: text('link').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('apps_category_idx').on(t.categoryId)],
);
