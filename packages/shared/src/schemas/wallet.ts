import { z } from 'zod';
import { PRICING_CURRENCIES, type PricingCurrencyCode } from '../locales';

/*
 * Wallet API (issue 5: accounts, internal transfers, logs), shared by the server and the web app.
 * Amounts are decimal strings, times epoch milliseconds; check messages are error-catalogue keys
 * (errors.ts and catalogue/wallet.ts).
 */

/** The five wallets of SPEC 3, in the order the wallet screens list them. */
export const WALLET_ACCOUNTS = ['spot', 'futures', 'second', 'fiat', 'ico'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

/** The one currency the futures, second-contract and ICO wallets hold. */
export const MARGIN_CURRENCY = 'USDT';

/** What decides whether a wallet takes a currency (from /api/currency_list). */
export interface CurrencyRules {
  symbol: string;
  legal_status: number;
}

/**
 * Whether `account` can receive `currency` by an internal transfer:
 * - spot takes every listed currency;
 * - futures and second take USDT (their margin currency);
 * - fiat takes the currencies with legal_status 1 (the ones P2P trades);
 * - ico takes USDT, the currency subscriptions are paid in.
 */
export function accountTakes(account: WalletAccount, currency: CurrencyRules): boolean {
  switch (account) {
    case 'spot':
      return true;
    case 'fiat':
      return currency.legal_status === 1;
    default:
      return currency.symbol === MARGIN_CURRENCY;
  }
}

/**
 * Whether `account` can send `currency` out by an internal transfer. Like accountTakes, except that
 * the ICO wallet also sends out the tokens it released, so a user can move them to spot and trade.
 */
export function accountSends(account: WalletAccount, currency: CurrencyRules): boolean {
  return account === 'ico' ? true : accountTakes(account, currency);
}

/** The currencies a transfer from `from` to `to` may move. */
export function transferableCurrencies<C extends CurrencyRules>(
  from: WalletAccount,
  to: WalletAccount,
  list: readonly C[],
): C[] {
  if (from === to) return [];
  return list.filter((c) => accountSends(from, c) && accountTakes(to, c));
}

const PRICING_CODES = PRICING_CURRENCIES.map((c) => c.name) as [PricingCurrencyCode, ...PricingCurrencyCode[]];
const pricingCode = z.enum(PRICING_CODES, 'INVALID_PARAMS');
const walletAccount = z.enum(WALLET_ACCOUNTS, 'WALLET_UNKNOWN_ACCOUNT');
const currencySymbol = z
  .string('WALLET_CURRENCY_REQUIRED')
  .trim()
  .min(1, 'WALLET_CURRENCY_REQUIRED')
  .max(16, 'UNKNOWN_CURRENCY')
  .transform((s) => s.toUpperCase());

/** A positive decimal string as typed: digits, one optional point, at most 18 decimals. */
export const transferAmount = z
  .string('WALLET_AMOUNT_REQUIRED')
  .trim()
  .min(1, 'WALLET_AMOUNT_REQUIRED')
  .regex(/^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/, 'INVALID_AMOUNT')
  .refine((s) => /[1-9]/.test(s), 'INVALID_AMOUNT');

const decimalString = z.string();
const pricing = z.object({ code: z.string(), mark: z.string() });

/** POST /api/wallet/overview: `pricing` overrides the user's pricing currency. */
export const walletOverviewBody = z.object({ pricing: pricingCode.optional() }).strict().nullish();
export type WalletOverviewBody = z.infer<typeof walletOverviewBody>;

/** One wallet's worth: in USDT, in BTC and in the pricing currency. */
export const accountValuation = z.object({
  account: z.enum(WALLET_ACCOUNTS),
  usdt: decimalString,
  btc: decimalString,
  valuation: decimalString,
});
export type AccountValuation = z.infer<typeof accountValuation>;

export const walletOverview = z.object({
  pricing,
  /** Total of the five wallets. */
  usdt: decimalString,
  btc: decimalString,
  valuation: decimalString,
  /** Today's profit and loss in the pricing currency (method in docs/decisions.md, wallet). */
  today_pnl: decimalString,
  /** today_pnl / valuation at 00:00 UTC as a fraction; "0" when that valuation was zero. */
  today_pnl_rate: decimalString,
  accounts: z.array(accountValuation),
});
export type WalletOverview = z.infer<typeof walletOverview>;

/** POST /api/wallet/account. */
export const walletAccountBody = z
  .object({ account: walletAccount, pricing: pricingCode.optional() })
  .strict();
export type WalletAccountBody = z.infer<typeof walletAccountBody>;

/** One asset of a wallet (SPEC 3): available, frozen, order freeze, valuation. */
export const walletAsset = z.object({
  currency: z.string(),
  name: z.string(),
  logo: z.string(),
  precision: z.number(),
  available: decimalString,
  /** Everything frozen, order freeze included. */
  frozen: decimalString,
  /** The part of `frozen` held by open orders. */
  order_freeze: decimalString,
  total: decimalString,
  usdt: decimalString,
  btc: decimalString,
  valuation: decimalString,
  recharge_turn: z.number(),
  draw_turn: z.number(),
  /** ICO wallet only: tokens released today and in total (journal reason ico_release). */
  released_today: decimalString.optional(),
  released_total: decimalString.optional(),
});
export type WalletAsset = z.infer<typeof walletAsset>;

export const walletAccountView = z.object({
  account: z.enum(WALLET_ACCOUNTS),
  pricing,
  usdt: decimalString,
  btc: decimalString,
  valuation: decimalString,
  assets: z.array(walletAsset),
  /**
   * futures and second: total equity (balance, as no positions exist yet), margin ratio and
   * estimated liquidation price (null until the futures module computes them).
   */
  margin: z
    .object({ equity: decimalString, margin_ratio: decimalString.nullable(), liquidation_price: decimalString.nullable() })
    .optional(),
  /** ico: released today and in total, valued in the pricing currency. */
  released: z.object({ today: decimalString, total: decimalString }).optional(),
});
export type WalletAccountView = z.infer<typeof walletAccountView>;

/**
 * POST /api/wallet/transfer: between the user's own wallets, no fee. `client_id` (1-64 of
 * [A-Za-z0-9_-]) makes a retried request answer the first transfer instead of moving money twice.
 */
export const transferBody = z
  .object({
    currency: currencySymbol,
    from: walletAccount,
    to: walletAccount,
    amount: transferAmount,
    client_id: z.string('INVALID_PARAMS').regex(/^[A-Za-z0-9_-]{1,64}$/, 'INVALID_PARAMS'),
  })
  .strict()
  .refine((b) => b.from !== b.to, { message: 'WALLET_SAME_ACCOUNT', path: ['to'] });
export type TransferBody = z.input<typeof transferBody>;

/** One side of a transfer: the wallet's available balance before and after. */
const transferSide = z.object({ account: z.enum(WALLET_ACCOUNTS), before: decimalString, after: decimalString });

export const transferResult = z.object({
  id: z.string(),
  client_id: z.string(),
  currency: z.string(),
  amount: decimalString,
  from: transferSide,
  to: transferSide,
  created_at: z.number(),
});
export type TransferResult = z.infer<typeof transferResult>;

/** History tabs of SPEC 2: log-currency, wallet-log (all), log-legal, log-transfer, log-ico, log-ico-thaw. */
export const LOG_TABS = ['currency', 'all', 'legal', 'transfer', 'ico', 'ico_thaw'] as const;
export type LogTab = (typeof LOG_TABS)[number];
export const LOG_DAYS = [3, 7, 30] as const;

/** POST /api/wallet/logs. */
export const walletLogsBody = z
  .object({
    tab: z.enum(LOG_TABS, 'INVALID_PARAMS'),
    days: z.union([z.literal(3), z.literal(7), z.literal(30)], 'INVALID_PARAMS').default(7),
    currency: currencySymbol.optional(),
    /**
     * Whether the lines that only move money between available and frozen while an order or a
     * position holds it (order_freeze, order_unfreeze, margin_release) are listed: they change no
     * total and were most of the history (82 lines for a handful of orders). The web app asks
     * without them unless the user turns them on.
     */
    holds: z.boolean('INVALID_PARAMS').default(true),
    page: z.number('INVALID_PARAMS').int().min(1).max(100_000).default(1),
    page_size: z.number('INVALID_PARAMS').int().min(1).max(100).default(20),
  })
  .strict();
/** The journal reasons `holds: false` leaves out. */
export const HOLD_REASONS = ['order_freeze', 'order_unfreeze', 'margin_release'] as const;
export type WalletLogsBody = z.input<typeof walletLogsBody>;

/**
 * One line of a wallet log: one posting of the journal on one of the user's wallets. `before` and
 * `after` are the moved half (`field`: available or frozen); `available_after` and `frozen_after`
 * show the whole row right after it. Address, network and status come from the deposit or
 * withdrawal the line belongs to (empty for other lines).
 */
export const walletLogRow = z.object({
  id: z.string(),
  time: z.number(),
  /** The journal reason: deposit, withdrawal, transfer, order_freeze, trade, fee, ico_release... */
  type: z.string(),
  account: z.enum(WALLET_ACCOUNTS),
  currency: z.string(),
  field: z.enum(['available', 'frozen']),
  /** Signed: negative when money left. */
  amount: decimalString,
  before: decimalString,
  after: decimalString,
  available_after: decimalString,
  frozen_after: decimalString,
  address: z.string(),
  note: z.string(),
  status: z.string(),
  network: z.string(),
  /** Transfers: the two wallets; '' otherwise. */
  from: z.string(),
  to: z.string(),
});
export type WalletLogRow = z.infer<typeof walletLogRow>;

export const walletLogsPage = z.object({
  list: z.array(walletLogRow),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type WalletLogsPage = z.infer<typeof walletLogsPage>;

/** What the private `balance` push carries after a transfer (channel user_{id}). */
export interface BalancePush {
  type: 'balance';
  account: WalletAccount;
  currency: string;
  available: string;
  frozen: string;
}
