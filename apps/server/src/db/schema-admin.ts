import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { count, createdAt, note, signInGuard, tsz } from './columns';
import { userRef } from './schema';

/**
 * The people who run Starlit: operator accounts (apart from members), their short sessions,
 * and the append-only audit log of every operator action and admin CLI command.
 */

/** An operator: password and TOTP to sign in; `support` reads and helps, `admin` does all. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-cased */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** the base32 TOTP secret shared with the operator's authenticator app */
    totpSecret: text('totp_secret').notNull(),
    /** the last TOTP time step accepted: a code is good once */
    lastTotpStep: integer('last_totp_step').notNull().default(0),
    role: text('role').notNull(),
    disabledAt: tsz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email)],
);

/** The operator a row belongs to, deleted with the operator. */
const operatorRef = () =>
  uuid('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/** Operator sessions: only the SHA-256 of the token is kept; they end soon and when idle. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: operatorRef(),
    createdAt: createdAt(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Failed sign-ins per operator, whatever address they come from: each check is counted before
 * the password and code are compared, and the last allowed failure in a window locks the
 * operator until `lockedUntil` (or until an admin unlocks them).
 */
export const operatorGuards = pgTable('operator_guards', {
  operatorId: operatorRef().primaryKey(),
  ...signInGuard(),
});

/** What a support operator granted on their own per UTC day (points and VIP days given). */
export const operatorGrantDays = pgTable(
  'operator_grant_days',
  {
    operatorId: operatorRef(),
    day: date('day').notNull(),
    points: count('points'),
    vipDays: count('vip_days'),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.day] })],
);

/**
 * A grant beyond what a support operator may give alone, waiting for an admin: approving it
 * makes the grant; `status` is pending, approved or rejected.
 */
export const grantRequests = pgTable(
  'grant_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: operatorRef(),
    userId: userRef(),
    /** 'points' or 'vip' (days) */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    note: text('note').notNull(),
    /** why it needs an admin: 'perGrant' (one grant too large) or 'daily' (the day's cap) */
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    /** the admin's operator id, or the CLI's machine account */
    decidedBy: text('decided_by'),
    decidedAt: tsz('decided_at'),
    decisionNote: text('decision_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('grant_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * Who did what, to what, when, with the state before and after and the note given. Rows are
 * only ever added (triggers refuse UPDATE, DELETE and TRUNCATE); targets are ids as text, so an entry
 * outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'operator' (the console) or 'cli' (npm run admin) */
    actorKind: text('actor_kind').notNull(),
    /** the operator's id, or the machine account that ran the CLI */
    actor: text('actor').notNull(),
    /** the command or action: 'points:grant', 'order:refund', 'feedback:reply', … */
    action: text('action').notNull(),
    /** what it was done to: a user id, an order id, a code, a product id, a rule key, or '' */
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    note: note(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.target, t.createdAt),
  ],
);

/**
 * Events the dashboard counts that leave no row of their own, per UTC day: 'answers' (a page of
 * the answers book opened), 'aiFallback' (the embedded interpreter answered for the AI service).
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    day: date('day').notNull(),
    name: text('name').notNull(),
    count: count('count'),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);
