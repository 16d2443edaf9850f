import type { FastifyBaseLogger } from 'fastify';
import type { KlineInterval } from '@aurelix/shared/schemas/spot';
import type { Db } from '../../db/client';
import { createCandleRepository, namespacedCandles } from './candle-repository';
import { createMarketData, type MarketData } from './market-data';

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
