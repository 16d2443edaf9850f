import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * ID photos live in the database, never under the web root: only GET /api/identity/photo/:id serves
 * them, to their owner and to admins. They are stored re-encoded (JPEG, metadata stripped).
 */
export const identityPhotos = pgTable(
  'identity_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_photos_user_idx').on(t.userId)],
);

/** One row per submission; status 2 under review, 3 approved, 4 rejected (users.name_status follows). */
export const identityApplications = pgTable(
  'identity_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    realName: text('real_name').notNull(),
    idNumber: text('id_number').notNull(),
    country: text('country').notNull(),
    frontPhotoId: integer('front_photo_id').notNull(),
    backPhotoId: integer('back_photo_id').notNull(),
    status: smallint('status').notNull().default(2),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_applications_user_idx').on(t.userId, t.id),
    index('identity_applications_status_idx').on(t.status, t.id),
    // At most one application under review per user, even when two submissions race.
    uniqueIndex('identity_applications_one_pending_idx').on(t.userId).where(sql`status = 2`),
  ],
);
