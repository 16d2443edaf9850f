import type { DbOrTx } from '../../db/client';
import { referenceData } from '../platform/reference';

/**
 * The one write market data makes: currencies.price, the USDT reference price that
 * /api/currency_list answers, kept current from the index prices ("the price oracle keeps it current").
 * The platform owns the reference tables; this is its functions, bound to a connection.
 */
export function createMarketRepository(db: DbOrTx) {
  return {
    /** One statement for all currencies, so readers never see half an update. */
    setReferencePrices: (prices: ReadonlyArray<{ symbol: string; price: string }>) => referenceData.setReferencePrices(db, prices),

    /** Circulating supply of each pair's base currency, for the market cap of /markets. */
    supplies: () => referenceData.pairSupplies(db),
  };
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
