import { userInfo } from 'node:os';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditRow } from '@starlit/contracts';
import type { DbOrTx } from '../db/client';
import { auditLog, operators } from '../db/schema-admin';

/**
 * Who acted: an operator in the console, the machine account that ran the admin CLI, or the
 * system itself (an alert such as an operator locked out by sign-in, id 'sign-in').
 */
export interface Actor {
  kind: 'operator' | 'cli' | 'system';
  id: string;
}

export interface AuditEntry {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/** The CLI's actor: the operating-system user who ran it. */
export function cliActor(): Actor {
  let name = 'unknown';
  try {
    name = userInfo().username || name;
  } catch {
    // a container without a passwd entry for its user
  }
  return { kind: 'cli', id: name };
}

/** JSON as the log keeps it: dates become ISO text, undefined becomes null. */
const plain = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/** Adds one audit row; call it inside the transaction that makes the change it records. */
export async function writeAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorKind: actor.kind,
    actor: actor.id,
    action: entry.action,
    target: entry.target ?? '',
    before: plain(entry.before),
    after: plain(entry.after),
    note: entry.note ?? '',
  });
}

export interface AuditFilters {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The filters: actor by id, name or an operator's e-mail; dates are whole UTC days. */
function where(f: AuditFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.actor) {
    const who = f.actor.trim().toLowerCase();
    parts.push(
      sql`(${auditLog.actor} = ${f.actor.trim()} or ${auditLog.actor} in (select ${operators.id}::text from ${operators} where ${operators.email} = ${who}))`,
    );
  }
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.target) parts.push(eq(auditLog.target, f.target));
  if (f.from) parts.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) parts.push(lt(auditLog.createdAt, nextDay(f.to)));
  return parts.length ? and(...parts) : undefined;
}

const rowsQuery = (db: DbOrTx, f: AuditFilters) =>
  db
    .select({
      id: auditLog.id,
      actorKind: auditLog.actorKind,
      actor: auditLog.actor,
      actorEmail: operators.email,
      action: auditLog.action,
      target: auditLog.target,
      before: auditLog.before,
      after: auditLog.after,
      note: auditLog.note,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(
      operators,
      and(eq(auditLog.actorKind, 'operator'), sql`${auditLog.actor} = ${operators.id}::text`),
    )
    .where(where(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));

const toRow = (r: Awaited<ReturnType<typeof rowsQuery>>[number]): AuditRow => ({
  ...r,
  actorEmail: r.actorEmail ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listAudit(
  db: DbOrTx,
  f: AuditFilters & { page: number; pageSize: number },
): Promise<{ list: AuditRow[]; total: number }> {
  const rows = await rowsQuery(db, f)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return { list: rows.map(toRow), total: total?.n ?? 0 };
}

const CSV_COLUMNS = [
  'createdAt',
  'actorKind',
  'actor',
  'actorEmail',
  'action',
  'target',
  'note',
  'before',
  'after',
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; formulas are defused. */
function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered log as CSV (UTF-8 with a BOM, so spreadsheets read Chinese right), newest first. */
export async function auditCsv(db: DbOrTx, f: AuditFilters): Promise<string> {
  const rows = (await rowsQuery(db, f).limit(100_000)).map(toRow);
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => csvField(row[c])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
