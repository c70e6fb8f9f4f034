import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { count, createdAt } from './columns';

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
  /** the whole file, or nothing when it is kept in `parts` rows of stored_file_parts */
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  parts: count('parts'),
  createdAt: createdAt(),
});

/**
 * A large file (a data export) in parts of at most a mebibyte, written and read one part at a
 * time so neither holds the file in memory; deleted with its stored_files row.
 */
export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
