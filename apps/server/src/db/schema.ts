import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  /** Reference price in USDT; the price oracle keeps it current. */
  price: money('price').notNull(),
  precision: smallint('precision').notNull(),
  rechargeTurn: smallint('recharge_turn').notNull().default(1),
  drawTurn: smallint('draw_turn').notNull().default(1),
  legalStatus: smallint('legal_status').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const pairs = pgTable('pairs', {
  id: serial('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  leftSymbol: text('left_symbol').notNull(),
  rightSymbol: text('right_symbol').notNull(),
  isHot: smallint('is_hot').notNull().default(0),
  tradeStatus: smallint('trade_status').notNull().default(1),
  contractStatus: smallint('contract_status').notNull().default(0),
  tickSize: money('tick_size').notNull(),
  stepSize: money('step_size').notNull(),
  minQty: money('min_qty').notNull(),
  minNotional: money('min_notional').notNull(),
  makerFee: money('maker_fee').notNull().default('0.001'),
  takerFee: money('taker_fee').notNull().default('0.001'),
  pricePrecision: smallint('price_precision').notNull(),
  qtyPrecision: smallint('qty_precision').notNull(),
  /**
   * Price protection, in percent: a limit order priced further than this from the index price is
   * refused (a percent-price filter), so a typo cannot buy at five times the market.
   */
  priceBand: money('price_band').notNull().default('10'),
  /** Circulating supply, for the market-cap column of /markets. */
  supply: money('supply').notNull().default('0'),
  sort: integer('sort').notNull().default(0),
});

export const pricingCurrencies = pgTable('pricing_currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  mark: text('mark').notNull(),
  /** Units of this currency for one USDT. */
  rate: money('rate').notNull(),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
});

export const platformConfig = pgTable('platform_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const platformNotes = pgTable(
  'platform_notes',
  {
    type: smallint('type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.lang] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    email: text('email'),
    mobile: text('mobile'),
    areaCode: text('area_code'),
    passwordHash: text('password_hash'),
    fundPasswordHash: text('fund_password_hash'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    inviteCode: text('invite_code').notNull().unique(),
    invitedBy: integer('invited_by'),
    /** user | admin | system (platform accounts of ARCHITECTURE 5). */
    role: text('role').notNull().default('user'),
    nameStatus: smallint('name_status').notNull().default(1),
    pricingCurrency: text('pricing_currency').notNull().default('USD'),
    lang: text('lang').notNull().default('en_US'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_mobile_idx').on(t.areaCode, t.mobile)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** sha256 of the opaque token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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
  (t) => [index('journal_ref_idx').on(t.refType, t.refId)],
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
