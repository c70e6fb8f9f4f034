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
import { createdAt, tsz } from './schema';

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

/** Operator sessions: only the SHA-256 of the token is kept; they end soon and when idle. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Who did what, to what, when, with the state before and after and the note given. Rows are
 * only ever added (a trigger refuses UPDATE and DELETE); targets are ids as text, so an entry
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
    note: text('note').notNull().default(''),
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
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);
