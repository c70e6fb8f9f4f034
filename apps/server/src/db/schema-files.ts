import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database, so every server instance serves them (used on
 * PostgreSQL when no object store is configured). Keys are the Storage keys.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
