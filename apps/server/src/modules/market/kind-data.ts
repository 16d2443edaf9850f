import type { FastifyBaseLogger } from 'fastify';
import type { KlineInterval } from '@aurelix/shared/schemas/spot';
import type { Db } from '../../db/client';
import { createCandleRepository, namespacedCandles } from './candle-repository';
import { createMarketData, type MarketData } from './market-data';
import type { MarketPair } from './ticker-source';
import type { TradeTickerSource } from './trade-ticker-source';

const DAY_MS = 86_400_000;

/**
 * Depth, trades and candles for another market kind (futures), on its own channels: its candles
 * share the market module's table under a namespace ("F:BTC_USDT"), so they never mix with spot's.
 */
export function createKindMarketData(opts: {
  db: Db;
  namespace: string;
  publish(channel: string, data: unknown): void;
  log: Pick<FastifyBaseLogger, 'error'>;
  channels: { depth(symbol: string): string; trade(symbol: string): string; kline(symbol: string, interval: KlineInterval): string };
}): MarketData {
  return createMarketData({
    publish: opts.publish,
    candles: namespacedCandles(createCandleRepository(opts.db), opts.namespace),
    log: opts.log,
    channels: opts.channels,
  });
}

/**
 * A market kind's candle history on a first start: a copy of its pairs' (spot) history, so its
 * chart is not empty (demo data: the contracts track the same index). Symbols that already have
 * candles of their own keep them.
 */
export async function seedKindCandles(db: Db, namespace: string, symbols: readonly string[]): Promise<void> {
  await createCandleRepository(db).copyInto(namespace, symbols);
}

/**
 * A market kind's 24h ticker starts from its own stored one-minute candles of the last day, the
 * ones its chart draws: without them a contract's high, low and volume covered only the trades
 * since the process started (a 24h low of 96,461 beside a chart down to 93,800).
 */
export async function warmKindTicker(db: Db, namespace: string, pairs: readonly MarketPair[], source: TradeTickerSource, now: number): Promise<void> {
  const candles = namespacedCandles(createCandleRepository(db), namespace);
  for (const pair of pairs) {
    const minutes = await candles.since(pair.symbol, '1min', now - DAY_MS);
    source.warm(pair.symbol, minutes.map((c) => ({ ...c, start: c.time })));
  }
}
