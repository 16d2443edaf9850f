import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StatementPart } from '../trading/together';
import { currencies, pairs } from './schema';

/** A pair's trading settings with its quote currency's precision, as exact decimal text. */
export interface PairSettingsRow {
  symbol: string;
  left_symbol: string;
  right_symbol: string;
  tick_size: string;
  step_size: string;
  min_qty: string;
  min_notional: string;
  maker_fee: string;
  taker_fee: string;
  trade_status: number;
  /** Null when the quote currency is not listed. */
  quote_precision: number | null;
}

/** A currency's switches and reference price, as funding reads them. */
export interface CurrencySettings {
  symbol: string;
  rechargeTurn: number;
  drawTurn: number;
  precision: number;
  price: string;
  sort: number;
  id: number;
}

// Read at the start of every order batch: a short statement of its own, not the builder's select of
// every pair column, which costs more to build than to run.
function pairSettingsSql(symbol: string): SQL {
  return sql`select p.symbol, p.left_symbol, p.right_symbol, p.tick_size::text as tick_size,
      p.step_size::text as step_size, p.min_qty::text as min_qty, p.min_notional::text as min_notional,
      p.maker_fee::text as maker_fee, p.taker_fee::text as taker_fee, p.trade_status, c.precision as quote_precision
    from ${pairs} p left join ${currencies} c on c.symbol = p.right_symbol where p.symbol = ${symbol} limit 1`;
}

/**
 * What other modules may read and write of the platform's reference tables (platform/schema.ts):
 * functions taking a connection or transaction, and statement parts a market sequencer sends with
 * its batch's other reads (trading/together.ts), so the order path stays one round trip.
 */
export const referenceData = {
  /** The pair's settings, as a part of a sequencer batch's one read (they may change between batches). */
  pairSettingsPart(symbol: string): StatementPart<PairSettingsRow | undefined> {
    return { query: pairSettingsSql(symbol), parse: (rows) => rows[0] as unknown as PairSettingsRow | undefined };
  },

  async pairSettings(db: DbOrTx, symbol: string): Promise<PairSettingsRow | undefined> {
    const result = (await db.execute(pairSettingsSql(symbol))) as unknown as { rows: PairSettingsRow[] };
    return result.rows[0];
  },

  /** Every pair's symbol, in display order. */
  async pairSymbols(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ symbol: pairs.symbol }).from(pairs).orderBy(asc(pairs.sort));
    return rows.map((r) => r.symbol);
  },

  /** Circulating supply of each pair's base currency, for the market cap of /markets. */
  async pairSupplies(db: DbOrTx): Promise<Map<string, string>> {
    const rows = await db.select({ symbol: pairs.symbol, supply: pairs.supply }).from(pairs);
    return new Map(rows.map((r) => [r.symbol, r.supply]));
  },

  /**
   * Sets currencies.price, the USDT reference price /api/currency_list answers (market data keeps it
   * current from the index prices). One statement for all currencies, so readers never see half an update.
   */
  async setReferencePrices(db: DbOrTx, prices: ReadonlyArray<{ symbol: string; price: string }>): Promise<void> {
    if (prices.length === 0) return;
    const values = sql.join(
      prices.map((p) => sql`(${p.symbol}, ${p.price})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${currencies} set price = v.price::numeric from (values ${values}) as v(symbol, price) where ${currencies.symbol} = v.symbol`,
    );
  },

  /** These currencies' switches and reference prices (the listed ones among `symbols`). */
  currencySettings(db: DbOrTx, symbols: readonly string[]): Promise<CurrencySettings[]> {
    if (symbols.length === 0) return Promise.resolve([]);
    return db
      .select({
        symbol: currencies.symbol,
        rechargeTurn: currencies.rechargeTurn,
        drawTurn: currencies.drawTurn,
        precision: currencies.precision,
        price: currencies.price,
        sort: currencies.sort,
        id: currencies.id,
      })
      .from(currencies)
      .where(inArray(currencies.symbol, [...new Set(symbols)]));
  },
};
