import type { Db } from '../../db/client';
import { userRecords } from '../auth/users';
import { Decimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import type { AuthService } from '../auth/service';
import type { PlatformService } from '../platform/service';
import { DEFAULT_MARKET_MAKER } from './service';

/** The platform account that quotes the books (a seeded system user). */
export const MARKET_MAKER_ACCOUNT = 'system:market_maker';
/**
 * The platform account that sends the small taking orders. It is a second account because the order
 * flow prevents self-trades: the maker's own market order would only cancel its quotes.
 */
export const MARKET_TAKER_ACCOUNT = 'system:market_taker';

/** What the seed calls: the ledger to fund the accounts, auth to find their ids, the platform for prices. */
export interface MarketMakerSeedDeps {
  ledger: Pick<Ledger, 'credit'>;
  platform: Pick<PlatformService, 'currencyList' | 'pairList'>;
  auth: Pick<AuthService, 'userIdByAccount'>;
}

/** Quote currency per pair on top of the base inventory, so bids never run dry. */
const QUOTE_HEADROOM = 1.5;

/**
 * First start: the two demo-liquidity accounts, funded through the ledger from system:world (a
 * deposit from outside the exchange): for every pair, base worth `inventoryUsdt` (more for hot pairs) and as much again
 * in quote, times QUOTE_HEADROOM. Called once from seedIfEmpty; with `fund` false (production
 * without MARKET_MAKER) the accounts are made and left empty.
 */
export async function seedMarketMaker(db: Db, services: MarketMakerSeedDeps, opts: { fund: boolean } = { fund: true }): Promise<void> {
  // Auth owns `users`: the account is made through its function.
  await userRecords.ensureSystemUser(db, MARKET_TAKER_ACCOUNT);
  if (!opts.fund) return;
  // Reference prices and pairs come from the platform's functions, not its tables.
  const [{ list: currencyList }, { list: pairList }] = await Promise.all([
    services.platform.currencyList(),
    services.platform.pairList(),
  ]);
  const prices = new Map(currencyList.map((c) => [c.symbol, c]));
  const totals = new Map<string, Decimal>();
  const add = (currency: string, amount: Decimal) => totals.set(currency, (totals.get(currency) ?? new Decimal(0)).plus(amount));
  for (const pair of pairList) {
    const base = prices.get(pair.left_symbol);
    const quote = prices.get(pair.right_symbol);
    if (!base || !quote || new Decimal(base.price).lte(0) || new Decimal(quote.price).lte(0)) continue;
    const inventory = pair.is_hot === 1 ? DEFAULT_MARKET_MAKER.inventoryUsdt.hot : DEFAULT_MARKET_MAKER.inventoryUsdt.other;
    add(pair.left_symbol, new Decimal(inventory).div(base.price));
    add(pair.right_symbol, new Decimal(inventory * QUOTE_HEADROOM).div(quote.price));
  }
  for (const account of [MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT]) {
    const userId = await services.auth.userIdByAccount(account);
    for (const [currency, amount] of totals) {
      const precision = prices.get(currency)?.precision ?? 8;
      await services.ledger.credit({
        userId,
        account: 'spot',
        currency,
        amount: amount.toDecimalPlaces(precision, Decimal.ROUND_DOWN).toFixed(),
        reason: 'deposit',
        refType: 'seed',
        refId: 'market_maker',
      });
    }
  }
}
