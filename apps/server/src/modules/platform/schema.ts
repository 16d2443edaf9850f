import { integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';

/*
 * The platform's reference data (SPEC 3 and 7): currencies, pairs, pricing currencies, languages,
 * the platform configuration, communities and the platform documents. Only modules/platform reads
 * or writes them; others call the platform service (pairList, currencyList, pairSettingsPart, ...).
 * The first-start seed (modules/seed) is the one documented exception (docs/decisions.md).
 */

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
