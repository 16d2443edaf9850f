import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The fiat P2P module's tables (issue 18). Only modules/p2p reads or writes them. Times are epoch
 * milliseconds of the server clock (lib/clock), so tests and /api/dev/clock move countdowns.
 */

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });
const ms = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** A collection method / bank card (SPEC 3): where a seller is paid, or the card a buyer pays from. */
export const p2pCards = pgTable(
  'p2p_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    realName: text('real_name').notNull(),
    bankName: text('bank_name').notNull(),
    cardNo: text('card_no').notNull(),
    branch: text('branch').notNull().default(''),
    fiat: text('fiat').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('p2p_cards_user_idx').on(t.userId, t.id)],
);

/** A user an admin made a merchant (a verified user); merchants post ads. */
export const p2pMerchants = pgTable('p2p_merchants', {
  userId: integer('user_id').primaryKey(),
  name: text('name').notNull(),
  grantedAt: ms('granted_at').notNull(),
  /** 0 when the role was taken back. */
  active: smallint('active').notNull().default(1),
});

/**
 * One row per user who has bought on P2P. Taking an ad locks the buyer's row first, so one buyer's
 * orders are checked against the purchase limits one after the other, whatever the concurrency.
 */
export const p2pBuyers = pgTable('p2p_buyers', {
  userId: integer('user_id').primaryKey(),
});

/** A merchant's ad: `side` is the merchant's (sell: the merchant sells crypto for fiat). */
export const p2pAds = pgTable(
  'p2p_ads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    side: text('side').notNull(),
    crypto: text('crypto').notNull(),
    fiat: text('fiat').notNull(),
    priceType: text('price_type').notNull(),
    /** The fixed price, when price_type is fixed. */
    price: money('price').notNull().default('0'),
    /** Percent over (or under, negative) the index in that fiat, when price_type is margin. */
    margin: money('margin').notNull().default('0'),
    quantity: money('quantity').notNull(),
    /** What orders have not taken yet; a cancelled or expired order gives its quantity back. */
    remaining: money('remaining').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    methods: jsonb('methods').$type<string[]>().notNull(),
    payWindow: integer('pay_window').notNull(),
    /** online or paused. */
    status: text('status').notNull().default('online'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    index('p2p_ads_market_idx').on(t.crypto, t.fiat, t.side, t.status),
    check('p2p_ads_remaining_nonneg', sql`${t.remaining} >= 0`),
  ],
);

/**
 * A fiat order. While its status is unpaid, paid or appeal the seller's `quantity` of `crypto` is
 * frozen in the seller's fiat wallet under ref type p2p_order (the frozen holder). Every status
 * change is a conditional update on the expected status, in the transaction of its ledger entry.
 */
export const p2pOrders = pgTable(
  'p2p_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    adId: bigint('ad_id', { mode: 'number' }).notNull(),
    buyerId: integer('buyer_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    crypto: text('crypto').notNull(),
    fiat: text('fiat').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    total: money('total').notNull(),
    /** unpaid, paid, appeal, completed, cancelled. */
    status: text('status').notNull(),
    /** The seller's collection method and the buyer's card, as they were when the order was made. */
    sellerCard: jsonb('seller_card').$type<CardSnapshot>().notNull(),
    buyerCard: jsonb('buyer_card').$type<CardSnapshot>().notNull(),
    payDeadline: ms('pay_deadline').notNull(),
    confirmDeadline: ms('confirm_deadline'),
    createdAt: ms('created_at').notNull(),
    paidAt: ms('paid_at'),
    finishedAt: ms('finished_at'),
    /** buyer, expired, admin (cancelled) or seller, admin (completed). */
    endedBy: text('ended_by'),
    appealBy: integer('appeal_by'),
    appealReason: text('appeal_reason'),
    appealImages: jsonb('appeal_images').$type<number[]>(),
    appealAt: ms('appeal_at'),
  },
  (t) => [
    uniqueIndex('p2p_orders_no_idx').on(t.orderNo),
    index('p2p_orders_buyer_idx').on(t.buyerId, t.id),
    index('p2p_orders_seller_idx').on(t.sellerId, t.id),
    index('p2p_orders_open_idx').on(t.status, t.payDeadline),
  ],
);

export interface CardSnapshot {
  id: number;
  real_name: string;
  bank_name: string;
  card_no: string;
  branch: string;
}

/** Re-encoded images of the order chat and of appeals. */
export const p2pImages = pgTable('p2p_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: ms('created_at').notNull(),
});

/** The order chat, kept with the order for appeals. */
export const p2pMessages = pgTable(
  'p2p_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    senderId: integer('sender_id').notNull(),
    text: text('text').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('p2p_messages_order_idx').on(t.orderId, t.id)],
);
