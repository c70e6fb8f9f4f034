import { sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { execSql } from './client';

/** The audit rows of an action (all of them when none is named), oldest first. */
export async function auditRows(t: TestApp, action?: string) {
  const rows = await execSql(
    t,
    action
      ? sql`select * from audit_log where action = ${action} order by created_at, id`
      : sql`select * from audit_log order by created_at, id`,
  );
  return rows as Array<{
    actor_kind: string;
    actor: string;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    note: string;
  }>;
}
