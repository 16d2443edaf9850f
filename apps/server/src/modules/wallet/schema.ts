import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One internal transfer between a user's own wallets. The money moves in the ledger (entry_id);
 * this row exists for idempotency: (user_id, client_id) is unique, so a retried request finds the
 * first transfer instead of moving money twice, even when both arrive at the same moment.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    amount: numeric('amount', { precision: 36, scale: 18 }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    fromBefore: numeric('from_before', { precision: 36, scale: 18 }).notNull().default('0'),
    fromAfter: numeric('from_after', { precision: 36, scale: 18 }).notNull().default('0'),
    toBefore: numeric('to_before', { precision: 36, scale: 18 }).notNull().default('0'),
    toAfter: numeric('to_after', { precision: 36, scale: 18 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transfers_client_idx').on(t.userId, t.clientId),
    check('wallet_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);
