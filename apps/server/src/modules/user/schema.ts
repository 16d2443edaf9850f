import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Avatars live in the database, never under the web root, already re-encoded (256 px WebP, no
 * metadata). `key` is random: GET /api/avatar/:key serves it to an <img>, which cannot send a token,
 * and a new upload gets a new key so caches never show the old picture.
 */
export const userAvatars = pgTable('user_avatars', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull().unique(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
