import type { Tx } from '../db/client';

/** A refusal of an admin command or operator action, with the reason to show. */
export class AdminError extends Error {
  override name = 'AdminError';
}

/** What a change did, for its audit row: written by the hook in the change's own transaction. */
export interface Change {
  target: string;
  before: unknown;
  after: unknown;
}
export type AuditHook = (tx: Tx, change: Change) => Promise<void>;
