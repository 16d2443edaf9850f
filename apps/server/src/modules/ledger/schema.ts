import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The ledger's tables (ARCHITECTURE 5). Only modules/ledger reads or writes them; every other module
 * goes through the ledger service (balances, journal queries, the frozen-holder registry).
 */

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

export const ACCOUNTS = ['spot', 'futures', 'second', 'fiat', 'ico'] as const;

export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    available: money('available').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    /** Only the external-world platform row may go below zero (deposits come from it). */
    allowNegative: smallint('allow_negative').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.account, t.currency] }),
    // Last line of defence: the ledger's conditional updates already refuse to overdraw.
    check('balances_available_nonneg', sql`${t.allowNegative} = 1 or ${t.available} >= 0`),
    check('balances_frozen_nonneg', sql`${t.frozen} >= 0`),
    check(
      'balances_account_known',
      sql`${t.account} in (${sql.raw(ACCOUNTS.map((a) => `'${a}'`).join(', '))})`,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reason: text('reason').notNull(),
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_ref_idx').on(t.refType, t.refId),
    // Effects of the exchange's timers that happen once per thing (issue 28): a deposit credited, a
    // withdrawal paid out or released, a second contract settled, an ICO subscription settled and
    // allocated, a P2P escrow released or returned. Each is already a conditional update in the same
    // transaction; this key makes the database itself refuse a second entry, whichever process or
    // takeover writes it.
    uniqueIndex('journal_once_idx')
      .on(t.refType, t.refId, t.reason)
      .where(
        sql`(${t.refType} = 'deposit' and ${t.reason} = 'deposit') or (${t.refType} = 'withdrawal' and ${t.reason} in ('withdrawal', 'withdrawal_release')) or (${t.refType} = 'second_order' and ${t.reason} = 'trade') or (${t.refType} = 'ico_subscription' and ${t.reason} in ('ico_settle', 'ico_allocate')) or (${t.refType} = 'p2p_order' and ${t.reason} in ('p2p_release', 'p2p_return'))`,
      ),
  ],
);

/** One leg of a journal entry; `field` says whether it moved available or frozen. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    userId: integer('user_id').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    field: text('field').notNull(),
    amount: money('amount').notNull(),
    availableAfter: money('available_after').notNull(),
    frozenAfter: money('frozen_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('postings_entry_idx').on(t.entryId),
    index('postings_owner_idx').on(t.userId, t.account, t.currency, t.id),
    // The wallet log pages one user's postings newest first.
    index('postings_user_idx').on(t.userId, t.id),
    check('postings_field_known', sql`${t.field} in ('available', 'frozen')`),
    check('postings_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
