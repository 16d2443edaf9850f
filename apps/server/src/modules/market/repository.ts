import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencies, pairs } from '../../db/schema';

/**
 * The one write market data makes: currencies.price, the USDT reference price that
 * /api/currency_list answers, kept current from the index prices ("the price oracle keeps it current").
 */
export function createMarketRepository(db: DbOrTx) {
  return {
    /** One statement for all currencies, so readers never see half an update. */
    async setReferencePrices(prices: ReadonlyArray<{ symbol: string; price: string }>): Promise<void> {
      if (prices.length === 0) return;
      const values = sql.join(
        prices.map((p) => sql`(${p.symbol}, ${p.price})`),
        sql`, `,
      );
      await db.execute(
        sql`update ${currencies} set price = v.price::numeric from (values ${values}) as v(symbol, price) where ${currencies.symbol} = v.symbol`,
      );
    },

    /** Circulating supply of each pair's base currency, for the market cap of /markets. */
    async supplies(): Promise<Map<string, string>> {
      const rows = await db.select({ symbol: pairs.symbol, supply: pairs.supply }).from(pairs);
      return new Map(rows.map((r) => [r.symbol, r.supply]));
    },
  };
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
