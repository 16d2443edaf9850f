import { bigint, bigserial, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Deposits, withdrawals, the address book and the simulated chain (issue 5). Money is numeric(36,18)
 * like every money column (ARCHITECTURE 4).
 */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Which currency travels on which network, with its minimums and fee. */
export const fundingNetworks = pgTable(
  'funding_networks',
  {
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    confirmations: integer('confirmations').notNull(),
    minDeposit: money('min_deposit').notNull(),
    minWithdraw: money('min_withdraw').notNull(),
    withdrawFee: money('withdraw_fee').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currency, t.network] })],
);

/** Process-wide secrets generated once (the HD mnemonic when FUNDING_MNEMONIC is not set). */
export const fundingSecrets = pgTable('funding_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** One deposit address per user and chain family, derived at index = user id. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: integer('user_id').notNull(),
    family: text('family').notNull(),
    address: text('address').notNull().unique(),
    path: text('path').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.family] })],
);

/** A deposit seen on chain; (network, txid, vout) is the chain's own identity, so a replay cannot add a row. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    amount: money('amount').notNull(),
    height: bigint('height', { mode: 'number' }).notNull(),
    required: integer('required').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    /** confirming | success | ignored (below the minimum deposit) */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    creditedAt: at('credited_at'),
  },
  (t) => [
    uniqueIndex('deposits_chain_idx').on(t.network, t.txid, t.vout),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status),
  ],
);

/** A withdrawal request; the amount stays frozen until it completes, fails or is cancelled. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    receiveAmount: money('receive_amount').notNull(),
    /** Value in USDT at request time, counted against the 24-hour limit. */
    usdtValue: money('usdt_value').notNull(),
    /** pending | confirming | completed | failed | cancelled (SPEC 4) */
    status: text('status').notNull(),
    txid: text('txid'),
    note: text('note').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_client_idx').on(t.userId, t.clientId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
  ],
);

/** The withdrawal address book of /user/c-symAddr. */
export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    note: text('note').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdraw_addresses_uniq').on(t.userId, t.currency, t.network, t.address)],
);

/** How far the deposit scanner has read each network. */
export const chainCursors = pgTable('chain_cursors', {
  network: text('network').primaryKey(),
  height: bigint('height', { mode: 'number' }).notNull(),
});

/** The local simulated chain: one head per network and its transactions. */
export const simChainHeads = pgTable('sim_chain_heads', {
  network: text('network').primaryKey(),
  height: bigint('height', { mode: 'number' }).notNull(),
});

export const simChainTxs = pgTable(
  'sim_chain_txs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    network: text('network').notNull(),
    txid: text('txid').notNull(),
    vout: smallint('vout').notNull().default(0),
    address: text('address').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** The block that holds it: the next block after the head when it was sent. */
    height: bigint('height', { mode: 'number' }).notNull(),
    /** in (towards our addresses) | out (our withdrawals) */
    direction: text('direction').notNull(),
  },
  (t) => [uniqueIndex('sim_chain_txs_idx').on(t.network, t.txid, t.vout), index('sim_chain_txs_height_idx').on(t.network, t.height)],
);
