import { DEFAULT_PRICING_CURRENCY, PRICING_CURRENCIES, type PricingCurrencyCode } from '@aurelix/shared/locales';
import type { CurrencyItem } from '@aurelix/shared/schemas/platform';
import {
  WALLET_ACCOUNTS,
  type WalletAccount,
  type WalletAccountView,
  type WalletOverview,
} from '@aurelix/shared/schemas/wallet';
import type { Db } from '../../db/client';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import type { PlatformService } from '../platform/service';
import { accountView, type PriceContext } from './account-view';
import { readLogs, type FundingDescriber } from './logs';
import { createTransfers } from './transfer';
import { addTo, converter, startOfUtcDay, todayPnl, usdtPrices, type Holdings, type TickPrice } from './valuation';

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
  platform: PlatformService;
  /** The market's 24h tickers right now. */
  ticks: () => readonly TickPrice[];
  publishToUser: (userId: number, data: unknown) => void;
  /** The funding module's description of deposit and withdrawal lines, once it exists. */
  funding: () => FundingDescriber | undefined;
  /** The server's clock (lib/clock.ts), in epoch ms. */
  now: () => number;
  /**
   * Limits on what may leave a wallet by transfer, declared by the product that holds it (futures:
   * not what open cross losses need). Filled by `limitTransfersOut`; products register after the wallet.
   */
  outflowLimits?: Map<string, (userId: number, currency: string) => Promise<string>>;
}

/** Who is asking: the user id and their saved pricing currency. */
export interface WalletUser {
  id: number;
  pricingCurrency: string;
}

function pricingOf(code: string | undefined): { code: PricingCurrencyCode; mark: string } {
  const found =
    PRICING_CURRENCIES.find((c) => c.name === code) ??
    PRICING_CURRENCIES.find((c) => c.name === DEFAULT_PRICING_CURRENCY)!;
  return { code: found.name, mark: found.mark };
}

/** Reasons of money that entered or left the exchange (they are not profit or loss). */
const EXTERNAL_REASONS = ['deposit', 'withdrawal'];

/** Accounts, valuations, internal transfers and logs of issue 5. */
export function createWalletService(input: WalletDeps) {
  const deps: WalletDeps = { ...input, outflowLimits: input.outflowLimits ?? new Map() };
  const { now } = deps;

  /** ICO tokens released into the ico wallet (reason ico_release): since `since` and in total. */
  async function icoReleased(userId: number, since: Date) {
    const released = { account: 'ico', reasons: ['ico_release'], direction: 'in' } as const;
    const [today, total] = await Promise.all([
      deps.ledger.journalTotals(userId, { ...released, since }),
      deps.ledger.journalTotals(userId, released),
    ]);
    const todayOf = new Map(today.map((r) => [r.currency, r.amount]));
    return total.map((r) => ({ currency: r.currency, today: todayOf.get(r.currency) ?? '0', total: r.amount }));
  }

  /** Prices, currencies and the pricing rate every valuation of one request uses. */
  async function priceContext(user: WalletUser, pricing?: string): Promise<PriceContext> {
    const chosen = pricingOf(pricing ?? user.pricingCurrency);
    const [{ list }, rate] = await Promise.all([
      deps.platform.currencyList(),
      deps.platform.pairPrice(`usdt_${chosen.code.toLowerCase()}`).then((p) => p.price),
    ]);
    const prices = usdtPrices(list, deps.ticks());
    return { currencies: list, prices, convert: converter(prices, rate), pricing: chosen };
  }

  async function holdingsNow(userId: number) {
    const rows = await deps.ledger.balancesOf(userId);
    const perAccount = new Map<WalletAccount, Holdings>(WALLET_ACCOUNTS.map((a) => [a, new Map()]));
    const all: Holdings = new Map();
    for (const r of rows) {
      const total = new Decimal(r.available).plus(r.frozen);
      addTo(perAccount.get(r.account)!, r.currency, total);
      addTo(all, r.currency, total);
    }
    return { rows, perAccount, all };
  }

  return {
    async overview(user: WalletUser, pricing?: string): Promise<WalletOverview> {
      const ctx = await priceContext(user, pricing);
      const dayStart = startOfUtcDay(now());
      const [held, startRows, externalRows] = await Promise.all([
        holdingsNow(user.id),
        deps.ledger.balancesAt(user.id, dayStart),
        deps.ledger.journalTotals(user.id, { since: dayStart, reasons: EXTERNAL_REASONS }),
      ]);
      const startOfDay: Holdings = new Map();
      for (const r of startRows) addTo(startOfDay, r.currency, new Decimal(r.available).plus(r.frozen));
      const externalToday: Holdings = new Map();
      for (const r of externalRows) addTo(externalToday, r.currency, r.amount);
      const pnl = todayPnl({ now: held.all, startOfDay, externalToday, prices: ctx.prices });

      const { convert } = ctx;
      let total = new Decimal(0);
      const accounts = WALLET_ACCOUNTS.map((account) => {
        let usdt = new Decimal(0);
        for (const [c, q] of held.perAccount.get(account)!) usdt = usdt.plus(convert.usdtOf(c, q));
        total = total.plus(usdt);
        return { account, usdt: convert.usdt(usdt), btc: convert.btc(usdt), valuation: convert.pricing(usdt) };
      });
      return {
        pricing: ctx.pricing,
        usdt: convert.usdt(total),
        btc: convert.btc(total),
        valuation: convert.pricing(total),
        today_pnl: convert.pricing(pnl.pnl),
        today_pnl_rate: normalizeDecimal(pnl.rate.toDecimalPlaces(6, Decimal.ROUND_HALF_UP)),
        accounts,
      };
    },

    async account(user: WalletUser, account: WalletAccount, pricing?: string): Promise<WalletAccountView> {
      const ctx = await priceContext(user, pricing);
      const dayStart = startOfUtcDay(now());
      const [rows, orderRows, icoRows] = await Promise.all([
        deps.ledger.balancesOf(user.id, account),
        // What open orders hold, as the holders of kind 'order' registered with the ledger say.
        deps.ledger.frozenBy(user.id, account, 'order'),
        account === 'ico' ? icoReleased(user.id, dayStart) : Promise.resolve([]),
      ]);
      return accountView({ account, ctx, rows, orderRows, icoRows });
    },

    ...createTransfers(deps),

    /**
     * A product declares how much of its wallet a transfer may take out now (futures: what open
     * positions do not need). A transfer above it is refused before anything moves.
     */
    limitTransfersOut(account: string, limit: (userId: number, currency: string) => Promise<string>): void {
      deps.outflowLimits!.set(account, limit);
    },

    logs: (userId: number, query: Parameters<typeof readLogs>[2]) =>
      readLogs(deps, userId, query, now()),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
export type { CurrencyItem };
